import { MyPostsPage } from '../../components/classifieds/my-posts-page';
import {
  editProductPath,
  MY_PRODUCTS_PATH,
  NEW_PRODUCT_PATH,
  productPath,
} from '../../features/products/product-paths';
import { productEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadMyPosts, myPostsAction } from '../../lib/my-posts.server';
import type { Route } from './+types/my-product';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyPosts(context, request, productEndpoints.mine);
}

export function action({ request, context }: Route.ActionArgs) {
  return myPostsAction(context, request, productEndpoints);
}

/** `/my-product`: the user's products in every state, with edit, renew, mark sold and delete. */
export default function MyProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <MyPostsPage
      data={loaderData}
      testId="own-product"
      text={{
        title: t('products.mine.title'),
        intro: t('products.mine.intro'),
        post: t('products.post'),
        close: t('products.mine.close'),
        closeConfirm: (title) => t('products.mine.closeConfirm', { title }),
        sent: t('classifieds.form.sentNotice'),
        closed: t('products.mine.closedNotice'),
      }}
      paths={{ list: MY_PRODUCTS_PATH, post: NEW_PRODUCT_PATH, view: productPath, edit: editProductPath }}
    />
  );
}
