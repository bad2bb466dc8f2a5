import {
  type Product,
  type ProductCard,
  type ProductInput,
  type ProductListQuery,
  productEndpoints,
} from '@jaliya/contract';
import type { ProductsTable } from '../../../db/schema';
import { bothLanguages, type KindSearchText } from '../../search/kind-search-text';
import type { ClassifiedKindDefinition, ClassifiedKindEndpoints } from '../classified-kind';
import { classifiedServerKind } from '../classified-server-kind';
import { ProductsRepository } from './products.repository';
import type { ClassifiedRow } from '../classifieds.repository';
import {
  checkProductReferences,
  type MarketCatalogueRepository,
  type MarketNames,
  marketNames,
} from '../market-catalogue';

type ProductRow = ClassifiedRow & Omit<ProductsTable, 'listing_id'>;

function fieldsOf(row: ClassifiedRow, names: MarketNames) {
  const product = row as ProductRow;
  return {
    // A category a moderator removed later still shows as something rather than breaking the card.
    mainCategory: names.category(product.main_category_id) ?? { id: product.main_category_id, name: '' },
    category: names.category(row.category_id) ?? { id: row.category_id ?? 0, name: '' },
    condition: product.condition,
    year: product.year,
    model: names.model(product.model_id),
    color: names.color(product.color_id),
  };
}

/**
 * Marketplace products, declared on the classifieds core: something for sale ("offer") or
 * wanted ("seek"), filed under a subcategory, with condition, year, model and colour. The
 * category names, models and colours come from the site's lists in the request's language.
 */
export function productKind(
  catalogue: MarketCatalogueRepository,
): ClassifiedKindDefinition<ProductInput, ProductListQuery, ProductCard, Product, MarketNames> {
  return {
    kind: 'product',
    table: 'products',
    columns: ['main_category_id', 'condition', 'year', 'model_id', 'color_id'],
    expiresAfterDays: 30,
    endpoints: productEndpoints as unknown as ClassifiedKindEndpoints,
    intentLabels: { offer: 'products.intent.offer', seek: 'products.intent.seek' },
    write: (input) => ({
      main_category_id: input.mainCategoryId,
      condition: input.condition,
      year: input.year,
      model_id: input.modelId,
      color_id: input.colorId,
    }),
    read: (row) => {
      const product = row as ProductRow;
      return {
        mainCategoryId: product.main_category_id,
        categoryId: row.category_id ?? 0,
        condition: product.condition,
        price: row.price,
        year: product.year,
        modelId: product.model_id,
        colorId: product.color_id,
      };
    },
    price: (input) => input.price,
    categoryId: (input) => input.categoryId,
    lookups: async (scope) => marketNames(await catalogue.load(scope.site.id), scope.language),
    checkReferences: async (input, scope) =>
      checkProductReferences(await catalogue.load(scope.site.id), input),
    filter: (query, q) => {
      let filtered = query;
      if (q.main_id !== undefined) filtered = filtered.where('products.main_category_id', '=', q.main_id);
      if (q.category_id !== undefined) filtered = filtered.where('listings.category_id', '=', q.category_id);
      if (q.condition) filtered = filtered.where('products.condition', '=', q.condition);
      if (q.year_from !== undefined) filtered = filtered.where('products.year', '>=', q.year_from);
      if (q.year_to !== undefined) filtered = filtered.where('products.year', '<=', q.year_to);
      if (q.model_id !== undefined) filtered = filtered.where('products.model_id', '=', q.model_id);
      if (q.color_id !== undefined) filtered = filtered.where('products.color_id', '=', q.color_id);
      return filtered;
    },
    order: (q) => (q.sort === 'price_high' ? 'price_desc' : q.sort === 'price_low' ? 'price_asc' : 'newest'),
    card: (row, base, _images, names) => ({ ...base, ...fieldsOf(row, names) }),
    detail: (row, base, _images, names) => ({ ...base, ...fieldsOf(row, names) }),
  };
}

/**
 * A product's own words in search: its condition in both languages, its model's and colour's
 * names, and its main category (named with its subcategory's).
 */
export const productSearch: KindSearchText = {
  words: async (db, ids) => {
    const rows = await new ProductsRepository(db).searchRows(ids);
    return new Map(
      rows.map((row) => {
        const words: string[] = [];
        if (row.condition) words.push(...bothLanguages(`products.condition.${row.condition}`));
        words.push(
          ...[row.model_en, row.model_ar, row.color_en, row.color_ar].filter((name) => name !== null),
        );
        return [row.listing_id, { words, categoryIds: [row.main_category_id] }];
      }),
    );
  },
};

export const productServerKind = classifiedServerKind(
  'product',
  productSearch,
  (services) => productKind(services.marketCatalogue),
  // A moderator reads the model's and colour's names, not their ids.
  { reviewNamed: { modelId: 'market_models', colorId: 'market_colors' } },
);
