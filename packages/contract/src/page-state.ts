import { z } from 'zod';
import { endpoint } from './endpoint';
import { RoleSchema } from './accounts';
import { KINDS } from './kinds';
import { MAX_RECORD_ID, SAVED_ITEM_TYPES, type SavedItemType } from './limits';

/** At most this many ids of one kind in one page-state question (a page shows far fewer). */
export const PAGE_STATE_MAX_IDS = 100;

/** A comma-separated list of record ids, such as `12,40,7`. */
const idList = z
  .string()
  .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${PAGE_STATE_MAX_IDS - 1}}$`), {
    error: 'validation.idInvalid',
  })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= MAX_RECORD_ID), { error: 'validation.idInvalid' })
  .optional();

/** One list of ids per kind of saved thing: blog posts, then every kind of post in the registry. */
const savedMarks = Object.fromEntries([
  ['blog', idList.describe('Blog posts on the page whose saved mark is wanted.')],
  ...KINDS.map((kind) => [
    kind.name,
    idList.describe(`${kind.plural} on the page whose saved mark is wanted.`),
  ]),
]) as Record<SavedItemType, typeof idList>;

export const PageStateQuerySchema = z.strictObject({
  ...savedMarks,
  follow: idList.describe('Businesses on the page whose followed mark is wanted.'),
});
export type PageStateQuery = z.input<typeof PageStateQuerySchema>;

/** Who is signed in, as much as a public page shows or pre-fills (never the photo or the session). */
export const PageViewerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
});
export type PageViewer = z.infer<typeof PageViewerSchema>;

export const PageStateSchema = z
  .object({
    viewer: PageViewerSchema,
    saved: z
      .object(
        Object.fromEntries(SAVED_ITEM_TYPES.map((type) => [type, z.array(z.number().int())])) as Record<
          SavedItemType,
          z.ZodArray<z.ZodNumber>
        >,
      )
      .describe('Of the ids asked for, those the viewer saved, by kind (every kind, empty when none).'),
    following: z.array(z.number().int()).describe('Of the businesses asked for, those the viewer follows.'),
  })
  .describe('The personal part of a public page, filled in the browser after the shared page is shown');
export type PageState = z.infer<typeof PageStateSchema>;

export const pageStateEndpoints = {
  pageState: endpoint({
    method: 'GET',
    path: 'me/page-state',
    summary:
      'The personal part of a public page: who is signed in, and which of the items on it they saved or follow (never cached)',
    tags: ['Saved items'],
    access: 'user',
    query: PageStateQuerySchema,
    response: PageStateSchema,
  }),
};
