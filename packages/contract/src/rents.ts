import { z } from 'zod';
import {
  ACCOMMODATION_TYPES,
  MAX_AREA_SQFT,
  MAX_ROOMS,
  OCCUPANT_GENDERS,
  RENT_SORTS,
} from './classified-options';
import {
  bodyFlag,
  ClassifiedCardShape,
  ClassifiedDetailShape,
  ClassifiedQueryShape,
  classifiedEndpoints,
  classifiedInput,
  EVEN_WITH_FIELD_ERRORS,
  price,
  queryEnum,
  queryFlag,
  queryNumber,
} from './classifieds';

/** Rentals and housing: a place offered for rent, or someone looking for one. */
const RentFieldsShape = {
  accommodationType: z.enum(ACCOMMODATION_TYPES),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  areaSqft: z.number().int().describe('Area in square feet.'),
  sharedBathroom: z.boolean(),
  gender: z.enum(OCCUPANT_GENDERS).describe('Who may live there: `any` is open to both, or a family.'),
};

export const RentCardSchema = z.object({ ...ClassifiedCardShape, ...RentFieldsShape });
export type RentCard = z.infer<typeof RentCardSchema>;

export const RentSchema = z.object({ ...ClassifiedDetailShape, ...RentFieldsShape });
export type Rent = z.infer<typeof RentSchema>;

export const RentListQuerySchema = z.object({
  ...ClassifiedQueryShape,
  accommodation_type: queryEnum(ACCOMMODATION_TYPES, 'validation.choiceInvalid').optional(),
  bedrooms_min: queryNumber(0, MAX_ROOMS).optional(),
  bedrooms_max: queryNumber(0, MAX_ROOMS).optional(),
  bathrooms_min: queryNumber(0, MAX_ROOMS).optional(),
  bathrooms_max: queryNumber(0, MAX_ROOMS).optional(),
  area_min: queryNumber(0, MAX_AREA_SQFT).optional(),
  area_max: queryNumber(0, MAX_AREA_SQFT).optional(),
  shared_bathroom: queryFlag.optional(),
  gender: queryEnum(OCCUPANT_GENDERS, 'validation.choiceInvalid')
    .optional()
    .describe('`male` or `female` also finds places open to anyone; `any` finds only those.'),
  sort: queryEnum(RENT_SORTS, 'validation.sortInvalid')
    .optional()
    .transform((value) => value ?? 'newest'),
});
export type RentListQuery = z.output<typeof RentListQuerySchema>;

const count = (key: string, max: number) =>
  z.coerce
    .number({ error: key })
    .min(0, { error: 'validation.rangeInvalid' })
    .max(max, { error: 'validation.rangeInvalid' });

export const RentInputSchema = classifiedInput({
  accommodationType: z.enum(ACCOMMODATION_TYPES, { error: 'validation.accommodationRequired' }),
  price: price('validation.priceRequired'),
  areaSqft: count('validation.areaRequired', MAX_AREA_SQFT).int({ error: 'validation.rangeInvalid' }),
  bedrooms: count('validation.bedroomsRequired', MAX_ROOMS).int({ error: 'validation.rangeInvalid' }),
  bathrooms: count('validation.bathroomsRequired', MAX_ROOMS).multipleOf(0.5, {
    error: 'validation.rangeInvalid',
  }),
  sharedBathroom: bodyFlag.default(false),
  gender: z.enum(OCCUPANT_GENDERS, { error: 'validation.genderRequired' }),
}).superRefine((input, context) => {
  // A place on offer is shown with its photos; someone looking for one need not add any.
  const photos = (input as { photoIds?: unknown }).photoIds;
  if (input.intent === 'offer' && (!Array.isArray(photos) || photos.length === 0)) {
    context.addIssue({ code: 'custom', path: ['photoIds'], message: 'validation.imageRequired' });
  }
}, EVEN_WITH_FIELD_ERRORS);
export type RentInput = z.output<typeof RentInputSchema>;

export const rentEndpoints = classifiedEndpoints({
  kind: 'rent',
  path: 'rents',
  tag: 'Rentals',
  noun: 'home',
  card: RentCardSchema,
  detail: RentSchema,
  query: RentListQuerySchema,
  input: RentInputSchema,
});
