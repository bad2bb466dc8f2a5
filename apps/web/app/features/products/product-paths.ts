/** Web addresses of the marketplace pages (SPEC section 2); the public ones are shared with the sitemap. */
import { productKind } from '@jaliya/contract/kinds';
export {
  MARKET_HOME_PATH,
  MARKET_SUBCATEGORY_PATH,
  PRODUCT_LIST_PATH,
  productPath,
  productsInPath,
  subCategoriesPath,
} from '@jaliya/contract/page-paths';
export const NEW_PRODUCT_PATH = '/market-place/new-product';
export const MY_PRODUCTS_PATH = productKind.myPostsPath;

export function editProductPath(id: number): string {
  return `${MY_PRODUCTS_PATH}/${id}/edit`;
}
