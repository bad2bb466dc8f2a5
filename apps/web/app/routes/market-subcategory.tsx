import { data, redirect } from 'react-router';
import { Link } from '../components/link';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { MarketCategoryTiles } from '../features/products/components/market-categories';
import { MARKET_HOME_PATH, productsInPath, subCategoriesPath } from '../features/products/product-paths';
import { marketCatalogueEndpoint } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/market-subcategory';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/market-place/subCategory?main_id=`: the subcategories of one main category, with counts.
 * Without a main category it is the marketplace's front page; an unknown one is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const mainId = new URL(request.url).searchParams.get('main_id') ?? '';
  if (!/^\d{1,9}$/.test(mainId)) throw redirect(MARKET_HOME_PATH);
  const catalogue = await serverApi(context).get(marketCatalogueEndpoint, {});
  const main = catalogue.categories.find((category) => category.id === Number(mainId));
  if (!main) throw data(null, { status: 404 });
  return { main, canonicalUrl: `${context.publicUrl}${subCategoriesPath(main.id)}` };
}

export default function MarketSubCategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { main, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${main.name} | ${t('products.title')} | ${t('app.name')}`}
        description={t('products.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader
        title={main.name}
        intro={t('products.categoryCount', { count: main.count })}
        width="max-w-7xl"
      >
        <div className="mt-6 flex justify-center">
          <Link
            to={productsInPath({ mainId: main.id })}
            className="min-h-11 rounded-full bg-secondary px-6 py-2.5 font-semibold text-slate-900 hover:bg-secondary/90"
          >
            {t('products.browseCategory', { name: main.name })}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <nav aria-label={t('products.title')}>
          <Link to={MARKET_HOME_PATH} className="font-semibold text-primary hover:underline">
            {t('products.title')}
          </Link>
        </nav>
        <MarketCategoryTiles
          categories={main.subCategories.map((sub) => ({ ...sub, icon: main.icon }))}
          pathOf={(sub) => productsInPath({ mainId: main.id, categoryId: sub.id })}
          headingId="market-subcategories"
          title={t('products.subCategoriesTitle', { name: main.name })}
        />
      </div>
    </>
  );
}
