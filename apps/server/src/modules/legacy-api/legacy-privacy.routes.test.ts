import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { seedMarketCatalogue } from '../../seed/classifieds-seed';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');

/*
 * SECURITY.md items 15, 16 and 36, and issue 33: the anonymity and erasure crawls cover the old
 * client's addresses too. A member whose name, e-mail and phone are sentinels posts an anonymous
 * job, home and product and adds a business through the old forms; every old read that could show
 * them is crawled as a guest and as another member (in both languages) for the sentinels; then the
 * member deletes the account and the same crawl, with the other member's saved lists and saved
 * businesses, finds neither the posts, the business nor anything about the person.
 */
describe.skipIf(isEngineUnavailable())(
  `old client's answers keep anonymity and erasure (${testEngine})`,
  () => {
    let t: TestApp;
    let owner: Awaited<ReturnType<typeof registerTestUser>>;
    let visitor: Awaited<ReturnType<typeof registerTestUser>>;
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const sentinels = {
      name: `Zubaida Sentinelova ${unique}`,
      email: `zubaida.sentinel.${unique}@example.org`,
      phone: `+1 404 ${unique.slice(-7, -4)} ${unique.slice(-4)}`,
      company: `Sentinel Holdings ${unique}`,
      link: `https://www.linkedin.com/in/sentinel-${unique}`,
    };
    // The contact details the poster chose to give: shown to a signed-in member on the detail page.
    const contact = { email: `reach.out.${unique}@example.net`, phone: '+1 770 555 0188' };
    const posts = { job: 0, rent: 0, product: 0 };
    let business = 0;
    let category = { main: 0, sub: 0 };
    let market = { main: 0, sub: 0 };
    const titles = {
      job: `Quiet opening ${unique}`,
      rent: `Quiet room ${unique}`,
      product: `Quiet bicycle ${unique}`,
    };
    // A business's contact details are public by its owner's choice; its name must go with the account.
    const businessName = `Quiet Bakery ${unique}`;

    const photo = (hue: number) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 90, b: 60 } } })
        .jpeg()
        .toBuffer();

    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
      const site = await createSite(t.db);
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
      await seedMarketCatalogue(t.db, site.id);
      owner = await registerTestUser(t, {
        name: sentinels.name,
        email: sentinels.email,
        phone: sentinels.phone,
      });
      visitor = await registerTestUser(t);
      const moderator = await registerTestUser(t);
      await t.db
        .updateTable('users')
        .set({ role: 'moderator' })
        .where('id', '=', moderator.user.id)
        .execute();

      const token = tokenOf(owner.headers);
      const create = async (
        path: string,
        fields: Record<string, string | string[]>,
        files: Record<string, Buffer[]>,
      ) => {
        const created = await legacyCall(t, 'POST', path, { token, fields, files });
        expect(created.statusCode, created.body).toBe(200);
        return created.json().data.id as number;
      };
      posts.job = await create(
        'jobs/create',
        {
          title: titles.job,
          anonymous: 'true',
          description: 'Mornings. Ask for the manager.',
          salary: '18',
          salary_type: 'hour',
          type: 'full_time',
          company: sentinels.company,
          company_name: sentinels.company,
          email: contact.email,
          phone: contact.phone,
          place: 'Atlanta',
          profile_url: sentinels.link,
          looking: '0',
        },
        { logo: [await photo(30)] },
      );
      posts.rent = await create(
        'rents/create',
        {
          title: titles.rent,
          anonymous: 'true',
          description: 'A room near the mosque.',
          gender: 'any',
          email: contact.email,
          phone_number: contact.phone,
          price: '700',
          bathrooms: '1',
          bedrooms: '1',
          type: 'room',
          area: '200',
          place: 'Atlanta',
          looking: '0',
        },
        { images: [await photo(60)] },
      );
      const catalogue = (await t.app.inject({ method: 'GET', url: '/api/GA/en/0/products/catalogue' })).json()
        .data as { categories: Array<{ id: number; subCategories: Array<{ id: number }> }> };
      const main = catalogue.categories[0];
      market = { main: main?.id ?? 0, sub: main?.subCategories[0]?.id ?? 0 };
      posts.product = await create(
        'market/create',
        {
          title: titles.product,
          anonymous: 'true',
          description: 'Barely ridden.',
          email: contact.email,
          phone_number: contact.phone,
          price: '150',
          condition: 'used',
          place: 'Atlanta',
          main_id: String(main?.id),
          sub_id: String(main?.subCategories[0]?.id),
        },
        { images: [await photo(90)] },
      );
      const shops = await createCategory(t.db, {
        site_id: site.id,
        parent_id: null,
        kind: 'business',
        name_en: 'Shops',
        name_ar: 'المتاجر',
        sort_order: 0,
      });
      const bakeries = await createCategory(t.db, {
        site_id: site.id,
        parent_id: shops.id,
        kind: 'business',
        name_en: 'Bakeries',
        name_ar: 'مخابز',
        sort_order: 0,
      });
      category = { main: shops.id, sub: bakeries.id };
      business = await create(
        'business/create',
        {
          name: businessName,
          main_id: String(shops.id),
          branch_id: [String(bakeries.id)],
          description: 'Bread at dawn.',
          'offers[0]': 'Bread',
          'offers[1]': 'Cakes',
          'offers[2]': 'Catering',
          address: '12 Main St',
          city: 'Atlanta',
          state: '1',
          zip_code: '30303',
          phone_number: contact.phone,
          email: contact.email,
          'work_times[0][day_type]': 'Mon',
          'work_times[0][time_from]': '08:00 AM',
          'work_times[0][time_to]': '06:00 PM',
        },
        {
          logo: [await photo(10)],
          cover: [await photo(20)],
          'photos[]': await Promise.all([31, 32, 33].map(photo)),
          'gallerys[]': await Promise.all([41, 42, 43, 44, 45, 46].map(photo)),
        },
      );
      for (const id of [...Object.values(posts), business]) {
        const approved = await t.app.inject({
          method: 'POST',
          url: `/api/GA/en/0/moderation/listings/${id}`,
          headers: moderator.headers,
          payload: { action: 'approve' },
        });
        expect(approved.statusCode, approved.body).toBe(200);
      }
      // The other member saves all four, through the old client's favourite toggles.
      for (const [path, id] of [
        ['favorite/job', posts.job],
        ['favorite/rent', posts.rent],
        ['favorite/market', posts.product],
        ['favorite/store', business],
      ] as const) {
        const saved = await legacyCall(t, 'POST', path, {
          token: tokenOf(visitor.headers),
          fields: { id: String(id) },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().data, path).toMatchObject({ id, saved: true });
      }
    });
    afterAll(() => t?.close());

    /** Every public old read that lists, shows or finds a post, and the other member's own lists. */
    const reads = () => [
      // The site's own pages hold no post, and must hold nothing about a poster either.
      'welcome_screen',
      'city_page',
      'login-page',
      'jobs/web?page=1&limit_by=50',
      'jobs/web?page=1&limit_by=50&looking=0',
      `jobs/web/show/${posts.job}`,
      'rents/web?page=1&limit_by=50',
      'rents/web?page=1&limit_by=50&looking=0',
      `rents/web/show/${posts.rent}`,
      `market/web/show/${posts.product}`,
      `filter-market?main_id=${market.main}&sub_id=&page=1&limit_by=50`,
      `filter-market?main_id=${market.main}&sub_id=${market.sub}&page=1&limit_by=50&place=Atlanta`,
      `filter-market?main_id=&category_id=${market.sub}`,
      `search?keyword=${encodeURIComponent('Quiet')}`,
      `search?keyword=${encodeURIComponent('Quiet')}&type=job`,
      `search?keyword=${encodeURIComponent('Quiet')}&type=rent`,
      `search?keyword=${encodeURIComponent('Quiet')}&type=market`,
      `search?keyword=${encodeURIComponent(sentinels.company)}`,
      `search?keyword=${encodeURIComponent(sentinels.name)}`,
      'stores?main_id=0&category_id=0',
      `stores?main_id=${category.main}&category_id=${category.sub}`,
      `show-store/${business}`,
      `business/show/${business}`,
      `search?keyword=${encodeURIComponent('Quiet')}&type=store`,
      'jobs/web/looking_for',
      'rents/web/looking_for',
      // Built from Jaliya's home, which carries the newest jobs, homes, products and businesses.
      'home',
      'profile/save',
      'profile/market/save',
      'profile/favorite',
      'user/jobs',
      'user/my-post',
      'business',
    ];

    /** Reads every address as a guest and as the other member, in English and Arabic. */
    async function crawl() {
      const answers: Array<{ what: string; status: number; body: string }> = [];
      for (const language of ['en', 'ar'] as const)
        for (const token of [undefined, tokenOf(visitor.headers)])
          for (const path of reads()) {
            const response = await legacyCall(t, 'GET', path, {
              language,
              ...(token ? { token } : {}),
              // A fresh address each time, so the contact button's limit never hides what a page shows.
              remoteAddress: `198.51.100.${answers.length % 250}`,
            });
            answers.push({
              what: `${token ? 'member' : 'guest'} ${language} ${path}`,
              status: response.statusCode,
              body: response.body,
            });
          }
      return answers;
    }

    const leaksIn = (body: string) =>
      [
        sentinels.name,
        sentinels.email,
        sentinels.phone,
        sentinels.company,
        sentinels.link,
        'Sentinel',
        'sentinel',
      ].filter((value) => body.includes(value));

    it('shows no sentinel of an anonymous poster in any old answer, to a guest or another member', async () => {
      const answers = await crawl();
      for (const answer of answers) {
        // Member-only lists answer a guest 401; everything else answers.
        if (!answer.what.startsWith('guest') || !/profile\/|user\/|business$/.test(answer.what))
          expect(answer.status, `${answer.what}: ${answer.body}`).toBe(200);
        expect(leaksIn(answer.body), answer.what).toEqual([]);
      }
      // The crawl did read the posts: each detail page, list and the searches show them...
      const body = (what: string) => answers.find((answer) => answer.what === what)?.body ?? '';
      for (const title of Object.values(titles)) {
        expect(body(`guest en search?keyword=Quiet`)).toContain(title);
        expect(body('member en profile/save') + body('member en profile/market/save')).toContain(title);
      }
      expect(body('guest en jobs/web?page=1&limit_by=50')).toContain(titles.job);
      expect(body(`guest en stores?main_id=${category.main}&category_id=${category.sub}`)).toContain(
        businessName,
      );
      expect(body('member en profile/favorite')).toContain(businessName);
      expect(body('guest en rents/web?page=1&limit_by=50')).toContain(titles.rent);
      expect(body(`guest ar filter-market?main_id=${market.main}&sub_id=&page=1&limit_by=50`)).toContain(
        titles.product,
      );
      // ...and a signed-in member gets the contact details the poster chose to give, nothing more.
      const shown = JSON.parse(body(`member en jobs/web/show/${posts.job}`)).data.job;
      expect(shown).toMatchObject({
        email: contact.email,
        phone: contact.phone,
        company: '',
        profile_url: '',
      });
      expect(JSON.parse(body(`guest en jobs/web/show/${posts.job}`)).data.job).toMatchObject({
        email: '',
        phone: '',
      });
    });

    it('after the poster erases the account from the old app, no old answer shows their posts or anything about them', async () => {
      // Their own lists showed the posts with pictures and places until then.
      const own = await legacyCall(t, 'GET', 'user/my-post', { token: tokenOf(owner.headers) });
      expect(own.body).toContain(titles.rent);
      expect(own.json().data.rents[0]).toMatchObject({
        place: 'Atlanta',
        image: expect.stringMatching(/^https:/),
      });
      // The old app's delete button, right after signing in again (it sends no password).
      const signedIn = await legacyCall(t, 'POST', 'login', {
        fields: { email: sentinels.email, password: owner.password },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const erased = await legacyCall(t, 'DELETE', 'profile/delete-user', {
        token: signedIn.json().data.token,
      });
      expect(erased.statusCode, erased.body).toBe(200);

      const answers = await crawl();
      for (const answer of answers) {
        expect(leaksIn(answer.body), answer.what).toEqual([]);
        expect(leaksIn(answer.body.toLowerCase()), answer.what).toEqual([]);
        for (const title of [...Object.values(titles), businessName])
          expect(answer.body, answer.what).not.toContain(title);
        expect(answer.body, answer.what).not.toContain(contact.email);
        expect(answer.status, `${answer.what}: ${answer.body}`).toBeLessThan(500);
        if (/\/show\/|show-store\//.test(answer.what)) expect(answer.status, answer.what).toBe(404);
      }
      // The other member's saved lists still answer, without the erased posts.
      for (const path of ['profile/save', 'profile/market/save']) {
        const saved = await legacyCall(t, 'GET', path, { token: tokenOf(visitor.headers) });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      // The erased member's token no longer signs anyone in on the old addresses.
      for (const path of ['profile', 'user/my-post', 'user/jobs', 'profile/save']) {
        const old = await legacyCall(t, 'GET', path, { token: tokenOf(owner.headers) });
        expect(old.statusCode, `${path}: ${old.body}`).toBe(401);
        expect(leaksIn(old.body), path).toEqual([]);
      }
    });
  },
);
