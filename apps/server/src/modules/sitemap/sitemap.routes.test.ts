import type { OwnListing } from '@jaliya/contract';
import Fastify from 'fastify';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlogPost,
  createCategory,
  createCity,
  createForm,
  createPage,
  createSite,
  createUserGuide,
} from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { makeTrustedReporter, registerTestUser } from '../../test/test-users';
import { sitemapRoutes } from './sitemap.routes';

const base = '/api/GA/en/0';
const SITE = 'https://jaliya.example';
type Headers = Record<string, string>;

interface XmlElement {
  uri: string;
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses XML strictly, with namespaces (saxes, jsdom's XML parser): anything not well-formed, an
 * undeclared prefix or a bare `&` throws.
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
      ),
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    open.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => void open.pop());
  parser.write(xml).close();
  if (!root) throw new Error('No root element');
  return root;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const childrenOf = (element: XmlElement, uri: string, local: string) =>
  element.children.filter((child) => child.uri === uri && child.local === local);

interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** The `<url>` entries of a sitemap file, read through the XML namespaces the protocol names. */
function urlEntries(xml: string): UrlEntry[] {
  const root = parseXml(xml);
  expect(root).toMatchObject({ uri: SITEMAP_NS, local: 'urlset' });
  return childrenOf(root, SITEMAP_NS, 'url').map((url) => ({
    loc: childrenOf(url, SITEMAP_NS, 'loc')[0]?.text ?? '',
    lastmod: childrenOf(url, SITEMAP_NS, 'lastmod')[0]?.text,
    alternates: Object.fromEntries(
      childrenOf(url, XHTML_NS, 'link').map((link) => {
        expect(link.attributes.rel).toBe('alternate');
        return [link.attributes.hreflang ?? '', link.attributes.href ?? ''];
      }),
    ),
  }));
}

/** The child sitemaps an index names. */
function indexEntries(xml: string): string[] {
  const root = parseXml(xml);
  expect(root).toMatchObject({ uri: SITEMAP_NS, local: 'sitemapindex' });
  return childrenOf(root, SITEMAP_NS, 'sitemap').map(
    (entry) => childrenOf(entry, SITEMAP_NS, 'loc')[0]?.text ?? '',
  );
}

describe.skipIf(isEngineUnavailable())(`sitemaps and robots.txt (${testEngine})`, () => {
  let t: TestApp;
  let siteId: number;
  let cityId: number;
  let moderator: Headers;
  let owner: Headers;
  let scam: number;
  let spare = 0;
  const ids: Record<string, number> = {};

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Headers = {},
    payload?: object,
    address?: string,
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      headers,
      ...(payload ? { payload } : {}),
      ...(address ? { remoteAddress: address } : {}),
    });

  /** A job sent by the owner; approved unless told otherwise. */
  async function job(title: string, decide: 'approve' | 'reject' | null = 'approve'): Promise<number> {
    const created = await call('POST', 'jobs', owner, {
      intent: 'offer',
      title,
      description: 'Mornings and weekends.',
      cityId,
      phone: '+1 404 555 0123',
      jobType: 'part_time',
      workLocation: 'Atlanta',
      posterType: 'individual',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = (created.json() as { data: OwnListing }).data;
    if (decide) {
      const decided = await call('POST', `moderation/listings/${id}`, moderator, {
        action: decide,
        ...(decide === 'reject' ? { reason: 'Not a job' } : {}),
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    return id;
  }

  /** A post of a kind whose form needs more than this test cares about, stored as the core keeps it. */
  async function storedPost(kind: string, title: string, status: 'published' | 'pending' = 'published') {
    const at = new Date().toISOString();
    const row = await t.db
      .insertInto('listings')
      .values({
        site_id: siteId,
        kind,
        owner_user_id: null,
        status,
        language: /[\u0600-\u06FF]/.test(title) ? 'ar' : 'en',
        title,
        sort_title: title.toLowerCase(),
        summary: '',
        created_at: at,
        updated_at: at,
        published_at: status === 'published' ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const fetchText = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { response, text: response.body };
  };

  /** Every address listed in every child sitemap of an app's index. */
  async function everyEntry(inject: (url: string) => Promise<{ statusCode: number; body: string }>) {
    const index = await inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = indexEntries(index.body);
    const entries: UrlEntry[] = [];
    for (const file of files) {
      const child = await inject(file.replace(SITE, ''));
      expect(child.statusCode, file).toBe(200);
      entries.push(...urlEntries(child.body));
    }
    return { files, entries };
  }

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE });
    siteId = (await createSite(t.db)).id;
    cityId = (
      await createCity(t.db, { site_id: siteId, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
    owner = (await registerTestUser(t, { name: 'Sentinel Poster' })).headers;
    const reasons = (await call('GET', 'report-reasons')).json() as {
      data: Array<{ id: number; key: string }>;
    };
    scam = reasons.data.find((reason) => reason.key === 'scam')?.id ?? 0;

    // Categories: a directory main category with a subcategory, and the marketplace's tree.
    const shops = await createCategory(t.db, {
      site_id: siteId,
      parent_id: null,
      kind: 'business',
      name_en: 'Shops',
      name_ar: 'متاجر',
      sort_order: 0,
    });
    ids.bakeries = (
      await createCategory(t.db, {
        site_id: siteId,
        parent_id: shops.id,
        kind: 'business',
        name_en: 'Sweets & Bakeries',
        name_ar: 'حلويات',
        sort_order: 0,
      })
    ).id;
    ids.shops = shops.id;
    const market = await createCategory(t.db, {
      site_id: siteId,
      parent_id: null,
      kind: 'market',
      name_en: 'Marketplace',
      name_ar: 'السوق',
      sort_order: 0,
    });
    ids.cars = (
      await createCategory(t.db, {
        site_id: siteId,
        parent_id: market.id,
        kind: 'market',
        name_en: 'Cars',
        name_ar: 'سيارات',
        sort_order: 0,
      })
    ).id;
    ids.sedans = (
      await createCategory(t.db, {
        site_id: siteId,
        parent_id: ids.cars,
        kind: 'market',
        name_en: 'Sedans',
        name_ar: 'سيدان',
        sort_order: 0,
      })
    ).id;

    // Editorial content: a page, a guide, a form, and blog posts readers may and may not see.
    await createPage(t.db, {
      site_id: siteId,
      key: 'about',
      title_en: 'About',
      title_ar: 'من نحن',
      summary_en: '',
      summary_ar: '',
      body_en: '<p>x</p>',
      body_ar: '<p>x</p>',
      image_id: null,
    });
    ids.guide = (
      await createUserGuide(t.db, {
        site_id: siteId,
        slug: 'posting-a-job',
        title_en: 'Posting',
        title_ar: 'النشر',
        summary_en: '',
        summary_ar: '',
        body_en: '<p>x</p>',
        body_ar: '<p>x</p>',
        sort_order: 0,
        is_published: 1,
      })
    ).id;
    await createUserGuide(t.db, {
      site_id: siteId,
      slug: 'draft-guide',
      title_en: 'Draft',
      title_ar: 'مسودة',
      summary_en: '',
      summary_ar: '',
      body_en: '<p>x</p>',
      body_ar: '<p>x</p>',
      sort_order: 1,
      is_published: 0,
    });
    await createForm(
      t.db,
      {
        site_id: siteId,
        slug: 'volunteer',
        title_en: 'Volunteer',
        title_ar: 'تطوع',
        intro_en: '',
        intro_ar: '',
        success_en: 'Thanks',
        success_ar: 'شكرا',
        is_published: 1,
      },
      [],
    );
    await createForm(
      t.db,
      {
        site_id: siteId,
        slug: 'hidden-form',
        title_en: 'Hidden',
        title_ar: 'مخفي',
        intro_en: '',
        intro_ar: '',
        success_en: 'Thanks',
        success_ar: 'شكرا',
        is_published: 0,
      },
      [],
    );
    ids.blog = (await createBlogPost(t.db, { site_id: siteId, slug: 'welcome' })).id;
    ids.scheduledBlog = (
      await createBlogPost(t.db, {
        site_id: siteId,
        slug: 'next-week',
        published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).id;
    ids.draftBlog = (await createBlogPost(t.db, { site_id: siteId, slug: 'draft', is_published: 0 })).id;

    // Posts in every state: only the published, unexpired ones are public.
    ids.published = await job('Cashier for a bakery');
    ids.pending = await job('Pending sentinel job', null);
    ids.rejected = await job('Rejected sentinel job', 'reject');
    ids.expired = await job('Expired sentinel job');
    await t.db.updateTable('listings').set({ status: 'expired' }).where('id', '=', ids.expired).execute();
    // Past its time, before the hourly expiry has run: its page is still up for minutes, the sitemap leaves it out.
    ids.overdue = await job('Overdue sentinel job');
    await t.db
      .updateTable('listings')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', ids.overdue)
      .execute();
    // Taken off the site by reports from three trusted people (a fresh owner's post is held).
    ids.reported = await job('Reported sentinel job');
    for (const address of ['198.51.100.7', '203.0.113.9', '192.0.2.77']) {
      const reporter = await registerTestUser(t);
      await makeTrustedReporter(t, reporter.user.id, siteId);
      const reported = await call(
        'POST',
        `listings/${ids.reported}/report`,
        reporter.headers,
        { reasonId: scam, note: '' },
        address,
      );
      expect(reported.statusCode, reported.body).toBe(200);
    }
    expect((await call('GET', `jobs/${ids.reported}`)).statusCode).toBe(404);

    ids.business = await storedPost('business', 'Cedar & Sons Bakery');
    ids.pendingBusiness = await storedPost('business', 'Pending sentinel business', 'pending');
    ids.home = await storedPost('rent', 'شقة مفروشة قرب الجامعة');
    ids.product = await storedPost('product', 'Toyota Corolla 2015');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('robots.txt names the sitemap at the public address and keeps crawlers out of the API', async () => {
    const { response, text } = await fetchText('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });

  it('the index is well-formed XML naming a child sitemap per section that has pages', async () => {
    const { response, text } = await fetchText('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(indexEntries(text)).toEqual([
      `${SITE}/sitemaps/pages-1.xml`,
      `${SITE}/sitemaps/blog-1.xml`,
      `${SITE}/sitemaps/businesses-1.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
      `${SITE}/sitemaps/homes-1.xml`,
      `${SITE}/sitemaps/products-1.xml`,
    ]);
    // Each child says when its newest page changed.
    expect(text).toMatch(
      /<sitemap><loc>[^<]+jobs-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/sitemap>/,
    );
  });

  it('lists a published post in both languages, each naming both and x-default as alternates', async () => {
    const { response, text } = await fetchText('/sitemaps/jobs-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = urlEntries(text);
    const english = `${SITE}/show-job/${ids.published}/cashier-for-a-bakery`;
    const arabic = `${english}?lang=ar`;
    const expected = { en: english, ar: arabic, 'x-default': english };
    expect(entries.find((entry) => entry.loc === english)).toMatchObject({ alternates: expected });
    expect(entries.find((entry) => entry.loc === arabic)).toMatchObject({ alternates: expected });
    expect(entries.find((entry) => entry.loc === english)?.lastmod).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
  });

  it('lists nothing pending, rejected, expired, held by reports, scheduled or unpublished', async () => {
    const { entries } = await everyEntry((url) => t.app.inject({ method: 'GET', url }));
    const locs = entries.map((entry) => entry.loc);
    for (const name of ['pending', 'rejected', 'expired', 'overdue', 'reported'])
      expect(
        locs.filter((loc) => loc.includes(`/show-job/${ids[name]}/`)),
        name,
      ).toEqual([]);
    expect(locs.some((loc) => loc.includes(`/MarketProfile/${ids.pendingBusiness}/`))).toBe(false);
    expect(locs.some((loc) => loc.includes('sentinel'))).toBe(false);
    expect(locs.some((loc) => /next-week|\/draft|hidden-form|draft-guide/.test(loc))).toBe(false);
    // Nothing for accounts or the console, nor search results.
    expect(locs.some((loc) => /\/(admin|Profile|my-|saved|search-result|Login|api\/)/.test(loc))).toBe(false);
    // What is public is there, each in both languages: 2 addresses per page.
    const paths = new Set(locs.map((loc) => loc.replace(SITE, '')));
    expect(paths).toContain(`/Show-Blog/${ids.blog}/welcome`);
    expect(paths).toContain(`/Show-User-Guide/${ids.guide}/posting-a-job`);
    expect(paths).toContain('/form/volunteer');
    expect(paths).toContain('/About');
    expect(paths).toContain(`/MarketProfile/${ids.business}/cedar-sons-bakery`);
    expect(paths).toContain(`/Show-Product/${ids.product}/toyota-corolla-2015`);
    // An Arabic slug is percent-encoded, as the page's own canonical link writes it.
    expect(paths).toContain(`/Rent/${ids.home}/${encodeURIComponent('شقة-مفروشة-قرب-الجامعة')}`);
    expect(paths).toContain(`/Category/shops?id=${ids.shops}`);
    expect(paths).toContain(`/SubCategory/${ids.bakeries}/?Page=shops`);
    expect(paths).toContain(`/SubCategory/${ids.bakeries}/?Page=shops&lang=ar`);
    expect(paths).toContain(`/market-place/subCategory?main_id=${ids.cars}`);
    expect(paths).toContain(`/market-place/products?main_id=${ids.cars}&category_id=${ids.sedans}`);
    expect(locs.length).toBe(new Set(locs).size);
    expect(locs.filter((loc) => loc.endsWith('?lang=ar') || loc.includes('&lang=ar'))).toHaveLength(
      locs.length / 2,
    );
  });

  it('escapes the ampersands of query strings in the XML itself', async () => {
    const { text } = await fetchText('/sitemaps/pages-1.xml');
    expect(text).toContain(`/SubCategory/${ids.bakeries}/?Page=shops&amp;lang=ar</loc>`);
    expect(text).toContain(`main_id=${ids.cars}&amp;category_id=${ids.sedans}`);
    // No bare ampersand anywhere: every one starts an entity.
    expect(text.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
  });

  it('splits every section at the address limit, with the same addresses in all', async () => {
    const small = Fastify();
    // Four addresses a file: two pages, in two languages.
    await small.register(sitemapRoutes, { services: t.app.services, addressesPerFile: 4 });
    const inject = (url: string) => small.inject({ method: 'GET', url });
    try {
      const split = await everyEntry(inject);
      const whole = await everyEntry((url) => t.app.inject({ method: 'GET', url }));
      expect(split.files).toContain(`${SITE}/sitemaps/pages-2.xml`);
      expect(split.files.filter((file) => file.includes('/jobs-'))).toEqual([`${SITE}/sitemaps/jobs-1.xml`]);
      expect(split.files.length).toBeGreaterThan(whole.files.length + 5);
      for (const file of split.files) {
        const entries = urlEntries((await inject(file.replace(SITE, ''))).body);
        expect(entries.length, file).toBeGreaterThan(0);
        expect(entries.length, file).toBeLessThanOrEqual(4);
      }
      expect(split.entries.map((entry) => entry.loc).sort()).toEqual(
        whole.entries.map((entry) => entry.loc).sort(),
      );
      // Past the last file, and names that are not files, are not found.
      const pagesFiles = split.files.filter((file) => file.includes('/pages-')).length;
      expect((await inject(`/sitemaps/pages-${pagesFiles + 1}.xml`)).statusCode).toBe(404);
      for (const name of ['jobs-2.xml', 'jobs-0.xml', 'accounts-1.xml', 'jobs-1.json', '..%2Fjobs-1.xml'])
        expect((await inject(`/sitemaps/${name}`)).statusCode, name).toBe(404);
      // More jobs than a file holds: a second file appears.
      ids.secondJob = await job('Second published job');
      ids.thirdJob = await job('Third published job');
      const grown = indexEntries((await inject('/sitemap.xml')).body);
      expect(grown.filter((file) => file.includes('/jobs-'))).toEqual([
        `${SITE}/sitemaps/jobs-1.xml`,
        `${SITE}/sitemaps/jobs-2.xml`,
      ]);
      const second = urlEntries((await inject('/sitemaps/jobs-2.xml')).body);
      expect(second.map((entry) => entry.loc)).toEqual([
        `${SITE}/show-job/${ids.thirdJob}/third-published-job`,
        `${SITE}/show-job/${ids.thirdJob}/third-published-job?lang=ar`,
      ]);
    } finally {
      await small.close();
    }
  });

  it('is kept in the page cache and dropped from it when a post is published', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/jobs-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.etag).toBeDefined();
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/jobs-1.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).headers['x-page-cache']).toBe('hit');

    const fresh = await job(`Fresh job ${++spare}`);
    const after = await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(`/show-job/${fresh}/fresh-job-${spare}</loc>`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).headers['x-page-cache']).toBe('miss');
    // Taken down by its owner's moderator: gone at once.
    const removed = await call('POST', `moderation/listings/${fresh}`, moderator, {
      action: 'reject',
      reason: 'Duplicate',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })).body).not.toContain(
      `/show-job/${fresh}/`,
    );
  });
});
