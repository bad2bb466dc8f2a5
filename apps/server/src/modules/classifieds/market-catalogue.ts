import {
  type CategoryIcon,
  type MarketCatalogue,
  type MarketCategory,
  type MessageKey,
  type ProductInput,
  productYears,
} from '@jaliya/contract';
import type { Selectable } from 'kysely';
import type { CategoriesTable, MarketColorsTable, MarketModelsTable } from '../../db/schema';
import { localized } from '../../lib/localized';
import type { SiteScope } from '../sites/site-scope';
import { MarketCatalogueRepository } from './market-catalogue.repository';

/** The lists' rows are read by their repository; services.ts and the product kind import it from here. */
export { MarketCatalogueRepository };

type CategoryRow = Selectable<CategoriesTable>;

/** A site's marketplace lists as stored: main categories, subcategories, models and colours. */
export interface MarketCatalogueRows {
  mains: CategoryRow[];
  subs: CategoryRow[];
  models: Selectable<MarketModelsTable>[];
  colors: Selectable<MarketColorsTable>[];
}

/** The names a product's card shows, in the request's language. */
export interface MarketNames {
  category: (id: number | null) => { id: number; name: string } | null;
  model: (id: number | null) => { id: number; name: string } | null;
  color: (id: number | null) => { id: number; name: string; hex: string } | null;
}

/** The names of a site's lists in one language, for a product's card and page. */
export function marketNames(rows: MarketCatalogueRows, language: SiteScope['language']): MarketNames {
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((row) => [row.id, row]));
  const categories = byId([...rows.mains, ...rows.subs]);
  const models = byId(rows.models);
  const colors = byId(rows.colors);
  return {
    category: (id) => {
      const row = id === null ? undefined : categories.get(id);
      return row ? { id: row.id, name: localized(row, 'name', language) } : null;
    },
    model: (id) => {
      const row = id === null ? undefined : models.get(id);
      return row ? { id: row.id, name: localized(row, 'name', language) } : null;
    },
    color: (id) => {
      const row = id === null ? undefined : colors.get(id);
      return row ? { id: row.id, name: localized(row, 'name', language), hex: row.hex } : null;
    },
  };
}

/** What the schema cannot check: the categories, model and colour are this site's and fit together. */
export function checkProductReferences(
  rows: MarketCatalogueRows,
  input: ProductInput,
): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  const main = rows.mains.find((row) => row.id === input.mainCategoryId);
  const sub = rows.subs.find((row) => row.id === input.categoryId);
  if (!main) fields.mainCategoryId = 'validation.mainCategoryRequired';
  if (!sub || (main && sub.parent_id !== main.id)) fields.categoryId = 'validation.subCategoryRequired';
  if (input.modelId !== null) {
    const model = rows.models.find((row) => row.id === input.modelId);
    if (!model || model.category_id !== input.categoryId) fields.modelId = 'validation.modelInvalid';
  }
  if (input.colorId !== null && !rows.colors.some((row) => row.id === input.colorId))
    fields.colorId = 'validation.colorInvalid';
  return fields;
}

/** The whole catalogue in one language, with how many published products each category holds. */
export function marketCatalogue(
  rows: MarketCatalogueRows,
  counts: Map<number, number>,
  language: SiteScope['language'],
  now: Date,
): MarketCatalogue {
  const category = (row: CategoryRow, count: number): MarketCategory => ({
    id: row.id,
    name: localized(row, 'name', language),
    icon: row.icon as CategoryIcon,
    count,
  });
  return {
    categories: rows.mains.map((main) => {
      const subs = rows.subs.filter((sub) => sub.parent_id === main.id);
      const subCategories = subs.map((sub) => category(sub, counts.get(sub.id) ?? 0));
      const total = subCategories.reduce((sum, sub) => sum + sub.count, 0);
      return { ...category(main, total), subCategories };
    }),
    models: rows.models.map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      name: localized(row, 'name', language),
    })),
    colors: rows.colors.map((row) => ({ id: row.id, name: localized(row, 'name', language), hex: row.hex })),
    years: productYears(now),
  };
}
