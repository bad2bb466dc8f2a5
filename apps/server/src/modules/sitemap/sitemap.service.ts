import type { DirectoryType, ListingKind } from '@jaliya/contract';
import { kindNamed } from '@jaliya/contract/kinds';
import {
  ABOUT_PATH,
  BLOG_PATH,
  blogPath,
  categoryPath,
  CONTACT_PATH,
  EULA_PATH,
  FAQ_PATH,
  formPath,
  guidePath,
  HOME_PATH,
  OUR_SERVICE_PATH,
  PRIVACY_POLICY_PATH,
  productsInPath,
  subCategoriesPath,
  subcategoryCanonicalPath,
  TERMS_PATH,
  USER_GUIDE_PATH,
} from '@jaliya/contract/page-paths';
import type { SitesRepository } from '../sites/sites.repository';
import type { ListingKindDefinition, ListingsService } from '../listings/listings.service';
import type {
  ChunkSummary,
  SitemapCursor,
  SitemapRepository,
  SitemapRow,
  SitemapSection,
} from './sitemap.repository';
import {
  ADDRESSES_PER_PAGE,
  pageEntries,
  type SitemapPage,
  sitemapIndex,
  URLSET_END,
  URLSET_START,
} from './sitemap-xml';

/**
 * The protocol's limit: at most 50,000 addresses (and 50 MB) in one sitemap. Files here hold
 * fewer (`DEFAULT_ADDRESSES_PER_FILE`) so that one stays small enough to build in memory and to
 * keep in the page cache.
 */
export const PROTOCOL_MAX_ADDRESSES = 50_000;

/**
 * Addresses in one child sitemap: 1,000 pages, in two languages. About 1.4 MB as written (700
 * bytes an address with its alternates; at most about 3 MB with the longest Arabic slugs, 480
 * bytes each once encoded) and 40 KB compressed, built in about 20 ms at 100,000 posts, so a
 * file is small to hold in memory and to keep in the page cache (decision 020).
 */
export const DEFAULT_ADDRESSES_PER_FILE = 2_000;

const BLOG: SitemapSection = { table: 'blog_posts' };
const postsOf = (definition: ListingKindDefinition): SitemapSection => ({
  table: 'listings',
  kind: definition.kind,
});

/** Rows read from the database at a time while a file is written. */
const BATCH_SIZE = 500;

/** The file names of post sitemaps (`businesses-1.xml`), one section per kind of post, as each kind declares. */
const sectionOf = (kind: ListingKind): string => kindNamed(kind).sitemapSection;

const LEGAL_PAGES: Record<string, string> = {
  about: ABOUT_PATH,
  'privacy-policy': PRIVACY_POLICY_PATH,
  'terms-conditions': TERMS_PATH,
  eula: EULA_PATH,
};

/** A file of the sitemap: its XML in pieces (written as rows arrive) and the cache tags it is made from. */
export interface SitemapFile {
  chunks: AsyncIterable<string>;
  /** Content resources (`directory`, `classified-job`...) whose changes make it stale. */
  resources: readonly string[];
}

export interface SitemapOptions {
  /** Addresses per child sitemap (tests make it small to see the split). */
  addressesPerFile?: number;
  clock?: () => Date;
}

function newest(...dates: (string | null | undefined)[]): string | null {
  let latest: string | null = null;
  for (const date of dates) if (date && (latest === null || date > latest)) latest = date;
  return latest;
}

/**
 * The sitemap of the site's public pages, per language (decision 020): an index naming child
 * sitemaps, `pages-N.xml` (home, editorial pages, guides, forms, category lists), `blog-N.xml`,
 * and one section per kind of post (`businesses-N.xml`...), each split at `addressesPerFile`.
 * Post sections loop over the listings registry and list exactly what the post pages show:
 * published and not expired. Rows are read in keyset batches, so a file never holds more than
 * one batch of rows at a time.
 */
export class SitemapService {
  private readonly pagesPerFile: number;
  private readonly clock: () => Date;

  constructor(
    private readonly repository: SitemapRepository,
    private readonly sites: SitesRepository,
    private readonly listings: ListingsService,
    options: SitemapOptions,
  ) {
    const addresses = options.addressesPerFile ?? DEFAULT_ADDRESSES_PER_FILE;
    if (!Number.isInteger(addresses) || addresses < ADDRESSES_PER_PAGE || addresses > PROTOCOL_MAX_ADDRESSES)
      throw new Error(`addressesPerFile must be from ${ADDRESSES_PER_PAGE} to ${PROTOCOL_MAX_ADDRESSES}`);
    this.pagesPerFile = Math.floor(addresses / ADDRESSES_PER_PAGE);
    this.clock = options.clock ?? (() => new Date());
  }

  /** Every content resource whose change can alter the index or the pages file. */
  allResources(): string[] {
    return [...new Set(this.listings.registeredKinds().flatMap((kind) => kind.cacheResources))];
  }

  /**
   * The sitemap index, or undefined when the site does not exist. `publicUrl` is the site's own
   * address (issue 36: each site's sitemaps name its host).
   */
  async index(
    siteCode: string,
    publicUrl: string,
  ): Promise<{ xml: string; resources: readonly string[] } | undefined> {
    const site = await this.sites.findByCode(siteCode);
    if (!site) return undefined;
    const now = this.clock().toISOString();
    const pages = await this.editorialPages(site.id, now);
    const children: { url: string; lastmod: string | null }[] = [];
    const add = (section: string, chunks: readonly ChunkSummary[]) =>
      chunks.forEach((chunk, index) =>
        children.push({
          url: `${publicUrl}/sitemaps/${section}-${index + 1}.xml`,
          lastmod: chunk.newest,
        }),
      );
    add('pages', this.chunksOf(pages));
    add('blog', await this.repository.chunks(site.id, BLOG, now, this.pagesPerFile));
    for (const definition of this.listings.registeredKinds()) {
      add(
        sectionOf(definition.kind),
        await this.repository.chunks(site.id, postsOf(definition), now, this.pagesPerFile),
      );
    }
    return { xml: sitemapIndex(children), resources: this.allResources() };
  }

  /** One child sitemap by its file name (`jobs-2.xml`), or undefined when there is no such file. */
  async file(siteCode: string, fileName: string, publicUrl: string): Promise<SitemapFile | undefined> {
    const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(fileName);
    if (!match) return undefined;
    const [, section = '', number = ''] = match;
    const skip = (Number(number) - 1) * this.pagesPerFile;
    const site = await this.sites.findByCode(siteCode);
    if (!site) return undefined;
    const now = this.clock().toISOString();

    if (section === 'pages') {
      const pages = (await this.editorialPages(site.id, now)).slice(skip, skip + this.pagesPerFile);
      if (pages.length === 0) return undefined;
      return { chunks: this.write(fromArray(pages), publicUrl), resources: this.allResources() };
    }
    if (section === 'blog')
      return this.rowsFile(site.id, BLOG, now, skip, [], publicUrl, (row) =>
        blogPath({ id: row.id, slug: row.name }),
      );
    const definition = this.listings
      .registeredKinds()
      .find((candidate) => sectionOf(candidate.kind) === section);
    if (!definition) return undefined;
    // The post pages' own address builder (the registry's), so the two cannot drift.
    return this.rowsFile(
      site.id,
      postsOf(definition),
      now,
      skip,
      definition.cacheResources,
      publicUrl,
      (row) => definition.webPath({ id: row.id, title: row.name }),
    );
  }

  /** A file of rows read from the database: the `skip`-th row on, one file's worth. */
  private async rowsFile(
    siteId: number,
    section: SitemapSection,
    now: string,
    skip: number,
    resources: readonly string[],
    publicUrl: string,
    pathOf: (row: SitemapRow) => string,
  ): Promise<SitemapFile | undefined> {
    const before = await this.repository.cursorBefore(siteId, section, now, skip);
    if (before === undefined) return undefined;
    const first = await peek(this.walk(siteId, section, now, before));
    if (!first.hasAny) return undefined;
    return {
      chunks: this.write(
        mapPages(first.rows, (row) => ({ path: pathOf(row), lastmod: row.updated_at })),
        publicUrl,
      ),
      resources,
    };
  }

  /** Rows after a cursor, a keyset batch at a time, up to one file's worth. */
  private async *walk(
    siteId: number,
    section: SitemapSection,
    now: string,
    start: SitemapCursor | null,
  ): AsyncGenerator<SitemapRow> {
    let after = start;
    let left = this.pagesPerFile;
    while (left > 0) {
      const wanted = Math.min(BATCH_SIZE, left);
      const rows = await this.repository.batch(siteId, section, now, after, wanted);
      for (const row of rows) yield row;
      const last = rows.at(-1);
      if (rows.length < wanted || !last) return;
      left -= rows.length;
      after = { publishedAt: last.published_at, id: last.id };
    }
  }

  /** The XML of a file, written page by page as they arrive. */
  private async *write(pages: AsyncIterable<SitemapPage>, publicUrl: string): AsyncGenerator<string> {
    yield URLSET_START;
    let text = '';
    for await (const page of pages) {
      text += pageEntries(publicUrl, page);
      // Pieces of about 64 KB: few enough to be cheap, small enough to stream.
      if (text.length >= 65_536) {
        yield text;
        text = '';
      }
    }
    yield text + URLSET_END;
  }

  private chunksOf(pages: readonly SitemapPage[]): ChunkSummary[] {
    const chunks: ChunkSummary[] = [];
    for (let start = 0; start < pages.length; start += this.pagesPerFile) {
      const slice = pages.slice(start, start + this.pagesPerFile);
      chunks.push({ count: slice.length, newest: newest(...slice.map((page) => page.lastmod)) });
    }
    return chunks;
  }

  /**
   * The pages that are not posts: home, the editorial pages that exist, the lists of posts (with
   * the newest change of their kind), guides, forms, and the directory's and marketplace's
   * category lists. A few small queries; their number does not grow with the posts.
   */
  private async editorialPages(siteId: number, now: string): Promise<SitemapPage[]> {
    const kinds = this.listings.registeredKinds();
    const [editorial, guides, forms, categories, blog, ...kindNewest] = await Promise.all([
      this.repository.pages(siteId),
      this.repository.guides(siteId),
      this.repository.forms(siteId),
      this.repository.categories(siteId),
      this.repository.newest(siteId, BLOG, now),
      ...kinds.map((definition) => this.repository.newest(siteId, postsOf(definition), now)),
    ]);
    const newestOf = new Map(kinds.map((definition, index) => [definition.kind, kindNewest[index] ?? null]));
    const blogNewest = blog;
    const guidesNewest = newest(...guides.map((guide) => guide.updated_at));
    const pageRows = new Map(editorial.map((row) => [row.key, row.updated_at]));
    // The directory's and the marketplace's category pages below are dated by their kind's newest post.
    const directoryNewest = newestOf.get('business') ?? null;
    const productsNewest = newestOf.get('product') ?? null;

    const pages: SitemapPage[] = [
      {
        path: HOME_PATH,
        lastmod: newest(blogNewest, guidesNewest, ...newestOf.values(), ...pageRows.values()),
      },
    ];
    for (const [key, path] of Object.entries(LEGAL_PAGES)) {
      // These pages are a 404 until the console writes them.
      if (pageRows.has(key)) pages.push({ path, lastmod: pageRows.get(key) ?? null });
    }
    pages.push(
      { path: CONTACT_PATH, lastmod: pageRows.get('contact') ?? null },
      { path: OUR_SERVICE_PATH, lastmod: null },
      { path: FAQ_PATH, lastmod: null },
      { path: BLOG_PATH, lastmod: blogNewest },
      { path: USER_GUIDE_PATH, lastmod: guidesNewest },
      ...guides.map((guide) => ({ path: guidePath(guide), lastmod: guide.updated_at })),
      ...forms.map((form) => ({ path: formPath(form.slug), lastmod: form.updated_at })),
      // Each kind's own list pages, as its declaration names them, dated by its newest post.
      ...kinds.flatMap((definition) =>
        kindNamed(definition.kind).listPaths.map((path) => ({
          path,
          lastmod: newestOf.get(definition.kind) ?? null,
        })),
      ),
    );

    // The directory: each main category's list, then each of its subcategories' lists.
    const directoryMains = categories.filter(
      (row) => row.parent_id === null && (row.kind === 'service' || row.kind === 'business'),
    );
    for (const main of directoryMains) {
      const type = main.kind as DirectoryType;
      pages.push({ path: categoryPath(type, main.id), lastmod: directoryNewest });
      for (const sub of categories.filter((row) => row.parent_id === main.id))
        pages.push({ path: subcategoryCanonicalPath(sub, type), lastmod: directoryNewest });
    }
    // The marketplace: its main categories hang under a root row; products are filed under subcategories.
    const marketRoots = new Set(
      categories.filter((row) => row.kind === 'market' && row.parent_id === null).map((row) => row.id),
    );
    const marketMains = categories.filter(
      (row) => row.kind === 'market' && row.parent_id !== null && marketRoots.has(row.parent_id),
    );
    for (const main of marketMains) {
      pages.push({ path: subCategoriesPath(main.id), lastmod: productsNewest });
      for (const sub of categories.filter((row) => row.kind === 'market' && row.parent_id === main.id))
        pages.push({
          path: productsInPath({ mainId: main.id, categoryId: sub.id }),
          lastmod: productsNewest,
        });
    }
    return pages;
  }
}

async function* fromArray<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

async function* mapPages<T>(
  rows: AsyncIterable<T>,
  toPage: (row: T) => SitemapPage,
): AsyncGenerator<SitemapPage> {
  for await (const row of rows) yield toPage(row);
}

/**
 * Reads the first row of a stream (so a file with no rows is a 404 before anything is sent) and
 * gives back a stream of every row, that one included.
 */
async function peek<T>(rows: AsyncGenerator<T>): Promise<{ hasAny: boolean; rows: AsyncIterable<T> }> {
  const first = await rows.next();
  if (first.done) return { hasAny: false, rows: fromArray([]) };
  return {
    hasAny: true,
    rows: (async function* () {
      yield first.value;
      yield* rows;
    })(),
  };
}
