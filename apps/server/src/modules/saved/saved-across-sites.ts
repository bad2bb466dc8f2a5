import {
  type BlogPostSummary,
  type KeysetPage,
  LIMITS,
  type PagedList,
  type SavedItemType,
} from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import type { BlogService } from '../blog/blog.service';
import type { SiteDirectory } from '../sites/site-directory';
import type { SiteScope } from '../sites/site-scope';
import type { SiteWithHosts } from '../sites/sites.repository';
import type { SavedService } from './saved.service';

/** Where an item of a list across sites lives: its site's code and that site's own address. */
export interface ItemSite {
  site: string;
  siteUrl: string;
}

export interface AcrossSitesServices {
  saved: SavedService;
  siteDirectory: SiteDirectory;
}

/** A cursor across sites: the site's code, a hyphen, and that site's own cursor (maybe empty). */
const CURSOR = /^([A-Za-z]{2,8})-([A-Za-z0-9_-]*)$/;

const badCursor = () =>
  new AppError('VALIDATION_FAILED', {}, { cursor: { key: 'validation.cursorInvalid' } });

/**
 * The sites holding the account's saved items of one kind, the request's own first and then the
 * others in the state menu's order, each with its whole-site scope in the request's language.
 */
async function holdingSites(
  { saved, siteDirectory }: AcrossSitesServices,
  userId: number,
  type: SavedItemType,
  scope: SiteScope,
): Promise<{ scope: SiteScope; tag: ItemSite }[]> {
  const [holding, sites] = await Promise.all([saved.sitesHolding(userId, type), siteDirectory.list()]);
  const held = new Set(holding);
  const ordered: readonly SiteWithHosts[] = [
    ...sites.filter((site) => site.id === scope.site.id),
    ...sites.filter((site) => site.id !== scope.site.id),
  ];
  return ordered
    .filter((site) => held.has(site.id))
    .map((site) => ({
      scope: { site, language: scope.language, cityId: 0 },
      tag: { site: site.code, siteUrl: siteDirectory.publicUrlOf(site) },
    }));
}

/**
 * One keyset page of the account's saved items of one kind on every site (`sites=all`, issue 36).
 * Each site's own list is read in that site's scope (its cities, categories and time zone), so an
 * item reads as it does on its own site and names its site and address; the request's site comes
 * first, then the others in the state menu's order. Only the sites holding such saved items are
 * read: two queries each, usually for one or two sites. The total counts every site's.
 */
export async function savedPageAcrossSites<T>(
  services: AcrossSitesServices,
  userId: number,
  type: SavedItemType,
  scope: SiteScope,
  query: { cursor?: string | undefined; limit: number },
  listOf: (scope: SiteScope, cursor: string | undefined, limit: number) => Promise<KeysetPage<T>>,
): Promise<KeysetPage<T & ItemSite>> {
  const sites = await holdingSites(services, userId, type, scope);
  let start = 0;
  let inner: string | undefined;
  if (query.cursor !== undefined) {
    const match = CURSOR.exec(query.cursor);
    start = match ? sites.findIndex(({ tag }) => tag.site === match[1]?.toUpperCase()) : -1;
    if (start < 0) throw badCursor();
    inner = match?.[2] || undefined;
  }
  const items: (T & ItemSite)[] = [];
  let total = 0;
  let nextCursor: string | null = null;
  for (const [index, { scope: siteScope, tag }] of sites.entries()) {
    const room = query.limit - items.length;
    if (index < start || room <= 0 || nextCursor !== null) {
      // Only its count: it was shown on an earlier page, or is for a later one.
      const { total: count } = await listOf(siteScope, undefined, 1);
      total += count;
      if (index > start && nextCursor === null && count > 0) nextCursor = `${tag.site}-`;
      continue;
    }
    const page = await listOf(siteScope, index === start ? inner : undefined, room);
    total += page.total;
    items.push(...page.items.map((item) => ({ ...item, ...tag })));
    if (page.nextCursor) nextCursor = `${tag.site}-${page.nextCursor}`;
  }
  return { items, nextCursor, total };
}

/**
 * One page of the account's saved blog posts of every site (`sites=all`), newest saved first
 * whatever their site, each naming its site and address; a post no longer published is left out.
 */
export async function savedBlogsAcrossSites(
  services: AcrossSitesServices & { blog: BlogService },
  userId: number,
  scope: SiteScope,
  page: number,
): Promise<PagedList<BlogPostSummary & ItemSite>> {
  const [ids, sites] = await Promise.all([
    services.saved.listIds(userId, 'blog', undefined),
    holdingSites(services, userId, 'blog', scope),
  ]);
  const found = new Map<number, BlogPostSummary & ItemSite>();
  for (const { scope: siteScope, tag } of sites)
    for (const post of await services.blog.summariesInOrder(siteScope, ids))
      found.set(post.id, { ...post, ...tag });
  const visible = ids.flatMap((id) => found.get(id) ?? []);
  const pageSize = LIMITS.savedPageSize;
  return {
    items: visible.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(visible.length / pageSize)),
    total: visible.length,
  };
}
