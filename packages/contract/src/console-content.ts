import { z } from 'zod';
import { endpoint, type Endpoint, RecordIdParamSchema } from './endpoint';
import { CATEGORY_ICONS } from './directory';
import { MAX_RECORD_ID, SOCIAL_MEDIA_TYPES } from './limits';
import { KeysetQueryShape, keysetPageSchema } from './listings';
import { LIVE_CHAT_PROVIDER_NAMES } from './live-chat';
import { ImageSchema } from './site';

/**
 * The console's content and settings: every editable collection (hero entries, blog posts,
 * categories, reasons, the site's settings...) is declared here once, as a list of typed fields.
 * From that one declaration come its endpoints and their validation, its OpenAPI description,
 * the authorisation matrix's calls, and the console's table and form: adding a collection is
 * adding an entry to `CONTENT_COLLECTIONS` (and its table mapping on the server).
 */

export const CONTENT_FIELD_TYPES = [
  'text',
  'textarea',
  'richText',
  'image',
  'integer',
  'number',
  'boolean',
  'dateTime',
  'choice',
  'reference',
  'link',
  'email',
  'color',
  'slug',
  'lines',
] as const;
export type ContentFieldType = (typeof CONTENT_FIELD_TYPES)[number];

/** One field of a collection: its API name is its column's name in camelCase (`titleEn` is `title_en`). */
export interface ContentField {
  name: string;
  type: ContentFieldType;
  /** The label's key under `console.content.field`. */
  label: string;
  /** The language the value is written in: the form sets its direction and says which. */
  language?: 'en' | 'ar';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A number field's value when none is given. */
  defaultValue?: number;
  /** The values of a choice field; their labels are `console.content.option.{label}.{value}`. */
  options?: readonly string[];
  /** The collection a reference field points into (same site): a ContentCollectionKey. */
  references?: string;
  /** Shown as a column of the collection's table. */
  inList?: boolean;
  /** Shown but never sent: set by the system (a page's key). */
  readOnly?: boolean;
  /** A short hint under the field, as a key under `console.content.hint`. */
  hint?: string;
}

export interface ContentCollectionDefinition {
  /** Its name in the console's addresses and the API: `admin/content/{key}`. */
  key: string;
  /** The field that names a record (its title), for tables, choices and the audit log. */
  titleField: string;
  fields: readonly ContentField[];
  /** Who edits it: moderators help with the reasons; everything else is for admins. */
  access: 'admin';
  /** New records can be added and records deleted; fixed sets (pages, settings, sites) are only edited. */
  canCreate: boolean;
  canDelete: boolean;
  /** One record per site (the settings): its form is headed by the collection's name, since its
   *  title field (the contact e-mail) only tells the records apart in tables and the audit log. */
  isOnePerSite?: true;
  /** A reference field the list is filtered by (FAQ items by group, form fields by form). */
  parentField?: string;
  /** Where it shows in the console's menu. */
  group: 'home' | 'editorial' | 'catalogue' | 'moderation' | 'settings';
}

const bilingual = (
  label: string,
  type: 'text' | 'textarea' | 'richText',
  maxLength: number,
  extra: Partial<ContentField> = {},
): ContentField[] => [
  { name: `${label}En`, type, label, language: 'en', maxLength, ...extra },
  { name: `${label}Ar`, type, label, language: 'ar', maxLength, ...extra },
];
const sortOrder: ContentField = {
  name: 'sortOrder',
  type: 'integer',
  label: 'sortOrder',
  min: 0,
  max: 100_000,
  defaultValue: 0,
  inList: true,
  hint: 'sortOrder',
};
const published: ContentField = { name: 'isPublished', type: 'boolean', label: 'isPublished', inList: true };
/** Rich text is stored sanitised; this bounds what the editor may send (about 20 printed pages). */
const RICH_TEXT_MAX = 50_000;
const LONG_TEXT_MAX = 2_000;
/** A hero's few lines of rich text, with room for their markup. */
const HERO_DESCRIPTION_MAX = 4_000;

function collection<const K extends string>(
  definition: Omit<ContentCollectionDefinition, 'access'> & { key: K },
): ContentCollectionDefinition & { key: K } {
  return { access: 'admin', ...definition };
}

export const CONTENT_COLLECTIONS = [
  collection({
    key: 'hero',
    group: 'home',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      { name: 'imageId', type: 'image', label: 'image', required: true, inList: true },
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      // The home page shows it as formatted text: rich text, so it is stored sanitised.
      ...bilingual('description', 'richText', HERO_DESCRIPTION_MAX),
      sortOrder,
      published,
    ],
  }),
  collection({
    key: 'our-services',
    group: 'home',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('title', 'text', 120, { required: true, inList: true }),
      ...bilingual('summary', 'textarea', 400),
      { name: 'link', type: 'link', label: 'link', required: true, maxLength: 500, inList: true },
      { name: 'icon', type: 'choice', label: 'icon', options: CATEGORY_ICONS, required: true },
      { name: 'imageId', type: 'image', label: 'image' },
      sortOrder,
    ],
  }),
  collection({
    key: 'welcome-screens',
    group: 'home',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      { name: 'type', type: 'choice', label: 'welcomeType', options: ['image', 'youtube'], required: true },
      {
        name: 'link',
        type: 'link',
        label: 'welcomeLink',
        required: true,
        maxLength: 500,
        hint: 'welcomeLink',
      },
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      ...bilingual('description', 'textarea', LONG_TEXT_MAX),
      { name: 'isActive', type: 'boolean', label: 'isActive', inList: true },
    ],
  }),
  collection({
    key: 'blog',
    group: 'editorial',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      { name: 'slug', type: 'slug', label: 'slug', maxLength: 160, hint: 'slug' },
      ...bilingual('excerpt', 'textarea', LONG_TEXT_MAX),
      ...bilingual('body', 'richText', RICH_TEXT_MAX),
      ...bilingual('author', 'text', 120),
      { name: 'coverImageId', type: 'image', label: 'coverImage' },
      { name: 'publishedAt', type: 'dateTime', label: 'publishedAt', inList: true, hint: 'publishedAt' },
      { ...published, label: 'isPublishedNotDraft' },
    ],
  }),
  collection({
    key: 'guides',
    group: 'editorial',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      { name: 'slug', type: 'slug', label: 'slug', maxLength: 160, hint: 'slug' },
      ...bilingual('summary', 'textarea', LONG_TEXT_MAX),
      ...bilingual('body', 'richText', RICH_TEXT_MAX),
      { name: 'publishedAt', type: 'dateTime', label: 'publishedAt', hint: 'publishedAt' },
      sortOrder,
      { ...published, label: 'isPublishedNotDraft' },
    ],
  }),
  collection({
    key: 'faq-groups',
    group: 'editorial',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [...bilingual('title', 'text', 200, { required: true, inList: true }), sortOrder],
  }),
  collection({
    key: 'faq-items',
    group: 'editorial',
    titleField: 'questionEn',
    canCreate: true,
    canDelete: true,
    parentField: 'groupId',
    fields: [
      {
        name: 'groupId',
        type: 'reference',
        label: 'faqGroup',
        references: 'faq-groups',
        required: true,
        inList: true,
      },
      ...bilingual('question', 'textarea', LONG_TEXT_MAX, { required: true, inList: true }),
      ...bilingual('answer', 'richText', RICH_TEXT_MAX, { required: true }),
      sortOrder,
      published,
    ],
  }),
  collection({
    key: 'pages',
    group: 'editorial',
    titleField: 'titleEn',
    canCreate: false,
    canDelete: false,
    fields: [
      { name: 'key', type: 'text', label: 'pageKey', readOnly: true, inList: true },
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      ...bilingual('summary', 'textarea', LONG_TEXT_MAX),
      ...bilingual('body', 'richText', RICH_TEXT_MAX),
      { name: 'imageId', type: 'image', label: 'image' },
    ],
  }),
  collection({
    key: 'forms',
    group: 'editorial',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('title', 'text', 200, { required: true, inList: true }),
      { name: 'slug', type: 'slug', label: 'slug', maxLength: 80, hint: 'slug', inList: true },
      ...bilingual('intro', 'textarea', LONG_TEXT_MAX),
      ...bilingual('success', 'textarea', LONG_TEXT_MAX),
      published,
    ],
  }),
  collection({
    key: 'form-fields',
    group: 'editorial',
    titleField: 'labelEn',
    canCreate: true,
    canDelete: true,
    parentField: 'formId',
    fields: [
      { name: 'formId', type: 'reference', label: 'form', references: 'forms', required: true, inList: true },
      { name: 'name', type: 'slug', label: 'fieldName', maxLength: 64, required: true, inList: true },
      {
        name: 'type',
        type: 'choice',
        label: 'fieldType',
        options: ['text', 'email', 'phone', 'textarea', 'choice'],
        required: true,
        inList: true,
      },
      ...bilingual('label', 'text', 200, { required: true, inList: true }),
      { name: 'isRequired', type: 'boolean', label: 'isRequired' },
      { name: 'maxLength', type: 'integer', label: 'maxLength', min: 1, max: 5000 },
      { name: 'options', type: 'lines', label: 'choices', maxLength: 5000, hint: 'choices' },
      sortOrder,
    ],
  }),
  collection({
    key: 'categories',
    group: 'catalogue',
    titleField: 'nameEn',
    canCreate: true,
    canDelete: true,
    parentField: 'parentId',
    fields: [
      {
        name: 'kind',
        type: 'choice',
        label: 'categoryKind',
        options: ['service', 'business', 'market', 'rent', 'job', 'event'],
        required: true,
        inList: true,
      },
      {
        name: 'parentId',
        type: 'reference',
        label: 'parentCategory',
        references: 'categories',
        inList: true,
        hint: 'parentCategory',
      },
      ...bilingual('name', 'text', 120, { required: true, inList: true }),
      { name: 'icon', type: 'choice', label: 'icon', options: CATEGORY_ICONS, required: true },
      sortOrder,
    ],
  }),
  collection({
    key: 'market-models',
    group: 'catalogue',
    titleField: 'nameEn',
    canCreate: true,
    canDelete: true,
    parentField: 'categoryId',
    fields: [
      {
        name: 'categoryId',
        type: 'reference',
        label: 'category',
        references: 'categories',
        required: true,
        inList: true,
      },
      ...bilingual('name', 'text', 80, { required: true, inList: true }),
      sortOrder,
    ],
  }),
  collection({
    key: 'market-colors',
    group: 'catalogue',
    titleField: 'nameEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('name', 'text', 40, { required: true, inList: true }),
      { name: 'hex', type: 'color', label: 'colour', required: true, inList: true },
      sortOrder,
    ],
  }),
  collection({
    key: 'cities',
    group: 'catalogue',
    titleField: 'nameEn',
    canCreate: true,
    canDelete: true,
    fields: [...bilingual('name', 'text', 120, { required: true, inList: true }), sortOrder],
  }),
  collection({
    key: 'report-reasons',
    group: 'moderation',
    titleField: 'labelEn',
    canCreate: true,
    canDelete: true,
    fields: [
      { name: 'key', type: 'slug', label: 'reasonKey', maxLength: 32, required: true, inList: true },
      ...bilingual('label', 'text', 120, { required: true, inList: true }),
      sortOrder,
    ],
  }),
  collection({
    key: 'rejection-reasons',
    group: 'moderation',
    titleField: 'labelEn',
    canCreate: true,
    canDelete: true,
    fields: [
      { name: 'key', type: 'slug', label: 'reasonKey', maxLength: 32, required: true, inList: true },
      ...bilingual('label', 'text', 120, { required: true, inList: true }),
      sortOrder,
    ],
  }),
  collection({
    key: 'settings',
    group: 'settings',
    titleField: 'contactEmail',
    canCreate: false,
    canDelete: false,
    isOnePerSite: true,
    fields: [
      { name: 'logoImageId', type: 'image', label: 'logo' },
      { name: 'footerLogoImageId', type: 'image', label: 'footerLogo' },
      { name: 'contactEmail', type: 'email', label: 'contactEmail', maxLength: 254, inList: true },
      { name: 'contactPhone', type: 'text', label: 'contactPhone', maxLength: 32, inList: true },
      ...bilingual('contactAddress', 'textarea', LONG_TEXT_MAX),
      ...bilingual('officeHours', 'textarea', LONG_TEXT_MAX),
      ...bilingual('copyright', 'text', 300),
      ...bilingual('subscribeText', 'textarea', LONG_TEXT_MAX),
      ...(
        [
          'serviceProviderCategoryId',
          'shopsCategoryId',
          'marketPlaceCategoryId',
          'rentCategoryId',
          'jobsCategoryId',
        ] as const
      ).map((name): ContentField => ({
        name,
        type: 'reference',
        label: name.replace(/Id$/, ''),
        references: 'categories',
      })),
      {
        name: 'liveChatProvider',
        type: 'choice',
        label: 'liveChatProvider',
        options: LIVE_CHAT_PROVIDER_NAMES,
      },
      { name: 'liveChatId', type: 'text', label: 'liveChatId', maxLength: 64, hint: 'liveChatId' },
      { name: 'mapLatitude', type: 'number', label: 'mapLatitude', min: -90, max: 90 },
      { name: 'mapLongitude', type: 'number', label: 'mapLongitude', min: -180, max: 180 },
      { name: 'mapTileUrl', type: 'text', label: 'mapTileUrl', maxLength: 300, hint: 'mapTileUrl' },
      { name: 'mapAttribution', type: 'text', label: 'mapAttribution', maxLength: 200 },
      { name: 'mapAttributionUrl', type: 'link', label: 'mapAttributionUrl', maxLength: 300 },
      { name: 'appStoreUrl', type: 'link', label: 'appStoreUrl', maxLength: 300 },
      { name: 'googlePlayUrl', type: 'link', label: 'googlePlayUrl', maxLength: 300 },
      // Empty: the server's configured default (see the README's configuration table).
      {
        name: 'pageCacheSeconds',
        type: 'integer',
        label: 'pageCacheSeconds',
        min: 0,
        max: 86_400,
        hint: 'pageCacheSeconds',
      },
      {
        name: 'postExpiryDays',
        type: 'integer',
        label: 'postExpiryDays',
        min: 1,
        max: 365,
        hint: 'postExpiryDays',
      },
      {
        name: 'expiryWarningDays',
        type: 'integer',
        label: 'expiryWarningDays',
        min: 0,
        max: 30,
        hint: 'expiryWarningDays',
      },
    ],
  }),
  collection({
    key: 'state-menu',
    group: 'settings',
    titleField: 'titleEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('title', 'text', 120, { required: true, inList: true }),
      { name: 'url', type: 'link', label: 'link', maxLength: 500, inList: true },
      { name: 'imageId', type: 'image', label: 'image' },
      sortOrder,
    ],
  }),
  collection({
    key: 'social-links',
    group: 'settings',
    titleField: 'type',
    canCreate: true,
    canDelete: true,
    fields: [
      {
        name: 'type',
        type: 'choice',
        label: 'network',
        options: SOCIAL_MEDIA_TYPES,
        required: true,
        inList: true,
      },
      { name: 'url', type: 'link', label: 'link', maxLength: 500, required: true, inList: true },
      sortOrder,
    ],
  }),
  collection({
    key: 'sister-sites',
    group: 'settings',
    titleField: 'nameEn',
    canCreate: true,
    canDelete: true,
    fields: [
      ...bilingual('name', 'text', 120, { required: true, inList: true }),
      ...bilingual('summary', 'textarea', 400),
      { name: 'url', type: 'link', label: 'link', maxLength: 500, required: true, inList: true },
      sortOrder,
    ],
  }),
  collection({
    key: 'sites',
    group: 'settings',
    titleField: 'nameEn',
    canCreate: false,
    canDelete: false,
    fields: [
      { name: 'code', type: 'text', label: 'siteCode', readOnly: true, inList: true },
      ...bilingual('name', 'text', 120, { required: true, inList: true }),
      { name: 'timeZone', type: 'text', label: 'timeZone', maxLength: 64, required: true, hint: 'timeZone' },
    ],
  }),
] as const;

export type ContentCollectionKey = (typeof CONTENT_COLLECTIONS)[number]['key'];
export const CONTENT_COLLECTION_KEYS: ContentCollectionKey[] = CONTENT_COLLECTIONS.map((c) => c.key);

export function contentCollection(key: string): ContentCollectionDefinition | undefined {
  return CONTENT_COLLECTIONS.find((candidate: ContentCollectionDefinition) => candidate.key === key);
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/**
 * An address on this site (`/Blog`) or a full http(s) one. Nothing a browser would read as another
 * host: no `//` or `/\` at the start, and no backslash, space or control character anywhere
 * (browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.example` and
 * `/<tab>/evil.example` both lead to evil.example).
 */
const LINK = /^(?:\/(?![/\\])|https?:\/\/[^\s/\\]+)[^\s\\\p{Cc}]*$/u;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The validation of one field's value, as the API reads it (empty text is "no value"). */
export function contentFieldSchema(field: ContentField): z.ZodType {
  const optionalText = (schema: z.ZodString) =>
    field.required
      ? schema.min(1, { error: 'validation.fieldRequired' })
      : schema.optional().transform((value) => value ?? '');
  const nullable = <T extends z.ZodType>(schema: T) =>
    field.required
      ? schema
      : z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());
  const id = z
    .number({ error: field.required ? 'validation.fieldRequired' : 'validation.choiceInvalid' })
    .int({ error: 'validation.choiceInvalid' })
    .min(1, { error: 'validation.choiceInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.choiceInvalid' });
  const text = (pattern?: RegExp, message?: string) => {
    let schema = z
      .string({ error: 'validation.fieldRequired' })
      .trim()
      .max(field.maxLength ?? 200, { error: 'validation.fieldTooLong' })
      .refine((value) => !value.includes('\u0000'), { error: 'validation.invalidCharacter' });
    if (pattern)
      schema = schema.refine((value) => value === '' || pattern.test(value), { error: message }) as never;
    return schema;
  };
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'lines':
      return optionalText(text());
    case 'slug':
      return optionalText(text(SLUG, 'validation.slugInvalid'));
    case 'link':
      return optionalText(text(LINK, 'validation.linkFormat'));
    case 'email':
      return optionalText(text(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.emailInvalid'));
    case 'color':
      return optionalText(text(HEX, 'validation.colorFormat'));
    case 'image':
    case 'reference':
      return nullable(id);
    case 'integer':
    case 'number': {
      let schema = z.number({ error: 'validation.numberInvalid' });
      if (field.type === 'integer') schema = schema.int({ error: 'validation.numberInvalid' });
      schema = schema
        .min(field.min ?? 0, { error: 'validation.numberRange' })
        .max(field.max ?? 1_000_000, { error: 'validation.numberRange' });
      if (field.defaultValue !== undefined)
        return z.preprocess(
          (value) => (value === '' || value === null ? undefined : value),
          schema.default(field.defaultValue),
        );
      return field.required ? schema : nullable(schema);
    }
    case 'boolean':
      return z.boolean({ error: 'validation.choiceInvalid' }).default(false);
    case 'dateTime':
      return nullable(
        z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }).refine(
          (value) => {
            const year = new Date(value).getUTCFullYear();
            return year >= 2000 && year <= 2100;
          },
          { error: 'validation.dateInvalid' },
        ),
      );
    case 'choice': {
      const options = field.options ?? [];
      const schema = z.enum(options as [string, ...string[]], { error: 'validation.choiceInvalid' });
      return nullable(schema);
    }
  }
}

/** The body of a create or an update: every field that is not read-only, strictly. */
export function contentBodySchema(definition: ContentCollectionDefinition) {
  return z.strictObject(
    Object.fromEntries(
      definition.fields
        .filter((field) => !field.readOnly)
        .map((field) => [field.name, contentFieldSchema(field)]),
    ),
  );
}

export type ContentValues = Record<string, string | number | boolean | null>;

export const ContentValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

export const ContentRecordSchema = z.object({
  id: z.number().int(),
  title: z.string().describe("The record's name, from its title field."),
  values: ContentValuesSchema.describe('Every field, by its API name.'),
  images: z
    .record(z.string(), ImageSchema)
    .describe('The images its image fields point at, by field name, to show them.'),
});
export type ContentRecord = z.infer<typeof ContentRecordSchema>;

export const ContentListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, { error: 'validation.queryTooLong' })
    .optional()
    .describe('Part of the title, in either language.'),
  parentId: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .min(1, { error: 'validation.idInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.idInvalid' })
    .optional()
    .describe("Only records under this parent (the collection's parent field)."),
  ...KeysetQueryShape,
});
export type ContentListQuery = z.input<typeof ContentListQuerySchema>;

export const ContentChoiceSchema = z.object({ id: z.number().int(), label: z.string() });
export type ContentChoice = z.infer<typeof ContentChoiceSchema>;

const IdParams = z.object({ id: RecordIdParamSchema });
const tags = ['Console content'];

/** The five endpoints of one collection (fixed sets have no create or delete). */
export function contentEndpoints(definition: ContentCollectionDefinition) {
  const base = `admin/content/${definition.key}`;
  const body = contentBodySchema(definition);
  const common = { tags, access: definition.access };
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      summary: `List the ${definition.key} records`,
      ...common,
      query: ContentListQuerySchema,
      response: keysetPageSchema(ContentRecordSchema),
    }),
    choices: endpoint({
      method: 'GET',
      path: `${base}/choices`,
      summary: `Every ${definition.key} record by name, for a form's drop-down`,
      ...common,
      response: z.array(ContentChoiceSchema),
    }),
    item: endpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: `One ${definition.key} record`,
      ...common,
      params: IdParams,
      response: ContentRecordSchema,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${base}/:id`,
      summary: `Save one ${definition.key} record, every field (the public site shows it at once)`,
      ...common,
      params: IdParams,
      body,
      response: ContentRecordSchema,
    }),
    create: definition.canCreate
      ? endpoint({
          method: 'POST',
          path: base,
          summary: `Add a ${definition.key} record`,
          ...common,
          body,
          response: ContentRecordSchema,
        })
      : undefined,
    remove: definition.canDelete
      ? endpoint({
          method: 'DELETE',
          path: `${base}/:id`,
          summary: `Delete a ${definition.key} record (refused while something uses it)`,
          ...common,
          params: IdParams,
          response: z.object({ deleted: z.literal(true) }),
        })
      : undefined,
  } satisfies Record<string, Endpoint | undefined>;
}
export type ContentEndpoints = ReturnType<typeof contentEndpoints>;

/** Every collection's endpoints, by collection key. */
export const contentConsoleEndpoints = Object.fromEntries(
  CONTENT_COLLECTIONS.map((definition: ContentCollectionDefinition) => [
    definition.key,
    contentEndpoints(definition),
  ]),
) as Record<ContentCollectionKey, ContentEndpoints>;

export const UploadedSiteImageSchema = z.object({ id: z.number().int(), image: ImageSchema });

/** The console's image upload (multipart, so not an `endpoint`): its address and role. */
export const SITE_IMAGE_UPLOAD = { method: 'POST', path: 'admin/uploads/images', access: 'admin' } as const;
