import { Link } from '../../components/link';
import { EmptyState } from '../../components/empty-state';
import { BusinessCard } from '../../features/directory/components/business-card';
import { directoryEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { KeysetNav } from '../../components/keyset-nav';
import { keysetCursorOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/saved-store';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = keysetCursorOf(request);
  const api = serverApi(context);
  const [page, settings] = await Promise.all([
    api.get(directoryEndpoints.savedBusinesses, { query: cursor ? { cursor } : {} }),
    api.generalSetting(),
  ]);
  return { page, timeZone: settings.site.timeZone, isFirstPage: cursor === undefined };
}

/** `/saved-store`: the businesses the user saved; unsaving one removes it from here. */
export default function SavedStoreRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, timeZone, isFirstPage } = loaderData;
  return (
    <section aria-labelledby="saved-store-title">
      <title>{`${t('saved.storesTitle')} | ${t('app.name')}`}</title>
      <h1 id="saved-store-title" className="text-2xl font-bold">
        {t('saved.storesTitle')}
      </h1>
      <p className="mt-1 text-slate-700">{t('saved.storesIntro')}</p>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <EmptyState>
            <Link
              to="/Category/services"
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('saved.browseDirectory')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {page.items.map((business) => (
              <li key={business.id} className="flex">
                <BusinessCard
                  business={business}
                  timeZone={timeZone}
                  saved={{ isSaved: true, isSignedIn: true }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <KeysetNav
        firstPageUrl="/saved-store"
        nextPageUrl={page.nextCursor ? `/saved-store?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
