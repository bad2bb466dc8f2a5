import { z } from 'zod';
import { EmailSchema } from './accounts';
import { LIMITS, MAX_RECORD_ID, SAVED_ITEM_TYPES } from './limits';
import { ItemSiteShape, SitesQueryShape } from './listings';
import { ImageSchema } from './site';

const html = (what: string) => z.string().describe(`${what}: sanitised rich text (HTML).`);

/** The legal pages, addressed by key (`GET pages/{key}`); the about page has its own address. */
export const LEGAL_PAGE_KEYS = ['privacy-policy', 'terms-conditions', 'eula'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export const PageSchema = z
  .object({
    key: z.string().describe('`about`, `contact`, `privacy-policy`, `terms-conditions` or `eula`.'),
    title: z.string(),
    summary: z.string().describe('One or two plain sentences; the page description.'),
    body: html('The page'),
    image: ImageSchema.nullable(),
    updatedAt: z.string().describe('When the page last changed (ISO 8601).'),
  })
  .describe('Editorial page');
export type Page = z.infer<typeof PageSchema>;

export const PageParamsSchema = z.object({
  key: z.string().describe('`privacy-policy`, `terms-conditions` or `eula`.'),
});

export const ContactPageSchema = z
  .object({
    title: z.string(),
    summary: z.string(),
    body: html('Introduction'),
    address: z.string(),
    officeHours: z.string(),
    phone: z.string().describe('With the US country code, such as +1 404 555 0134.'),
    email: z.string(),
    map: z
      .object({ latitude: z.number(), longitude: z.number() })
      .nullable()
      .describe('Where the office is; null when no location is set.'),
  })
  .describe('Contact page');
export type ContactPage = z.infer<typeof ContactPageSchema>;

const optionalPhone = z
  .string()
  .trim()
  .max(20, { error: 'validation.phoneInvalid' })
  .regex(/^(\+?[0-9 ().-]{7,20})?$/, { error: 'validation.phoneInvalid' })
  .default('')
  .describe('Optional phone number.');

export const ContactBodySchema = z
  .strictObject({
    name: z
      .string({ error: 'validation.nameRequired' })
      .trim()
      .min(1, { error: 'validation.nameRequired' })
      .max(100, { error: 'validation.nameTooLong' }),
    email: EmailSchema,
    phone: optionalPhone,
    message: z
      .string({ error: 'validation.messageRequired' })
      .trim()
      .min(1, { error: 'validation.messageRequired' })
      .max(LIMITS.contactMessageMaxLength, { error: 'validation.messageTooLong' }),
  })
  .describe('A message to the site team.');
export type ContactBody = z.input<typeof ContactBodySchema>;
export type ContactMessage = z.output<typeof ContactBodySchema>;

export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('Part of the address; an old or missing slug is redirected to this one.'),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  cover: ImageSchema.nullable(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  body: html('The post'),
  updatedAt: z.string(),
  readingMinutes: z.number().int().describe('Estimated reading time.'),
  related: z.array(BlogPostSummarySchema).describe('A few other recent posts.'),
}).describe('Blog post');
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** One page of a list, numbered from 1. */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int().describe('At least 1, even for an empty list.'),
    total: z.number().int(),
  });
}
export type PagedList<T> = { items: T[]; page: number; pageSize: number; pageCount: number; total: number };

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.pageInvalid' })
    .int({ error: 'validation.pageInvalid' })
    .min(1, { error: 'validation.pageInvalid' })
    .max(10_000, { error: 'validation.pageInvalid' })
    .default(1)
    .describe('Page number, from 1.'),
});

export const ItemParamsSchema = z.object({
  id: z.string().describe('Numeric id.'),
});

export const UserGuideSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    body: html('The guide'),
    updatedAt: z.string(),
  })
  .describe('User guide');
export type UserGuide = z.infer<typeof UserGuideSchema>;

export const FaqSchema = z
  .object({
    groups: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        items: z.array(z.object({ id: z.number().int(), question: z.string(), answer: html('Answer') })),
      }),
    ),
  })
  .describe('Frequently asked questions, grouped');
export type Faq = z.infer<typeof FaqSchema>;

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'textarea', 'choice'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FormDefinitionSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    intro: z.string(),
    fields: z.array(
      z.object({
        name: z.string().describe('Key of the value in a submission.'),
        type: z.enum(FORM_FIELD_TYPES),
        label: z.string(),
        isRequired: z.boolean(),
        maxLength: z.number().int().describe('Longest accepted value, in characters.'),
        options: z
          .array(z.object({ value: z.string(), label: z.string() }))
          .describe('The choices of a `choice` field; empty for other types.'),
      }),
    ),
  })
  .describe('A form defined by the site team');
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;
export type FormFieldDefinition = FormDefinition['fields'][number];

export const FormParamsSchema = z.object({
  slug: z.string().describe('The form’s address name, such as `volunteer`.'),
});

export const FormSubmissionBodySchema = z
  .record(z.string().max(64), z.string().max(LIMITS.formValueMaxLength))
  .describe('One text value per field name; fields are checked against the form definition.');

const savedItemType = z
  .enum(SAVED_ITEM_TYPES, { error: 'validation.savedTypeInvalid' })
  .describe('What is saved: `blog`.');

export const SaveBodySchema = z.strictObject({
  type: savedItemType,
  id: z
    .number({ error: 'validation.invalid' })
    .int()
    .positive()
    .max(MAX_RECORD_ID)
    .describe('Id of the item.'),
});
export const SavedItemParamsSchema = z.object({
  type: z.string(),
  id: z.string(),
});
export const SavedTypeQuerySchema = z.object({ type: savedItemType });
/** Saved items are per site (issue 36): this site's, or every site's with `sites=all`. */
export const SavedIdsQuerySchema = SavedTypeQuerySchema.extend(SitesQueryShape);
export const SavedPageQuerySchema = SavedTypeQuerySchema.extend(PageQuerySchema.shape).extend(
  SitesQueryShape,
);

export const SaveResultSchema = z.object({
  type: savedItemType,
  id: z.number().int(),
  isSaved: z.boolean(),
});
export type SaveResult = z.infer<typeof SaveResultSchema>;

export const SavedIdsSchema = z.object({ type: savedItemType, ids: z.array(z.number().int()) });
export type SavedIds = z.infer<typeof SavedIdsSchema>;

export const SavedBlogsSchema = pagedListSchema(BlogPostSummarySchema.extend(ItemSiteShape)).describe(
  'Saved blog posts, newest saved first',
);
