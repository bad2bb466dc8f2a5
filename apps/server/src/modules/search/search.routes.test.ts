import type { OwnListing, SearchResults, SearchSuggestions } from '@jaliya/contract';
import { SEARCH_KINDS } from '@jaliya/contract/search-kinds';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadListingPhoto } from '../../test/test-uploads';
import { ListingsRepository } from '../listings/listings.repository';
import { pruneTypoVariants } from './search-index';
import { createSearchFixtures, FINDS, HIDDEN_TITLES, HOSTILE_QUERIES } from '../../test/search-fixtures';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';

describe.skipIf(isEngineUnavailable())(`search API (${testEngine})`, () => {
  let t: TestApp;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;

  // Each call from its own address: the test set is far more searches than a person makes a minute.
  let calls = 0;
  const get = (path: string, query: Record<string, string | number> = {}, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/GA/${language}/0/${path}`,
      remoteAddress: `198.51.100.${(calls++ % 250) + 1}`,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
  const search = async (query: Record<string, string | number>, language = 'en') => {
    const response = await get('search/results', query, language);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: SearchResults }).data;
  };
  const titles = (results: SearchResults) => results.items.map((item) => item.title);

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await createSearchFixtures(t.db);
    const poster = await registerTestUser(t);
    await t.db
      .updateTable('users')
      .set({ name: 'Zacharias Poster' })
      .where('id', '=', poster.user.id)
      .execute();
    await t.db.updateTable('listings').set({ owner_user_id: poster.user.id }).execute();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(FINDS)('finds it by $rule ($query → $finds)', async ({ query, finds }) => {
    expect(titles(await search({ keyword: query }))).toContain(finds);
  });

  it('answers operator and injection strings normally, and changes nothing', async () => {
    const before = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const keyword of HOSTILE_QUERIES) {
      for (const path of ['search/results', 'search/suggest', 'search']) {
        const response = await get(path, { keyword });
        expect(response.statusCode, `${path} ${JSON.stringify(keyword.slice(0, 40))}: ${response.body}`).toBe(
          200,
        );
      }
    }
    const after = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Control characters are refused in every text field of the API, search included.
    expect((await get('search/results', { keyword: 'bakery\u0000' })).statusCode).toBe(400);
    // Operators are words like any other: "bakery OR cafe" needs all three words, and "or" is in
    // none, so what comes back is the best partial matches, flagged as such.
    const withOr = await search({ keyword: 'bakery OR cafe' });
    expect(withOr.isPartial).toBe(true);
    expect(titles(withOr)).toContain('Sunrise Bakery');
    expect(titles(await search({ keyword: '-bakery' }))).toContain('Sunrise Bakery');
  });

  it('never answers a 500, whatever the text (fuzzed)', async () => {
    const alphabet = [
      ...'abcxyz019 "\'*-:()^~&|!%_\\/<>{}[]?.,;@#$+=',
      ...'ابتثجحخدذرسشصضطظعغفقكلمنهويىةأإآؤئءـ',
      '\u064b',
      '\u0651',
      '\u0670',
      '\u200f',
      '\u200e',
      '\u202e',
      '\u00e9',
      '٣',
      '۳',
      '😀',
      '🇸🇾',
      '\ufdfa',
    ];
    let seed = 12_345;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let run = 0; run < 150; run += 1) {
      const keyword = Array.from(
        { length: 1 + Math.floor(next() * 60) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      const path = ['search/results', 'search/suggest', 'search'][run % 3] ?? 'search';
      const response = await get(path, { keyword });
      expect(response.statusCode, `${path} ${JSON.stringify(keyword)}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('limits how often one address searches, with the reason in its language', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/GA/ar/0/search/results?keyword=bakery', remoteAddress });
    for (let call = 0; call < 120; call += 1) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });

  it('never shows a post that is not published, or a draft or future blog post', async () => {
    const results = await search({ keyword: 'hidden bakery' });
    for (const title of HIDDEN_TITLES) expect(titles(results)).not.toContain(title);
    const old = (await get('search', { keyword: 'hidden' })).json() as {
      data: Record<string, { title: string }[]>;
    };
    expect(Object.values(old.data).flat()).toEqual([]);
  });

  it('never finds a post by the name of who posted it', async () => {
    expect((await search({ keyword: 'Zacharias' })).total).toBe(0);
    expect(titles(await search({ keyword: 'sofa' }))).toEqual(['Anonymous sofa']);
  });

  it('groups counts by kind, filters by kind and city, and ranks title matches first', async () => {
    const all = await search({ keyword: 'bakery' });
    expect(all.counts.find((count) => count.kind === 'business')?.count).toBe(4);
    // Every kind of post in its search position (the registry of kinds), then the editorial ones.
    expect(all.counts.map((count) => count.kind)).toEqual(SEARCH_KINDS);
    // "Sunrise Bakery" and "Fresh cookies daily" have the word; the Arabic ones only their category.
    expect(titles(all).slice(0, 1)).toEqual(['Sunrise Bakery']);

    const restaurants = await search({ keyword: 'restaurant' });
    const inSavannah = await search({ keyword: 'restaurant', city: fixtures.savannah.id });
    expect(inSavannah.total).toBeLessThan(restaurants.total);
    expect(titles(inSavannah).sort()).toEqual(['Sunrise Restaurant', 'مطعم إسطنبول'].sort());

    const jobs = await search({ keyword: 'محاسب', type: 'job' });
    expect(jobs.items.every((item) => item.kind === 'job')).toBe(true);
    expect(jobs.counts.find((count) => count.kind === 'job')?.count).toBe(jobs.total);
    expect(jobs.items[0]).toMatchObject({
      title: 'مطلوب محاسب',
      path: expect.stringMatching(/^\/show-job\/\d+\//),
    });

    const newest = await search({ keyword: 'bakery', sort: 'newest' });
    const dates = newest.items.map((item) => item.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('marks close spellings as approximate and suggests the spelling that finds more', async () => {
    const results = await search({ keyword: 'bakrey' });
    expect(results.approximate).toBe(true);
    expect(results.suggestion).toBe('bakery');
    const exact = await search({ keyword: 'bakery' });
    expect(exact.approximate).toBe(false);
    expect(exact.suggestion).toBeNull();
    // Four letters are too few to guess at: "cafe" with a typo finds nothing rather than noise.
    expect((await search({ keyword: 'cefe' })).total).toBe(0);
  });

  it('shows editorial results in the language asked for', async () => {
    const arabic = await search({ keyword: 'register business' }, 'ar');
    expect(titles(arabic)).toContain('كيف تسجل نشاطك التجاري');
    const faq = await search({ keyword: 'كلمة المرور' });
    expect(faq.items[0]).toMatchObject({ kind: 'faq', path: expect.stringMatching(/^\/FAQ#faq-\d+$/) });
  });

  it('suggests titles while the last word is still being typed', async () => {
    const response = await get('search/suggest', { keyword: 'sunr' });
    const { items } = (response.json() as { data: SearchSuggestions }).data;
    expect(items.map((item) => item.title).sort()).toEqual(['Sunrise Bakery', 'Sunrise Restaurant']);
    expect(response.headers['cache-control']).toBe('no-store');
    const arabic = (await get('search/suggest', { keyword: 'مطع' })).json() as { data: SearchSuggestions };
    expect(arabic.data.items.map((item) => item.title)).toContain('مطعم إسطنبول');
  });

  it("answers the old client's shape, one list per kind", async () => {
    const response = await get('search', { keyword: 'bakery' });
    const { data } = response.json() as { data: Record<string, { title: string }[]> };
    expect(Object.keys(data).sort()).toEqual(['blogs', 'guide', 'jobs', 'market', 'rents', 'stores']);
    expect(data.stores?.map((item) => item.title)).toContain('Sunrise Bakery');
    const stores = (await get('search', { keyword: 'bakery', type: 'jobs' })).json() as {
      data: Record<string, unknown[]>;
    };
    expect(stores.data.stores).toEqual([]);
  });

  it('answers bad filters field by field in the language asked for', async () => {
    const response = await get('search/results', { keyword: 'bakery', type: 'everything', page: 0 }, 'ar');
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['page', 'type']);
    expect(body.error.fields.type).toBe('يرجى اختيار أحد أنواع النتائج');
  });

  it('logs what was searched and how much was found, and nothing about who', async () => {
    await search({ keyword: 'call me on +1 404 555 0199 or ٠٧٩١٢٣٤٥٦٧ or omar@example.com about bakrey' });
    const logged = await t.db
      .selectFrom('search_queries')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.query).toBe('call me on [number] or [number] or [email] about bakrey');
    expect(Object.keys(logged).sort()).toEqual([
      'created_at',
      'id',
      'kind',
      'language',
      'query',
      'result_count',
      'site_id',
      'took_ms',
    ]);
  });

  describe('kept in step with every write', () => {
    let owner: Awaited<ReturnType<typeof registerTestUser>>;
    let moderator: Record<string, string>;

    beforeAll(async () => {
      owner = await registerTestUser(t);
      const mod = await registerTestUser(t);
      await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
      moderator = mod.headers;
    });

    const call = (
      method: 'POST' | 'PATCH' | 'DELETE',
      path: string,
      headers: Record<string, string>,
      payload?: object,
    ) => t.app.inject({ method, url: `${base}/${path}`, headers, ...(payload ? { payload } : {}) });

    it('finds a post once approved, its edit at once when approved, and never once rejected or deleted', async () => {
      const input = {
        intent: 'seek',
        title: 'Seeking a pastry chef',
        description: 'Early mornings, croissants and baklava.',
        cityId: fixtures.atlanta.id,
        email: 'chef@example.com',
        jobType: 'full_time',
        experience: 'junior',
        workLocation: 'Atlanta',
        posterType: 'individual',
      };
      const created = await call('POST', 'jobs', owner.headers, input);
      expect(created.statusCode, created.body).toBe(200);
      const { id } = (created.json() as { data: OwnListing }).data;
      expect((await search({ keyword: 'croissants' })).total).toBe(0);

      await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
      expect(titles(await search({ keyword: 'croissants' }))).toEqual(['Seeking a pastry chef']);

      // An edit of a published post waits for review; once approved it is what search finds.
      await call('PATCH', `jobs/${id}`, owner.headers, {
        ...input,
        title: 'Seeking a baker',
        description: 'Sourdough.',
      });
      expect((await search({ keyword: 'sourdough' })).total).toBe(0);
      await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
      expect(titles(await search({ keyword: 'sourdough' }))).toEqual(['Seeking a baker']);
      expect((await search({ keyword: 'croissants' })).total).toBe(0);

      await call('POST', `moderation/listings/${id}`, moderator, { action: 'reject', reason: 'Spam' });
      expect((await search({ keyword: 'sourdough' })).total).toBe(0);

      const second = (
        await call('POST', 'jobs', owner.headers, {
          ...input,
          title: 'Dishwasher wanted',
          description: 'Evenings.',
        })
      ).json() as { data: OwnListing };
      await call('POST', `moderation/listings/${second.data.id}`, moderator, { action: 'approve' });
      expect((await search({ keyword: 'dishwasher' })).total).toBe(1);
      await call('DELETE', `jobs/${second.data.id}`, owner.headers);
      expect((await search({ keyword: 'dishwasher' })).total).toBe(0);
    });

    it('never finds an anonymous job by its company, nor shows its logo', async () => {
      const post = async (isAnonymous: boolean, company: string) => {
        const created = await call('POST', 'jobs', owner.headers, {
          intent: 'offer',
          posterType: 'company',
          company,
          logoId: await uploadListingPhoto(t, owner.headers, { hue: isAnonymous ? 10 : 200 }),
          isAnonymous,
          title: `Warehouse night shift ${company}`.slice(0, 26),
          description: 'Forklift licence welcome.',
          cityId: fixtures.atlanta.id,
          email: 'hr@example.com',
          jobType: 'full_time',
          workLocation: 'Atlanta',
        });
        expect(created.statusCode, created.body).toBe(200);
        const { id } = (created.json() as { data: OwnListing }).data;
        await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
      };
      await post(true, 'Qorbani Holdings');
      await post(false, 'Halabi Logistics');
      expect((await search({ keyword: 'Qorbani' })).total).toBe(0);
      expect((await search({ keyword: 'Halabi' })).total).toBe(1);
      const both = await search({ keyword: 'forklift' });
      expect(both.total).toBe(2);
      const byTitle = Object.fromEntries(both.items.map((item) => [item.title, item]));
      expect(byTitle['Warehouse night shift Qorb']?.image).toBeNull();
      expect(byTitle['Warehouse night shift Hala']?.image).not.toBeNull();
    });

    it('offers only spellings that something public has, and forgets words of deleted posts', async () => {
      const pending = (
        await call('POST', 'jobs', owner.headers, {
          intent: 'offer',
          title: 'Xylophonist wanted',
          description: 'Zanzibarite ensemble.',
          cityId: fixtures.atlanta.id,
          email: 'band@example.com',
          jobType: 'part_time',
          workLocation: 'Atlanta',
        })
      ).json() as { data: OwnListing };
      // Still waiting for review: its words are in the vocabulary, but nothing public has them.
      const typo = await search({ keyword: 'zanzibarita' });
      expect(typo).toMatchObject({ total: 0, suggestion: null, approximate: false });
      expect(typo.words).not.toContain('zanzibarite');

      await call('POST', `moderation/listings/${pending.data.id}`, moderator, { action: 'approve' });
      expect((await search({ keyword: 'zanzibarita' })).suggestion).toBe('zanzibarite');

      const hasWord = async () =>
        (
          await t.db
            .selectFrom('search_term_variants')
            .select('term')
            .where('term', '=', 'zanzibarite')
            .execute()
        ).length > 0;
      expect(await hasWord()).toBe(true);
      await new ListingsRepository(t.db).deleteForever([pending.data.id]);
      expect(await pruneTypoVariants(t.db)).toBeGreaterThan(0);
      expect(await hasWord()).toBe(false);
      // Words other entries still have stay.
      expect(
        await t.db.selectFrom('search_term_variants').select('term').where('term', '=', 'bakery').execute(),
      ).not.toEqual([]);
    });

    it('erasing a post (an account deleted) removes its entry and its words from the index', async () => {
      const id = fixtures.ids['Anonymous sofa'] as number;
      expect(
        await t.db.selectFrom('search_entries').select('id').where('listing_id', '=', id).execute(),
      ).toHaveLength(1);
      await new ListingsRepository(t.db).deleteForever([id]);
      expect(
        await t.db.selectFrom('search_entries').select('id').where('listing_id', '=', id).execute(),
      ).toEqual([]);
      if (testEngine === 'sqlite') {
        const terms = await sql<{
          rowid: number;
        }>`select rowid from search_fts where search_fts match '"anonymous"'`.execute(t.db);
        expect(terms.rows).toEqual([]);
      }
      expect((await search({ keyword: 'sofa' })).total).toBe(0);
    });
  });
});
