import { z } from 'zod';
import { MAX_PRICE, MIN_PRODUCT_YEAR, PRODUCT_CONDITIONS, PRODUCT_SORTS } from './classified-options';
import {
  ClassifiedCardShape,
  ClassifiedDetailShape,
  ClassifiedQueryShape,
  classifiedEndpoints,
  classifiedInput,
  EVEN_WITH_FIELD_ERRORS,
  queryEnum,
  queryId,
  queryNumber,
} from './classifieds';
import { CategoryIconSchema } from './directory';
import { endpoint } from './endpoint';
import { MAX_RECORD_ID } from './limits';

/**
 * Marketplace products: something for sale, or wanted. A product sits in a subcategory of a
 * main category (Vehicles > Cars); model and colour come from lists kept per site in both
 * languages, so they can be filtered on; the year is optional (a sofa has none).
 */
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

const ProductFieldsShape = {
  mainCategory: NamedSchema,
  category: NamedSchema.describe('The subcategory.'),
  condition: z.enum(PRODUCT_CONDITIONS).nullable().describe('Null for a wanted post open to either.'),
  year: z.number().int().nullable(),
  model: NamedSchema.nullable(),
  color: NamedSchema.extend({ hex: z.string() }).nullable(),
};

export const ProductCardSchema = z.object({ ...ClassifiedCardShape, ...ProductFieldsShape });
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductSchema = z.object({ ...ClassifiedDetailShape, ...ProductFieldsShape });
export type Product = z.infer<typeof ProductSchema>;

const year = (key = 'validation.yearInvalid') =>
  queryNumber(MIN_PRODUCT_YEAR, 9999, key).refine((value) => value === undefined || Number.isInteger(value), {
    error: key,
  });

export const ProductListQuerySchema = z.object({
  ...ClassifiedQueryShape,
  main_id: queryId.optional().describe('Main category id.'),
  category_id: queryId.optional().describe('Subcategory id.'),
  condition: queryEnum(PRODUCT_CONDITIONS, 'validation.choiceInvalid').optional(),
  year_from: year().optional(),
  year_to: year().optional(),
  model_id: queryId.optional(),
  color_id: queryId.optional(),
  sort: queryEnum(PRODUCT_SORTS, 'validation.sortInvalid')
    .optional()
    .transform((value) => value ?? 'newest'),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** An optional id from a form: empty or absent means none. */
const optionalId = (key: string) =>
  z
    .union(
      [
        z.literal(''),
        z.null(),
        z.coerce
          .number({ error: key })
          .int({ error: key })
          .positive({ error: key })
          .max(MAX_RECORD_ID, { error: key }),
      ],
      {
        error: key,
      },
    )
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null));

const requiredId = (key: string) =>
  z.coerce
    .number({ error: key })
    .int({ error: key })
    .positive({ error: key })
    .max(MAX_RECORD_ID, { error: key });

export const ProductInputSchema = classifiedInput({
  // "Looking for sale or buy is required" (SPEC section 5): the marketplace's own words for the intent.
  intent: z.enum(['offer', 'seek'], { error: 'validation.saleOrBuyRequired' }),
  mainCategoryId: requiredId('validation.mainCategoryRequired'),
  categoryId: requiredId('validation.subCategoryRequired'),
  condition: z
    .union([z.literal(''), z.null(), z.enum(PRODUCT_CONDITIONS, { error: 'validation.conditionRequired' })], {
      error: 'validation.conditionRequired',
    })
    .optional()
    .transform((value) => value || null),
  price: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: 'validation.priceRequired' })
        .min(0, { error: 'validation.priceInvalid' })
        .max(MAX_PRICE, { error: 'validation.priceInvalid' }),
    ])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null))
    .describe('Required for a thing for sale; a budget, or nothing, for a wanted one.'),
  year: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: 'validation.yearInvalid' })
        .int({ error: 'validation.yearInvalid' })
        .min(MIN_PRODUCT_YEAR, { error: 'validation.yearInvalid' })
        .refine((value) => value <= new Date().getUTCFullYear() + 1, { error: 'validation.yearInvalid' }),
    ])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  modelId: optionalId('validation.modelInvalid'),
  colorId: optionalId('validation.colorInvalid'),
}).superRefine((input, context) => {
  // A thing for sale is shown with its condition, price and photos; a wanted post need not have them.
  const value = input as { intent?: unknown; condition?: unknown; price?: unknown; photoIds?: unknown };
  if (value.intent !== 'offer') return;
  if (value.condition === null)
    context.addIssue({ code: 'custom', path: ['condition'], message: 'validation.conditionRequired' });
  if (value.price === null)
    context.addIssue({ code: 'custom', path: ['price'], message: 'validation.priceRequired' });
  if (!Array.isArray(value.photoIds) || value.photoIds.length === 0)
    context.addIssue({ code: 'custom', path: ['photoIds'], message: 'validation.imageRequired' });
}, EVEN_WITH_FIELD_ERRORS);
export type ProductInput = z.output<typeof ProductInputSchema>;

export const productEndpoints = classifiedEndpoints({
  kind: 'product',
  path: 'products',
  tag: 'Marketplace',
  noun: 'product',
  card: ProductCardSchema,
  detail: ProductSchema,
  query: ProductListQuerySchema,
  input: ProductInputSchema,
});

/** A marketplace category with how many published products it holds. */
export const MarketCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: CategoryIconSchema,
  count: z.number().int(),
});
export type MarketCategory = z.infer<typeof MarketCategorySchema>;

/** Everything the marketplace's choices are made of, in the request's language. */
export const MarketCatalogueSchema = z.object({
  categories: z.array(
    MarketCategorySchema.extend({ subCategories: z.array(MarketCategorySchema) }).describe(
      'Main categories in order, each with its subcategories.',
    ),
  ),
  models: z.array(
    z.object({
      id: z.number().int(),
      categoryId: z.number().int().describe('The subcategory the model belongs to.'),
      name: z.string(),
    }),
  ),
  colors: z.array(z.object({ id: z.number().int(), name: z.string(), hex: z.string() })),
  years: z.array(z.number().int()).describe('Newest first.'),
});
export type MarketCatalogue = z.infer<typeof MarketCatalogueSchema>;

export const marketCatalogueEndpoint = endpoint({
  method: 'GET',
  path: 'products/catalogue',
  summary: 'The marketplace’s categories (with counts), models, colours and years, for filters and the form',
  tags: ['Marketplace'],
  access: 'public',
  response: MarketCatalogueSchema,
});
