import { ClassifiedsHome } from '../components/classifieds/classifieds-home';
import { PageHeader } from '../features/editorial/components/page-header';
import { MarketCategoryTiles } from '../features/products/components/market-categories';
import { ProductCard } from '../features/products/components/product-card';
import {
  MARKET_HOME_PATH,
  NEW_PRODUCT_PATH,
  PRODUCT_LIST_PATH,
  subCategoriesPath,
} from '../features/products/product-paths';
import { marketCatalogueEndpoint, productEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/market-place';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/market-place`: for sale or wanted (with how many posts each has), the main categories with
 * their counts, a way to post, and the newest products.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [intents, catalogue, newest] = await Promise.all([
    api.get(productEndpoints.intents, {}),
    api.get(marketCatalogueEndpoint, {}),
    api.get(productEndpoints.list, { query: { limit: 6 } }),
  ]);
  return {
    intents,
    categories: catalogue.categories.map(({ subCategories: _subs, ...main }) => main),
    newest,
    canonicalUrl: `${context.publicUrl}${MARKET_HOME_PATH}`,
  };
}

export default function MarketPlaceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { intents, categories, newest, canonicalUrl } = loaderData;
  return (
    <ClassifiedsHome
      text={{
        title: t('products.title'),
        intro: t('products.intro'),
        newest: t('products.newest'),
        browse: t('products.browse'),
        empty: t('products.empty'),
        siteName: t('app.name'),
      }}
      postLinks={[{ to: NEW_PRODUCT_PATH, label: t('products.post') }]}
      counts={intents}
      listPath={PRODUCT_LIST_PATH}
      intentLabels={{
        offer: { title: t('products.intent.offer'), hint: t('products.intentHint.offer') },
        seek: { title: t('products.intent.seek'), hint: t('products.intentHint.seek') },
      }}
      newest={newest.items}
      renderCard={(product) => <ProductCard product={product} />}
      canonicalUrl={canonicalUrl}
      header={(postLinks) => (
        <PageHeader title={t('products.title')} intro={t('products.intro')} width="max-w-7xl">
          {postLinks}
        </PageHeader>
      )}
    >
      <MarketCategoryTiles
        categories={categories}
        pathOf={(main) => subCategoriesPath(main.id)}
        headingId="market-categories"
        title={t('products.categoriesTitle')}
      />
    </ClassifiedsHome>
  );
}
