import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Reads of the products' own table that the classifieds core's generic reads do not cover. */
export class ProductsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What search reads of some products: condition, main category, and the model's and colour's names. */
  searchRows(ids: readonly number[]) {
    return this.db
      .selectFrom('products')
      .leftJoin('market_models', 'market_models.id', 'products.model_id')
      .leftJoin('market_colors', 'market_colors.id', 'products.color_id')
      .select([
        'products.listing_id',
        'products.main_category_id',
        'products.condition',
        'market_models.name_en as model_en',
        'market_models.name_ar as model_ar',
        'market_colors.name_en as color_en',
        'market_colors.name_ar as color_ar',
      ])
      .where('products.listing_id', 'in', ids)
      .execute();
  }
}
