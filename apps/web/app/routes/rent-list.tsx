import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { RentList } from '../features/rents/components/rent-list';
import { rentFiltersOf } from '../features/rents/rent-filters';
import { rentListPath } from '../features/rents/rent-paths';
import { rentEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/rent-list';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/Rent`: every published home, with filters and ranges, sorts and keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const filters = rentFiltersOf(request);
  const [page, settings] = await Promise.all([
    api.get(rentEndpoints.list, { query: filters }),
    api.generalSetting(),
  ]);
  return {
    page,
    filters,
    cities: settings.cities,
    canonicalUrl: `${context.publicUrl}${rentListPath(filters.intent)}`,
  };
}

export default function RentListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, cities, canonicalUrl } = loaderData;
  const title =
    filters.intent === 'offer'
      ? t('rents.listTitleOffer')
      : filters.intent === 'seek'
        ? t('rents.listTitleSeek')
        : t('rents.listTitle');
  return (
    <>
      <PageMeta
        title={`${title} | ${t('app.name')}`}
        description={t('rents.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={title} intro={t('rents.intro')} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <RentList page={page} cities={cities} filters={filters} headingId="rent-results" />
      </div>
    </>
  );
}
