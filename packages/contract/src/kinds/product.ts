import { defineKind } from './define-kind';

export const MARKET_HOME_PATH = '/market-place';
export const PRODUCT_LIST_PATH = '/market-place/products';

/** Marketplace products for sale or wanted. */
export const productKind = defineKind({
  name: 'product',
  plural: 'Products',
  categoryKinds: ['market'],
  searchPosition: 1,
  sitemapSection: 'products',
  webPath: (product) => `/Show-Product/${product.id}/${encodeURIComponent(product.slug)}`,
  myPostsPath: '/my-product',
  listPaths: [MARKET_HOME_PATH, PRODUCT_LIST_PATH],
  reviewFields: {
    labels: {
      condition: 'condition',
      year: 'year',
      modelId: 'model',
      colorId: 'color',
    },
    choices: {
      intent: 'products.intent',
      condition: 'products.condition',
    },
  },
});
