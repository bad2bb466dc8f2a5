import {
  type KeysetPage,
  PRODUCT_CONDITIONS,
  type ProductCard,
  ProductListQuerySchema,
  RecordIdParamSchema,
} from '@jaliya/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { localized } from '../../../lib/localized';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyNumber } from '../legacy-endpoint';
import { legacyCategoryIconUrl } from '../legacy-icons';
import {
  cityIdOfPlace,
  LegacyProductCardSchema,
  looseText,
  MAX_PAGE_SIZE,
  oldPage,
  parseQuery,
  pick,
  productCard,
  savedIds,
} from './classifieds';

/** The old results page asks for 12 a page. */
const PRODUCTS_PAGE = 12;

const image = z
  .string()
  .describe('The category’s icon, an absolute URL of an SVG (`/media/category-icons/{icon}.svg`).');

const MainCategoryCardSchema = z.object({ id: z.number().int(), name: z.string(), image });
const SubCategoryCardSchema = z.object({
  id: z.number().int(),
  main_id: z.number().int(),
  main_category: z.string().describe('The main category’s name.'),
  name: z.string(),
  image,
  favorites: z.boolean().describe('Jaliya has no saved categories: always false.'),
});
const FilterProductSchema = LegacyProductCardSchema.extend({
  favorites: z.boolean().describe('Saved by the caller (as `saved`).'),
});

/** The marketplace's main category of an old id, or a 404. */
async function mainCategory(services: Services, scope: SiteScope, id: number | undefined) {
  const rows = await services.marketCatalogue.load(scope.site.id);
  const main = rows.mains.find((row) => row.id === id);
  if (!main) throw new AppError('NOT_FOUND');
  return { rows, main };
}

/**
 * The old `looking` of the marketplace, as `filter-market/all` offers it and `market/create`
 * reads it: `1` (or `sell`) for sale, `0` (or `buy`) wanted; anything else, both.
 */
function intentOfMarketLooking(looking: string | undefined): 'offer' | 'seek' | undefined {
  if (looking === '1' || looking === 'sell') return 'offer';
  if (looking === '0' || looking === 'buy') return 'seek';
  return undefined;
}

/** The old sort (`sort_by` price with `order_by` asc or desc), or Jaliya's own sort names. */
function productSort(sortBy: string | undefined, orderBy: string | undefined) {
  if (sortBy === 'price') return orderBy?.toLowerCase() === 'desc' ? 'price_high' : 'price_low';
  return pick(['newest', 'price_low', 'price_high'] as const, sortBy);
}

const subId = z
  .string()
  .max(20)
  .optional()
  .describe(
    'Sent, even empty, by the results page: then products. A subcategory id; `all` or empty: the whole main category.',
  );

/** The marketplace as the old client browses it: its three `filter-market` pages and a main category's header. */
export const marketEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'filter-market',
    summary:
      'The marketplace browser: main categories (no main_id), a main category’s subcategories (main_id alone), or a page of products (sub_id, page or limit_by sent) with the old filters',
    oldClient:
      '§3.4 filter-market (MarketPlaceCategoryPage.js, MarketPlaceSubCategoryPage.js, MarketPlaceProductResultsPage.js)',
    access: 'public',
    fields: z.object({
      main_id: legacyNumber,
      category_id: legacyNumber.describe('A subcategory id (as `sub_id`): then products.'),
      sub_id: subId,
      page: legacyNumber.describe('From 1; sent: products.'),
      limit_by: legacyNumber.describe('Products a page (12 when absent, at most 50); sent: products.'),
      model_id: legacyNumber,
      color: legacyNumber.describe('A colour id.'),
      condition: looseText.describe('`new` or `used`.'),
      looking: looseText.describe('`1` or `sell`: for sale; `0` or `buy`: wanted.'),
      place: looseText.describe('A city name, in either language.'),
      year_from: legacyNumber,
      year_to: legacyNumber,
      price_from: legacyNumber,
      price_to: legacyNumber,
      sort_by: looseText.describe(
        '`price` (with `order_by` asc or desc), or `newest`, `price_low`, `price_high`.',
      ),
      order_by: looseText,
    }),
    // Most specific first: the answer is checked against these in order.
    data: z.union([
      z.array(SubCategoryCardSchema).describe('main_id alone: its subcategories.'),
      z.array(FilterProductSchema).describe('Products, newest first unless sorted.'),
      z.array(MainCategoryCardSchema).describe('No main_id: the main categories.'),
    ]),
    extra: {
      total: z
        .number()
        .int()
        .describe('How many there are in all (beside `data`, as the old server put it).'),
    },
    handler: async (input) => {
      const { services, scope, fields } = input;
      const wantsProducts =
        fields.sub_id !== undefined ||
        fields.category_id !== undefined ||
        fields.page !== undefined ||
        fields.limit_by !== undefined;
      const name = (row: { name_en: string; name_ar: string }) => localized(row, 'name', scope.language);

      if (!wantsProducts && fields.main_id === undefined) {
        const { mains } = await services.marketCatalogue.load(scope.site.id);
        const data = mains.map((main) => ({
          id: main.id,
          name: name(main),
          image: legacyCategoryIconUrl(services.config.publicUrl, main.icon),
        }));
        return { data, extra: { total: data.length } };
      }

      if (!wantsProducts) {
        const { rows, main } = await mainCategory(services, scope, fields.main_id);
        const data = rows.subs
          .filter((sub) => sub.parent_id === main.id)
          .map((sub) => ({
            id: sub.id,
            main_id: main.id,
            main_category: name(main),
            name: name(sub),
            image: legacyCategoryIconUrl(services.config.publicUrl, sub.icon),
            favorites: false,
          }));
        return { data, extra: { total: data.length } };
      }

      const kind = services.classifieds.kind('product');
      const sub = /^\d{1,9}$/.test(fields.sub_id ?? '') ? Number(fields.sub_id) : fields.category_id;
      const query = {
        main_id: fields.main_id,
        category_id: sub,
        intent: intentOfMarketLooking(fields.looking),
        condition: pick(PRODUCT_CONDITIONS, fields.condition),
        model_id: fields.model_id,
        color_id: fields.color,
        year_from: fields.year_from,
        year_to: fields.year_to,
        price_min: fields.price_from,
        price_max: fields.price_to,
        city: await cityIdOfPlace(services, scope, fields.place),
        sort: productSort(fields.sort_by, fields.order_by),
      };
      const read = (cursor: string | undefined, limit: number) =>
        services.classifieds.list(
          kind,
          scope,
          parseQuery(ProductListQuerySchema, { ...query, cursor, limit }),
        ) as Promise<KeysetPage<ProductCard>>;
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, fields.limit_by ?? PRODUCTS_PAGE));
      const [page, saved] = await Promise.all([
        oldPage(read, Math.max(1, fields.page ?? 1), size),
        savedIds(input, 'product'),
      ]);
      const seen = { services, scope, saved };
      return {
        data: page.items.map((card) => ({ ...productCard(card, seen), favorites: saved.has(card.id) })),
        extra: { total: page.total },
      };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'main-market/show/:id',
    summary:
      'The header of a marketplace main category’s page: its slider (Jaliya has none) and the "All" tile’s image (the main category’s icon)',
    oldClient: '§3.4 main-market/show/{mainId} (MarketPlaceSubCategoryPage.js)',
    access: 'public',
    params: z.object({ id: RecordIdParamSchema }),
    data: z.object({
      slider: z.array(z.unknown()).describe('Jaliya has none: always empty.'),
      image_all_cat: image,
    }),
    handler: async ({ services, scope, params }) => {
      const { main } = await mainCategory(services, scope, params.id);
      return { slider: [], image_all_cat: legacyCategoryIconUrl(services.config.publicUrl, main.icon) };
    },
  }),
];
