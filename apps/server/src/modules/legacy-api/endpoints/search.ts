import { OLD_CLIENT_SEARCH_TYPES, type SearchHit, SearchKeywordSchema } from '@jaliya/contract';
import { z } from 'zod';
import { clientAddress } from '../../../lib/client-address';
import { legacyEndpoint, legacyOptional } from '../legacy-endpoint';
import { legacyHtml } from '../legacy-format';
import { legacyImageUrl } from '../legacy-images';

type ListName = keyof typeof OLD_CLIENT_SEARCH_TYPES;

/** The old client's `type` (`job`, `rent`, `blog` on its search page), in singular or plural. */
const TYPES: Record<string, ListName> = {
  job: 'jobs',
  jobs: 'jobs',
  rent: 'rents',
  rents: 'rents',
  blog: 'blogs',
  blogs: 'blogs',
  store: 'stores',
  stores: 'stores',
  business: 'stores',
  market: 'market',
  product: 'market',
  guide: 'guide',
};

const LegacySearchItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  image: z.string(),
  user_image: z.string(),
  description: z.string(),
});

/** Jaliya's search with the answer in the old lists (`rents`, `jobs`, `blogs`, `stores`, `guide`, `market`). */
export const searchEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'search',
    summary: 'Search every kind: up to 20 results in each of the old lists',
    oldClient: '§3.7 search (SearchResultPage.js)',
    access: 'public',
    fields: z.object({
      keyword: legacyOptional(SearchKeywordSchema).transform((value) => value ?? ''),
      type: legacyOptional(z.string().max(20)).transform((value) =>
        value === undefined || value === 'all' ? undefined : TYPES[value.toLowerCase()],
      ),
    }),
    data: z.object(
      Object.fromEntries(
        Object.keys(OLD_CLIENT_SEARCH_TYPES).map((name) => [name, z.array(LegacySearchItemSchema)]),
      ),
    ),
    handler: async ({ services, scope, fields, request, reply }) => {
      reply.header('cache-control', 'no-store');
      // The same budget as Jaliya's own search, from the same address.
      await services.limiter.hit(['search', clientAddress(request)], { max: 120, windowSeconds: 60 });
      const lists = await services.search.oldClientSearch(scope, fields.keyword, fields.type);
      const item = (hit: SearchHit) => {
        const image = legacyImageUrl(services.config.publicUrl, hit.image, 'card');
        return {
          id: hit.id,
          slug: String(hit.id),
          title: hit.title,
          name: hit.title,
          image,
          user_image: image,
          description: legacyHtml(hit.snippet),
        };
      };
      return Object.fromEntries(
        Object.entries(lists).map(([name, hits]) => [name, (hits as SearchHit[]).map(item)]),
      ) as never;
    },
  }),
];
