import { SavedPostsPage } from '../../components/classifieds/saved-posts-page';
import { ProductCard } from '../../features/products/components/product-card';
import { MARKET_HOME_PATH } from '../../features/products/product-paths';
import { productEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadSavedPosts } from '../../lib/saved-posts.server';
import type { Route } from './+types/saved-product';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedPosts(context, request, productEndpoints.saved);
}

/** `/saved-product`: the published products the user saved. */
export default function SavedProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <SavedPostsPage
      data={loaderData}
      type="product"
      text={{
        title: t('products.savedTitle'),
        intro: t('products.savedIntro'),
        browse: t('products.browse'),
      }}
      paths={{ list: '/saved-product', browse: MARKET_HOME_PATH }}
      renderCard={(product) => <ProductCard product={product} />}
    />
  );
}
