import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { idOf } from '../features/products/catalogue-options';
import { ProductList } from '../features/products/components/product-list';
import { productFiltersOf } from '../features/products/product-filters';
import { PRODUCT_LIST_PATH } from '../features/products/product-paths';
import { marketCatalogueEndpoint, productEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/product-list';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/market-place/products`: every published product, with filters, sorts and keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const filters = productFiltersOf(request);
  const [page, catalogue, settings] = await Promise.all([
    api.get(productEndpoints.list, { query: filters }),
    api.get(marketCatalogueEndpoint, {}),
    api.generalSetting(),
  ]);
  // The canonical address keeps what names the page (its category, for sale or wanted), not the filters.
  const canonical = new URLSearchParams();
  for (const name of ['main_id', 'category_id', 'intent'] as const) {
    const value = filters[name];
    if (value) canonical.set(name, value);
  }
  const query = canonical.toString();
  return {
    page,
    filters,
    catalogue,
    cities: settings.cities,
    canonicalUrl: `${context.publicUrl}${PRODUCT_LIST_PATH}${query ? `?${query}` : ''}`,
  };
}

export default function ProductListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, catalogue, cities, canonicalUrl } = loaderData;
  const main = catalogue.categories.find((category) => category.id === idOf(filters.main_id));
  const sub = catalogue.categories
    .flatMap((category) => category.subCategories)
    .find((category) => category.id === idOf(filters.category_id));
  const title =
    sub?.name ??
    main?.name ??
    (filters.intent === 'offer'
      ? t('products.listTitleOffer')
      : filters.intent === 'seek'
        ? t('products.listTitleSeek')
        : t('products.listTitle'));
  return (
    <>
      <PageMeta
        title={`${title} | ${t('products.title')} | ${t('app.name')}`}
        description={t('products.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={title} intro={t('products.intro')} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ProductList
          page={page}
          cities={cities}
          catalogue={catalogue}
          filters={filters}
          headingId="product-results"
        />
      </div>
    </>
  );
}
