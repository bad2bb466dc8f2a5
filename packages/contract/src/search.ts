import { z } from 'zod';
import { endpoint } from './endpoint';
import { SEARCH_KINDS, SEARCH_SORTS, type SearchKind } from './search-kinds';
import { ImageSchema } from './site';

export * from './search-kinds';

/**
 * Search across the site: posts of every kind, blog posts, user guides and FAQ items, matched
 * after the shared normaliser (`search-text.ts`) has folded spelling variants in both languages.
 */
export const SearchKindSchema = z.enum(SEARCH_KINDS);

/** The words searched for: any text, cut to its first 200 characters (no input is an error). */
/** What to search for: only its first 200 characters count. */
export const SearchKeywordSchema = z
  .string({ error: 'validation.keywordRequired' })
  .transform((text) => text.slice(0, 200))
  .describe('What to search for, in any language; only its first 200 characters count.');
const keyword = SearchKeywordSchema;

/** An optional filter that treats an empty value (an untouched select) as absent. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === '0' ? undefined : value),
  z.coerce
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .min(1, { error: 'validation.idInvalid' })
    .max(2_147_483_647, { error: 'validation.idInvalid' })
    .optional(),
);

export const SearchQuerySchema = z.object({
  keyword,
  type: z
    .preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z.enum(SEARCH_KINDS, { error: 'validation.searchTypeInvalid' }).optional(),
    )
    .describe('Only results of this kind; the counts still cover every kind.'),
  city: optionalId.describe('Only posts in this city (blog posts, guides and FAQ have no city).'),
  sort: z
    .enum(SEARCH_SORTS, { error: 'validation.sortInvalid' })
    .default('relevance')
    .describe('`relevance` (title matches first) or `newest`.'),
  page: z.coerce
    .number({ error: 'validation.pageInvalid' })
    .int({ error: 'validation.pageInvalid' })
    .min(1, { error: 'validation.pageInvalid' })
    .max(50, { error: 'validation.pageInvalid' })
    .default(1)
    .describe('Page number, 1 to 50 (20 results a page).'),
  sites: z
    .enum(['all'], { error: 'validation.sitesInvalid' })
    .optional()
    .describe(
      "`all`: look in every open site (state) of the deployment, each result then naming its site and that site's address; absent: this site only.",
    ),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** One thing found, in the shape every kind shares. */
export const SearchHitSchema = z.object({
  kind: SearchKindSchema,
  id: z.number().int(),
  title: z.string(),
  snippet: z.string().describe('The first words of its text, for the result list.'),
  path: z.string().describe('Its web address on this site, without the language.'),
  image: ImageSchema.nullable(),
  city: z.string().nullable(),
  category: z.string().nullable(),
  price: z.number().nullable(),
  publishedAt: z.string().nullable(),
  site: z.string().optional().describe("With `sites=all`: the code of the result's site (state), e.g. `MI`."),
  siteUrl: z
    .string()
    .optional()
    .describe("With `sites=all`: that site's own address; `siteUrl` + `path` opens the result on its host."),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultsSchema = z.object({
  keyword: z.string(),
  words: z
    .array(z.string())
    .describe(
      'The folded words that count as a match (typed, stems, synonyms, close spellings), to highlight.',
    ),
  type: SearchKindSchema.nullable(),
  sort: z.enum(SEARCH_SORTS),
  counts: z
    .array(z.object({ kind: SearchKindSchema, count: z.number().int() }))
    .describe('Results per kind, every kind listed, whatever `type` asked for.'),
  total: z.number().int().describe('Results of the asked kind (or of every kind).'),
  more: z
    .boolean()
    .describe(
      'True when this list stops at the ranking cap: there are more results than `total` (a very common word).',
    ),
  countsAreLowerBounds: z
    .boolean()
    .describe('True when the counts per kind come from a capped list: each kind has at least that many.'),
  approximate: z.boolean().describe('True when the results come from close spellings, not the words typed.'),
  isPartial: z
    .boolean()
    .describe(
      'True when no result has every word: these are the best partial matches (those with the most of the words first).',
    ),
  suggestion: z.string().nullable().describe('A spelling that finds more, when one is known.'),
  page: z.number().int(),
  pageCount: z.number().int(),
  items: z.array(SearchHitSchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const SearchSuggestQuerySchema = z.object({ keyword });

export const SearchSuggestionsSchema = z.object({
  items: z.array(SearchHitSchema.pick({ kind: true, id: true, title: true, path: true })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** The old client's search: `type` named its own way, one list per kind. */
export const OLD_CLIENT_SEARCH_TYPES = {
  stores: 'business',
  market: 'product',
  jobs: 'job',
  rents: 'rent',
  blogs: 'blog',
  guide: 'guide',
} as const satisfies Record<string, SearchKind>;

const tags = ['Search'];

export const searchEndpoints = {
  results: endpoint({
    method: 'GET',
    path: 'search/results',
    summary:
      'Search every kind of post, the blog, user guides and FAQ; grouped counts and one page of results',
    tags,
    access: 'public',
    query: SearchQuerySchema,
    response: SearchResultsSchema,
  }),
  suggest: endpoint({
    method: 'GET',
    path: 'search/suggest',
    summary: 'A few titles that match what is being typed (the last word as a prefix)',
    tags,
    access: 'public',
    query: SearchSuggestQuerySchema,
    response: SearchSuggestionsSchema,
  }),
};
