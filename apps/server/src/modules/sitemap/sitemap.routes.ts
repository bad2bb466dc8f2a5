import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { QueryVariantShare } from '../../lib/page-cache-key';
import { writeCachedBody } from '../../lib/public-read';
import type { CachedBody } from '../../lib/response-cache';
import type { Services } from '../../services';
import { SitemapRepository } from './sitemap.repository';
import { SitemapService } from './sitemap.service';
import { requireHostSite } from '../../plugins/request-scope';
import type { SiteWithHosts } from '../sites/sites.repository';

export interface SitemapRoutesOptions {
  services: Pick<
    Services,
    'config' | 'database' | 'listings' | 'pageCache' | 'settings' | 'siteDirectory' | 'sites'
  >;
  /** Addresses per child sitemap; the default is `DEFAULT_ADDRESSES_PER_FILE` (tests make it small). */
  addressesPerFile?: number;
}

const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * Child sitemaps kept in the page cache at once. A crawler walking a large site's files one after
 * another would otherwise push every page out of the cache; like query-string variants, the files
 * share a few entries and a new one takes the place of the oldest file, never of a page.
 */
const SITEMAP_FILES_KEPT = 4;

/**
 * `GET /robots.txt`, `GET /sitemap.xml` (the index) and `GET /sitemaps/{section}-{n}.xml`
 * (decision 020). The index and files are kept in the page cache under the tags of what they are
 * made from, so a published, removed or expired post evicts them like the pages that show it.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  { services, addressesPerFile }: SitemapRoutesOptions,
): Promise<void> {
  const { config, pageCache, settings, siteDirectory } = services;
  const sitemap = new SitemapService(
    new SitemapRepository(services.database.db),
    services.sites,
    services.listings,
    addressesPerFile === undefined ? {} : { addressesPerFile },
  );
  // Files of another size (a test's) are other files.
  const perFileKey = addressesPerFile ?? 'default';
  const filesKept = new QueryVariantShare(SITEMAP_FILES_KEPT);
  const tagsOf = (site: string, resources: readonly string[]) => [
    `site:${site}`,
    ...resources.map((resource) => `${site}:${resource}`),
  ];
  const settingsTtlMs = Math.max(config.publicCacheSeconds, 1) * 1000;
  // The console's page cache setting applies: 0 keeps nothing, and files are streamed as written.
  const keepSeconds = (site: string) =>
    settings
      .pageCacheSecondsFor(site, settingsTtlMs, config.publicCacheSeconds)
      .catch(() => config.publicCacheSeconds);

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedBody,
    outcome: 'hit' | 'miss',
    seconds: number,
  ) => {
    reply.header('x-page-cache', outcome);
    writeCachedBody(request, reply, entry, {
      type: XML_TYPE,
      cacheControl: `public, max-age=${seconds}`,
      vary: 'accept-encoding',
    });
    return reply;
  };

  /**
   * The site the host serves (issue 36: each site's robots.txt and sitemaps are its own and name
   * its own address), or a translated 404 for a host no site serves (UNKNOWN_HOST=404). A site
   * still "coming soon" has no sitemap, and its robots.txt keeps crawlers out until it opens.
   */
  const hostSite = (request: FastifyRequest): Promise<SiteWithHosts> =>
    requireHostSite(request, siteDirectory);
  /**
   * The site's address, in the keys of its cached files: every address in them is written on it,
   * so a site given another host (by any process) is served files naming its new address as soon
   * as the site directory reads the change (SITES_MAX_AGE_MS), as robots.txt and the state menu
   * are, not at the content changes' next poll. Whether it is open is asked before the cache.
   */
  const addressKey = (site: SiteWithHosts) => siteDirectory.publicUrlOf(site);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const site = await hostSite(request);
    const lines = site.is_open
      ? [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          '',
          `Sitemap: ${siteDirectory.publicUrlOf(site)}/sitemap.xml`,
          '',
        ]
      : ['User-agent: *', 'Disallow: /', ''];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const hosted = await hostSite(request);
    if (!hosted.is_open) return reply.callNotFound();
    const site = hosted.code;
    const key = `sitemap:${site}:${addressKey(hosted)}:${perFileKey}:index`;
    const seconds = await keepSeconds(site);
    const hit = seconds > 0 ? pageCache.peek(key) : undefined;
    if (hit) return send(request, reply, hit, 'hit', seconds);
    const startedIn = pageCache.begin();
    const index = await sitemap.index(site, siteDirectory.publicUrlOf(hosted));
    if (!index) return reply.callNotFound();
    const body = Buffer.from(index.xml);
    if (seconds === 0) return reply.type(XML_TYPE).header('cache-control', 'no-cache').send(body);
    const entry = pageCache.put(
      key,
      body,
      tagsOf(site, index.resources),
      undefined,
      startedIn,
      seconds * 1000,
    );
    return send(request, reply, entry, 'miss', seconds);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const hosted = await hostSite(request);
      if (!hosted.is_open) return reply.callNotFound();
      const site = hosted.code;
      const key = `sitemap:${site}:${addressKey(hosted)}:${perFileKey}:${request.params.file}`;
      const seconds = await keepSeconds(site);
      const hit = seconds > 0 ? pageCache.peek(key) : undefined;
      if (hit) return send(request, reply, hit, 'hit', seconds);
      const startedIn = pageCache.begin();
      const file = await sitemap.file(site, request.params.file, siteDirectory.publicUrlOf(hosted));
      if (!file) return reply.callNotFound();
      if (seconds === 0) {
        return reply
          .type(XML_TYPE)
          .header('cache-control', 'no-cache')
          .send(Readable.from(file.chunks, { objectMode: false }));
      }
      const pieces: Buffer[] = [];
      for await (const piece of file.chunks) pieces.push(Buffer.from(piece));
      const entry = pageCache.put(
        key,
        Buffer.concat(pieces),
        tagsOf(site, file.resources),
        undefined,
        startedIn,
        seconds * 1000,
      );
      for (const pushedOut of filesKept.admit(key)) pageCache.forget(pushedOut);
      return send(request, reply, entry, 'miss', seconds);
    },
  );
}
