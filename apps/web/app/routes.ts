import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Only pages that exist are listed; everything else, including pages later work will build,
// falls through to the not-found page with status 404.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('Login', 'routes/login.tsx'),
  route('Register', 'routes/register.tsx'),
  route('Forget-Password', 'routes/forget-password.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('About', 'routes/about.tsx'),
  route('Contact', 'routes/contact.tsx'),
  route('Blog', 'routes/blog.tsx'),
  route('Show-Blog/:id?/:slug?', 'routes/show-blog.tsx'),
  route('User-Guide', 'routes/user-guide.tsx'),
  route('Show-User-Guide/:id/:slug?', 'routes/show-user-guide.tsx'),
  route('FAQ', 'routes/faq.tsx'),
  route('Privacy-Policy', 'routes/privacy-policy.tsx'),
  route('Terms-conditions', 'routes/terms-conditions.tsx'),
  route('eula', 'routes/eula.tsx'),
  route('form/:slug', 'routes/form.tsx'),
  route('saved', 'routes/saved.tsx'),
  layout('routes/account/layout.tsx', [
    route('Profile', 'routes/account/profile.tsx'),
    route('saved-blogs', 'routes/account/saved-blogs.tsx'),
    route('changePassword', 'routes/account/change-password.tsx'),
    route('delete-account', 'routes/account/delete-account.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
