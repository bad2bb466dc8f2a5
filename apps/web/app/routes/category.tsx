import type { DirectoryType } from '@jaliya/contract';
import { directoryEndpoints } from '../lib/endpoints.server';
import { data } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { BusinessList, listFiltersOf } from '../features/directory/components/business-list';
import { SubcategoryTile } from '../features/directory/components/subcategory-tile';
import { categoryPath } from '../features/directory/directory-paths';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/category';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

const TYPES: Record<string, DirectoryType> = { services: 'service', shops: 'business' };

/**
 * `/Category/services` and `/Category/shops`: the subcategories of a main category, then its
 * businesses. The main category id comes in `?id=` (navigation state in the old client); without
 * it, the first main category of that type.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = TYPES[params.type ?? ''];
  if (!type) throw data(null, { status: 404 });
  const api = serverApi(context);
  const url = new URL(request.url);
  const requested = url.searchParams.get('id');
  const [mains, settings] = await Promise.all([
    api.get(directoryEndpoints.mainCategories, { query: { type } }),
    api.generalSetting(),
  ]);
  const main = requested ? mains.find((category) => String(category.id) === requested) : mains[0];
  if (!main) throw data(null, { status: 404 });
  const filters = listFiltersOf(request);
  const page = await api.get(directoryEndpoints.listBusinesses, {
    query: { main_id: String(main.id), ...filters },
  });
  return {
    type,
    main,
    page,
    filters,
    cities: settings.cities,
    timeZone: settings.site.timeZone,
    canonicalUrl: `${context.publicUrl}${categoryPath(type, main.id)}`,
  };
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { type, main, page, filters, cities, timeZone, canonicalUrl } = loaderData;
  const title = type === 'business' ? t('directory.shopsTitle') : t('directory.servicesTitle');
  const intro = type === 'business' ? t('directory.shopsIntro') : t('directory.servicesIntro');
  return (
    <>
      <PageMeta title={`${title} | ${t('app.name')}`} description={intro} canonicalUrl={canonicalUrl} />
      <PageHeader title={title} intro={intro} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <section aria-labelledby="categories-heading" className="mb-12">
          <h2 id="categories-heading" className="mb-4 text-2xl font-bold text-gray-900">
            {t('directory.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {main.subcategories.map((subcategory) => (
              <li key={subcategory.id}>
                <SubcategoryTile subcategory={subcategory} type={type} />
              </li>
            ))}
          </ul>
        </section>
        <h2 className="mb-4 text-2xl font-bold text-gray-900">{t('directory.latest')}</h2>
        <BusinessList
          page={page}
          cities={cities}
          filters={filters}
          basePath={`/Category/${type === 'business' ? 'shops' : 'services'}`}
          hiddenFields={{ id: String(main.id) }}
          headingId="category-results"
          timeZone={timeZone}
        />
      </div>
    </>
  );
}
