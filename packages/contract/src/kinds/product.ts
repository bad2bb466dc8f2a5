import { defineKind } from './define-kind';

/** Marketplace products for sale or wanted. */
export const productKind = defineKind({
  name: 'product',
  plural: 'Products',
  categoryKinds: ['market'],
  searchPosition: 1,
  sitemapSection: 'products',
  webPath: (product) => `/Show-Product/${product.id}/${encodeURIComponent(product.slug)}`,
  myPostsPath: '/my-product',
  reviewFields: {
    labels: {
      condition: 'console.field.condition',
      year: 'console.field.year',
      modelId: 'console.field.model',
      colorId: 'console.field.color',
    },
    choices: {
      intent: 'products.intent',
      condition: 'products.condition',
    },
  },
});
