import type { Home } from '@jaliya/contract';
import { Suspense } from 'react';
import { Await, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { HeroBanner } from '../features/home/components/hero-banner';
import { HomeSections } from './home-sections';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { apiBase, browserApiClient, createApiClient } from '../lib/api-client';
import { useI18n } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { toPlainText } from '../lib/text';
import type { Route } from './+types/home';

export const handle: RouteHandle = { headerOverHero: true, isSharedWithMembers: true };

/** The home answer: everything under the hero, the upcoming events too, in one read. */
interface HomeData {
  home: Home;
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context.transport, apiBase(context.siteCode, context.language, context.cityId));
  const data: HomeData = { home: await api.home() };
  return { data, canonicalUrl: `${context.publicUrl}/` };
}

// Home content does not depend on the query (a notice parameter, say): only a new visit reloads it.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

// After a client-side navigation the page shows at once with skeletons, then fills in.
export function clientLoader() {
  const data: Promise<HomeData> = browserApiClient()
    .home()
    .then((home) => ({ home }));
  return { data, canonicalUrl: `${window.location.origin}/` };
}

function HomeContent({ data: { home }, canonicalUrl }: { data: HomeData; canonicalUrl: string }) {
  const { t } = useI18n();
  const [first] = home.hero;
  const title = first ? `${first.title} | ${t('app.name')}` : t('app.name');
  const description = first ? toPlainText(first.description) : t('app.description');
  return (
    <>
      <PageMeta title={title} description={description} canonicalUrl={canonicalUrl} />
      {first ? (
        <HeroBanner entry={first} />
      ) : (
        <section className="mx-auto max-w-3xl px-4 pb-24 pt-40 text-center">
          <h1 className="text-4xl font-bold">{t('app.name')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('app.description')}</p>
        </section>
      )}
      <HomeSections home={home} />
    </>
  );
}

function HomeError() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-40 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t('errorPage.title')}</h1>
      <p className="mt-4 text-slate-700">{t('errorPage.message')}</p>
    </section>
  );
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  // Rendered on the server (and hydrated), the data is already here: no suspense, so the page is
  // whole in its first paint and nothing below the hero moves when a skeleton is swapped out.
  const data: HomeData | Promise<HomeData> = loaderData.data;
  if (!(data instanceof Promise)) return <HomeContent data={data} canonicalUrl={loaderData.canonicalUrl} />;
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <Await resolve={data} errorElement={<HomeError />}>
        {(data) => <HomeContent data={data} canonicalUrl={loaderData.canonicalUrl} />}
      </Await>
    </Suspense>
  );
}
