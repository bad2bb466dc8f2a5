/** Web addresses of the marketplace pages (SPEC section 2). */
export const MARKET_HOME_PATH = '/market-place';
export const MARKET_SUBCATEGORY_PATH = '/market-place/subCategory';
export const PRODUCT_LIST_PATH = '/market-place/products';
export const NEW_PRODUCT_PATH = '/market-place/new-product';
export const MY_PRODUCTS_PATH = '/my-product';

export function productPath(product: { id: number; slug: string }): string {
  return `/Show-Product/${product.id}/${encodeURIComponent(product.slug)}`;
}

export function editProductPath(id: number): string {
  return `/my-product/${id}/edit`;
}

export function subCategoriesPath(mainId: number): string {
  return `${MARKET_SUBCATEGORY_PATH}?main_id=${mainId}`;
}

export function productsInPath(category: { mainId: number; categoryId?: number }): string {
  return category.categoryId === undefined
    ? `${PRODUCT_LIST_PATH}?main_id=${category.mainId}`
    : `${PRODUCT_LIST_PATH}?main_id=${category.mainId}&category_id=${category.categoryId}`;
}
