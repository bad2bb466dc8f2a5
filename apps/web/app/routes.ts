import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Only pages that exist are listed; everything else, including pages later work will build,
// falls through to the not-found page with status 404.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
