import { directoryEndpoints } from '../lib/endpoints.server';
import { data } from 'react-router';
import { Link } from '../components/link';
import { ChevronStartIcon } from '../components/icons';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { BusinessList, listFiltersOf } from '../features/directory/components/business-list';
import {
  categoryPath,
  subcategoryCanonicalPath,
  subcategoryPath,
} from '../features/directory/directory-paths';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/sub-category';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/SubCategory/{name}/{id}?Page=shops|service`: the businesses of one subcategory, filtered and paged. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [mains, settings] = await Promise.all([
    api.get(directoryEndpoints.mainCategories, { query: {} }),
    api.generalSetting(),
  ]);
  const main = mains.find((category) => category.subcategories.some((sub) => String(sub.id) === params.id));
  const subcategory = main?.subcategories.find((sub) => String(sub.id) === params.id);
  if (!main || !subcategory) throw data(null, { status: 404 });
  const filters = listFiltersOf(request);
  const page = await api.get(directoryEndpoints.listBusinesses, {
    query: { category_id: String(subcategory.id), ...filters },
  });
  return {
    main,
    subcategory,
    page,
    filters,
    cities: settings.cities,
    timeZone: settings.site.timeZone,
    canonicalUrl: `${context.publicUrl}${subcategoryCanonicalPath(subcategory, subcategory.type)}`,
  };
}

export default function SubCategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { main, subcategory, page, filters, cities, timeZone, canonicalUrl } = loaderData;
  const path = subcategoryPath(subcategory, subcategory.type).split('?')[0] ?? '';
  return (
    <>
      <PageMeta
        title={`${subcategory.name} · ${main.name} | ${t('app.name')}`}
        description={t('directory.listingCount', { count: subcategory.listingCount })}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={subcategory.name} width="max-w-7xl">
        <Link
          to={categoryPath(subcategory.type, main.id)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
        >
          <ChevronStartIcon className="size-4" />
          {t('directory.backTo', { name: main.name })}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BusinessList
          page={page}
          cities={cities}
          filters={filters}
          basePath={path}
          hiddenFields={{ Page: subcategory.type === 'business' ? 'shops' : 'service' }}
          headingId="subcategory-results"
          timeZone={timeZone}
        />
      </div>
    </>
  );
}
