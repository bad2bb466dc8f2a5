import { z } from 'zod';
import { INTENTS, MAX_CLASSIFIED_PHOTOS, MAX_PRICE, POSTED_WITHIN_DAYS } from './classified-options';
import { EMAIL_PATTERN, MAX_RECORD_ID } from './limits';
import { endpoint, RecordIdParamSchema } from './endpoint';
import {
  KeysetQueryShape,
  ItemSiteShape,
  OwnPostsQuerySchema,
  SavedListQuerySchema,
  keysetPageSchema,
  ListingActionResultSchema,
  type ListingKind,
  ListingKindSchema,
  OwnListingSchema,
} from './listings';
import type { ListFilter, ListFilters } from './list-filters';
import { isCalendarDate } from './opening-hours-time';
import { CitySchema, ImageSchema } from './site';

/**
 * What every classified (a job, a home, a product) shares on top of the listings core: who offers
 * and who seeks, a description, a price, the poster's contact details (shown only on request)
 * and photos. Each kind adds its own fields, filters and sorts and declares its endpoints through
 * `classifiedEndpoints`, so the API of every kind has the same shape.
 */

export const IntentSchema = z.enum(INTENTS, { error: 'validation.intentRequired' });
export type Intent = z.infer<typeof IntentSchema>;

// Query values the old client and the apps send: empty means absent, flags may be words.
export const queryFlag = z
  .enum(['1', '0', 'true', 'false', ''], { error: 'validation.flagInvalid' })
  .transform((value) => (value === '' ? undefined : value === '1' || value === 'true'));
export const queryId = z.union([z.literal(''), RecordIdParamSchema]).transform((value) => value || undefined);
export function queryEnum<const T extends readonly [string, ...string[]]>(values: T, key: string) {
  return z
    .union([z.literal(''), z.enum(values, { error: key })], { error: key })
    .transform((value) => (value === '' ? undefined : (value as T[number])));
}
export const queryDate = z
  .union(
    [z.literal(''), z.string().refine((value) => isCalendarDate(value), { error: 'validation.dateInvalid' })],
    {
      error: 'validation.dateInvalid',
    },
  )
  .transform((value) => value || undefined);

/** A declared filter's query parameter (`list-filters.ts`): optional, with the declaration's description. */
type FilterParameter<F extends ListFilter> = z.ZodOptional<
  F extends { type: 'choice'; options: infer O extends readonly [string, ...string[]] }
    ? ReturnType<typeof queryEnum<O>>
    : F extends { type: 'flag' }
      ? typeof queryFlag
      : F extends { type: 'id' }
        ? typeof queryId
        : typeof queryDate
>;

/** The query parameters of a list's declared filters, in their order, for a kind's list schema. */
export function listFilterQueryShape<F extends ListFilters>(
  filters: F,
): { [K in keyof F]: FilterParameter<F[K]> } {
  const parameter = (filter: ListFilter) => {
    switch (filter.type) {
      case 'choice':
        return queryEnum(filter.options, 'validation.choiceInvalid').optional();
      case 'flag':
        return queryFlag.optional();
      case 'id':
        return queryId.optional();
      case 'date':
        return queryDate.optional();
    }
  };
  return Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => {
      const schema = parameter(filter);
      return [name, filter.description ? schema.describe(filter.description) : schema];
    }),
  ) as never;
}

export function queryNumber(min: number, max: number, key = 'validation.rangeInvalid') {
  return z
    .union(
      [z.literal(''), z.coerce.number({ error: key }).min(min, { error: key }).max(max, { error: key })],
      {
        error: key,
      },
    )
    .transform((value) => (value === '' ? undefined : value));
}

/** The filters every classified list has; kinds add theirs. */
export const ClassifiedQueryShape = {
  intent: queryEnum(INTENTS, 'validation.choiceInvalid')
    .optional()
    .describe('`offer` or `seek`; both when absent.'),
  city: queryId.optional().describe('City id; the path’s city id is used when absent.'),
  price_min: queryNumber(0, MAX_PRICE).optional(),
  price_max: queryNumber(0, MAX_PRICE).optional(),
  posted_within: queryEnum(POSTED_WITHIN_DAYS, 'validation.choiceInvalid')
    .optional()
    .describe('Only posts published in the last 1, 3, 7 or 30 days.'),
  ...KeysetQueryShape,
};

/** Body flags: a JSON boolean, or the old client's `"true"`/`"false"`/`"1"`/`"0"`. */
export const bodyFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'validation.flagInvalid' })
  .transform((value) => value === true || value === 'true' || value === '1');

const required = (key: string) => ({ error: key });
export const requiredText = (key: string, max: number) =>
  z.string(required(key)).trim().min(1, required(key)).max(max, { error: 'validation.tooLong' });
export const optionalText = (max: number, key = 'validation.tooLong') =>
  z
    .string()
    .trim()
    .max(max, { error: key })
    .nullish()
    .transform((value) => value || null);
export const webAddress = z
  .string()
  .trim()
  .max(500, { error: 'validation.urlInvalid' })
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: 'validation.urlInvalid',
  })
  .nullish()
  .transform((value) => value || null);
const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\+?[0-9 ().-]{7,20}$/.test(value), {
    error: 'validation.phoneInvalid',
  })
  .nullish()
  .transform((value) => value || null);
const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: 'validation.emailInvalid' })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'validation.emailInvalid' })
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));
export const price = (key: string) =>
  z.coerce.number(required(key)).min(0, { error: 'validation.priceInvalid' }).max(MAX_PRICE, {
    error: 'validation.priceInvalid',
  });
const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.locationInvalid' })
    .min(min, { error: 'validation.locationInvalid' })
    .max(max, { error: 'validation.locationInvalid' });

/** The fields every classified's form has; kinds add theirs with `classifiedInput`. */
export const ClassifiedInputShape = {
  intent: IntentSchema,
  title: requiredText('validation.titleRequired', 120),
  description: requiredText('validation.descriptionRequired', 4000),
  cityId: z.coerce
    .number(required('validation.cityRequired'))
    .int()
    .positive(required('validation.cityRequired'))
    .max(MAX_RECORD_ID, { error: 'validation.choiceInvalid' }),
  location: z
    .object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) })
    .strict()
    .nullable()
    .optional(),
  phone: optionalPhone,
  email: optionalEmail,
  isAnonymous: bodyFlag.default(false).describe('Hide who posted it everywhere the public can look.'),
  photoIds: z
    .array(z.number().int().positive().max(MAX_RECORD_ID), { error: 'validation.photoNotYours' })
    .max(MAX_CLASSIFIED_PHOTOS, { error: 'validation.photosTooMany' })
    .default([])
    .describe('Ids of photos uploaded first (`uploads/listing-photos`), in order.'),
  language: z
    .enum(['en', 'ar'])
    .optional()
    .describe('The language it is written in; the request’s by default.'),
};

/** The shared fields of every classified's input, as validated. */
export type ClassifiedInputBase = z.output<z.ZodObject<typeof ClassifiedInputShape>>;

/**
 * Cross-field checks run even when single fields failed, so a form shows every problem at once
 * (zod skips them by default after a field's error). The check must read its values defensively.
 */
export const EVEN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A kind's input: the shared fields plus its own, with "phone or e-mail" checked once for all. */
export function classifiedInput<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...ClassifiedInputShape, ...shape })
    .strict()
    .superRefine((input, context) => {
      const contact = input as { phone?: string | null; email?: string | null };
      if (!contact.phone && !contact.email) {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.contactRequired' });
      }
    }, EVEN_WITH_FIELD_ERRORS);
}

/** Who posted, as the public sees it: nothing at all for an anonymous post. */
export const PosterSchema = z
  .object({ name: z.string(), memberSince: z.string() })
  .nullable()
  .describe('Null when the post is anonymous.');

/** A classified on a list: never contact details or the poster (those are on the item). */
export const ClassifiedCardShape = {
  id: z.number().int(),
  kind: ListingKindSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: z.enum(['en', 'ar']).describe('The language the poster wrote it in.'),
  intent: z.enum(INTENTS),
  city: CitySchema.nullable(),
  image: ImageSchema.nullable(),
  price: z.number().nullable(),
  isAnonymous: z.boolean(),
  publishedAt: z.string().nullable(),
};

/** One classified as the public sees it; contact details come from the `contact` endpoint. */
export const ClassifiedDetailShape = {
  ...ClassifiedCardShape,
  description: z.string(),
  photos: z.array(ImageSchema),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  poster: PosterSchema,
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  hasLink: z
    .boolean()
    .describe('Whether the contact details (asked for) include a web address, such as a portfolio.'),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
};

export const ContactDetailsSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  link: z
    .string()
    .nullable()
    .describe(
      'A web address the poster gave with their contact details (a portfolio); never for an anonymous post.',
    ),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

/** The moves an owner makes on their own post. */
export const OwnerActionBodySchema = z
  .object({
    action: z.enum(['renew', 'close'], { error: 'validation.choiceInvalid' }),
    reason: z.string().trim().max(200, { error: 'validation.reasonTooLong' }).optional(),
  })
  .strict();

/** How many published posts each intent has ("looking for" choices). */
export const IntentCountsSchema = z.array(
  z.object({ intent: z.enum(INTENTS), label: z.string(), count: z.number().int() }),
);

const idParams = z.object({ id: RecordIdParamSchema });

/**
 * Every endpoint of one classified kind, declared from its schemas: public list, item, contact
 * details (rate-limited) and intent counts; and for signed-in owners create, edit, the form's
 * data, delete, renew or close, their posts and their saved ones.
 */
export function classifiedEndpoints<
  Card extends z.ZodType,
  Detail extends z.ZodType,
  Query extends z.ZodObject<z.ZodRawShape>,
  Input extends z.ZodType,
>(spec: {
  kind: ListingKind;
  path: string;
  tag: string;
  noun: string;
  card: Card;
  detail: Detail;
  query: Query;
  input: Input;
}) {
  const { path, noun } = spec;
  const tags = [spec.tag];
  return {
    intents: endpoint({
      method: 'GET',
      path: `${path}/intents`,
      summary: `How many published ${noun}s offer and how many seek`,
      tags,
      access: 'public',
      response: IntentCountsSchema,
    }),
    list: endpoint({
      method: 'GET',
      path,
      summary: `Published ${noun}s: filters, sort and keyset pages`,
      tags,
      access: 'public',
      query: spec.query,
      response: keysetPageSchema(spec.card),
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      summary: `One published ${noun}`,
      tags,
      access: 'public',
      params: idParams,
      response: spec.detail,
    }),
    contact: endpoint({
      method: 'POST',
      path: `${path}/:id/contact`,
      summary: `The phone and e-mail of a published ${noun}, as the poster chose to give them (rate-limited)`,
      tags,
      access: 'public',
      params: idParams,
      response: ContactDetailsSchema,
    }),
    create: endpoint({
      method: 'POST',
      path,
      summary: `Post a ${noun}; it waits for review before it is published`,
      tags,
      access: 'user',
      body: spec.input,
      response: OwnListingSchema,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${path}/:id`,
      summary: `Edit your ${noun}; an edit of a published one waits for review while the old one stays visible`,
      tags,
      access: 'user',
      params: idParams,
      body: spec.input,
      response: OwnListingSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Delete your ${noun}`,
      tags,
      access: 'user',
      params: idParams,
      response: ListingActionResultSchema,
    }),
    act: endpoint({
      method: 'POST',
      path: `${path}/:id/actions`,
      summary: `Renew your expired ${noun}, or close it (sold, rented, filled)`,
      tags,
      access: 'user',
      params: idParams,
      body: OwnerActionBodySchema,
      response: ListingActionResultSchema,
    }),
    ownForEdit: endpoint({
      method: 'GET',
      path: `my/${path}/:id`,
      summary: `Your ${noun} as you last wrote it (with any edit waiting for review), to edit`,
      tags,
      access: 'user',
      params: idParams,
      response: z.object({
        listing: OwnListingSchema,
        input: z.record(z.string(), z.unknown()) as unknown as z.ZodType<z.input<Input>>,
        photos: z.array(z.object({ id: z.number().int(), image: ImageSchema })),
      }),
    }),
    mine: endpoint({
      method: 'GET',
      path: `my/${path}`,
      summary: `Your ${noun}s of every status on this site (every site's with \`sites=all\`), newest first`,
      tags,
      access: 'user',
      query: OwnPostsQuerySchema,
      response: keysetPageSchema(OwnListingSchema),
    }),
    saved: endpoint({
      method: 'GET',
      path: `my/saved/${path}`,
      summary: `The published ${noun}s you saved on this site (every site's with \`sites=all\`)`,
      tags,
      access: 'user',
      query: SavedListQuerySchema,
      // Every kind's card is an object: with `sites=all` each names its site and address.
      response: keysetPageSchema(
        (spec.card as unknown as z.ZodObject<z.ZodRawShape>).extend(ItemSiteShape) as unknown as Card,
      ),
    }),
  };
}
