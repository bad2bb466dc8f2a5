import type { MainCategory, MarketCatalogue, OwnListing } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketCatalogue } from '../../seed/classifieds-seed';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';
import { LegacyErrorSchema } from './legacy-endpoint';

/** A category icon as the old answers name it: its own SVG on the server. */
const icon = (name: string) => `https://jaliya.example/media/category-icons/${name}.svg`;
const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');

/** The query the old results page sends, every filter empty but those given. */
function resultsQuery(filters: Record<string, string>): string {
  const query = new URLSearchParams({
    main_id: '',
    sub_id: '',
    page: '1',
    limit_by: '12',
    model_id: '',
    sort_by: '',
    condition: '',
    looking: '',
    place: '',
    year_from: '',
    year_to: '',
    color: '',
    price_from: '',
    price_to: '',
    order_by: '',
    ...filters,
  });
  return `filter-market?${query.toString()}`;
}

/*
 * Issue 33: the old client's directory categories (`listings`, `main-categories` and its
 * subcategories) and its marketplace browser (`filter-market` in its three modes,
 * `main-market/show/{id}`), against the shapes of LEGACY-CLIENT.md sections 3.1, 3.3 and 3.4.
 */
describe.skipIf(isEngineUnavailable())(`old client's categories and marketplace (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let visitor: Awaited<ReturnType<typeof registerTestUser>>;
  let catalogue: MarketCatalogue;
  const id: Record<string, number> = {};
  const products: Record<'camry' | 'corolla' | 'phone' | 'wanted', number> = {
    camry: 0,
    corolla: 0,
    phone: 0,
    wanted: 0,
  };

  const data = async (path: string, call: Parameters<typeof legacyCall>[3] = {}) => {
    const response = await legacyCall(t, 'GET', path, call);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    expect(response.json()).toMatchObject({ status: true, status_number: 'S200' });
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    await createCity(t.db, { site_id: site.id, name_en: 'Decatur', name_ar: 'ديكاتور', sort_order: 1 });
    const category = (values: {
      parent_id: number | null;
      kind: 'service' | 'business';
      name_en: string;
      name_ar: string;
    }) => createCategory(t.db, { site_id: site.id, sort_order: 0, ...values });
    const services = await category({
      parent_id: null,
      kind: 'service',
      name_en: 'Service Providers',
      name_ar: 'مقدمو الخدمات',
    });
    const shops = await category({ parent_id: null, kind: 'business', name_en: 'Shops', name_ar: 'المتاجر' });
    await category({ parent_id: services.id, kind: 'service', name_en: 'Doctors', name_ar: 'أطباء' });
    await category({ parent_id: shops.id, kind: 'business', name_en: 'Bakeries', name_ar: 'مخابز' });
    await category({ parent_id: shops.id, kind: 'business', name_en: 'Grocers', name_ar: 'بقالة' });
    Object.assign(id, { services: services.id, shops: shops.id });

    await seedMarketCatalogue(t.db, site.id);
    catalogue = (await t.app.inject({ url: '/api/GA/en/0/products/catalogue' })).json().data;
    for (const main of catalogue.categories) {
      id[main.name] = main.id;
      for (const sub of main.subCategories) id[sub.name] = sub.id;
    }
    for (const color of catalogue.colors) id[color.name] = color.id;

    owner = await registerTestUser(t);
    visitor = await registerTestUser(t);
    const moderator = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.user.id).execute();
    const post = async (overrides: Record<string, unknown>) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/products',
        headers: owner.headers,
        payload: {
          intent: 'offer',
          title: 'Toyota Camry 2018',
          description: 'One owner,\nclean <b>title</b>.',
          cityId: atlanta,
          phone: '+1 404 555 0199',
          mainCategoryId: id.Vehicles,
          categoryId: id.Cars,
          condition: 'used',
          year: 2018,
          colorId: id.Silver,
          price: 13900,
          photoIds: [await uploadListingPhoto(t, owner.headers, { hue: 20 })],
          ...overrides,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const productId = (created.json() as { data: OwnListing }).data.id;
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/GA/en/0/moderation/listings/${productId}`,
        headers: moderator.headers,
        payload: { action: 'approve' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      return productId;
    };
    // Posted oldest first: the lists show the newest first.
    products.camry = await post({});
    products.corolla = await post({
      title: 'Toyota Corolla 2015',
      year: 2015,
      price: 8500,
      colorId: id.Black,
    });
    products.phone = await post({
      title: 'iPhone 15, like new',
      mainCategoryId: id.Electronics,
      categoryId: id.Phones,
      colorId: id.Black,
      condition: 'new',
      year: 2023,
      price: 700,
    });
    products.wanted = await post({
      intent: 'seek',
      title: 'Wanted: a pickup truck',
      condition: '',
      colorId: null,
      year: '',
      price: '',
      photoIds: [],
    });
  });
  afterAll(() => t?.close());

  it('listings: the directory’s main categories as {id, name, image, type}, of one type or both', async () => {
    const all = (await data('listings')).data;
    expect(all).toEqual([
      { id: id.services, name: 'Service Providers', image: icon('store'), type: 'service' },
      { id: id.shops, name: 'Shops', image: icon('store'), type: 'business' },
    ]);
    expect((await data('listings?type=service')).data.map((item: { id: number }) => item.id)).toEqual([
      id.services,
    ]);
    expect((await data('listings?type=business')).data.map((item: { id: number }) => item.id)).toEqual([
      id.shops,
    ]);
    // A type the old client does not send lists both, as no type does.
    expect((await data('listings?type=shops')).data).toHaveLength(2);
    const arabic = (await data('listings', { language: 'ar' })).data;
    expect(arabic.map((item: { name: string }) => item.name)).toEqual(['مقدمو الخدمات', 'المتاجر']);
    // The same categories as Jaliya's own address, which now lives at `categories`.
    const own = (await t.app.inject({ url: '/api/GA/en/0/categories' })).json().data as MainCategory[];
    expect(own.map((main) => main.id)).toEqual(all.map((item: { id: number }) => item.id));
  });

  it('main-categories: {business[], service[]} of {id, name} for the add-business form, signed in or not', async () => {
    const expected = {
      business: [{ id: id.shops, name: 'Shops' }],
      service: [{ id: id.services, name: 'Service Providers' }],
    };
    expect((await data('main-categories')).data).toEqual(expected);
    expect((await data('main-categories', { token: tokenOf(owner.headers) })).data).toEqual(expected);
    expect((await data('main-categories', { language: 'ar' })).data.business).toEqual([
      { id: id.shops, name: 'المتاجر' },
    ]);
  });

  it('main-categories/{id}/sub-categories: {id, name, image} in order; an unknown category is an old 404', async () => {
    const subs = (await data(`main-categories/${id.shops}/sub-categories`)).data;
    expect(subs.map((sub: { name: string; image: string }) => [sub.name, sub.image])).toEqual([
      ['Bakeries', icon('store')],
      ['Grocers', icon('store')],
    ]);
    expect(Object.keys(subs[0]).sort()).toEqual(['id', 'image', 'name']);
    const arabic = (await data(`main-categories/${id.services}/sub-categories`, { language: 'ar' })).data;
    expect(arabic.map((sub: { name: string }) => sub.name)).toEqual(['أطباء']);
    for (const path of ['main-categories/999999/sub-categories', 'main-categories/abc/sub-categories']) {
      const missing = await legacyCall(t, 'GET', path, { language: 'ar' });
      expect(missing.statusCode, path).toBe(404);
      expect(LegacyErrorSchema.parse(missing.json())).toMatchObject({ status: false, status_number: 'S400' });
      expect(missing.json().message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('filter-market without a main category: the marketplace’s main categories, with a top-level total', async () => {
    const body = await data('filter-market?main_id=&category_id=');
    expect(body.data).toEqual(
      catalogue.categories.map((main) => ({ id: main.id, name: main.name, image: icon(main.icon) })),
    );
    expect(body.total).toBe(catalogue.categories.length);
    const arabic = await data('filter-market?main_id=&category_id=', { language: 'ar' });
    expect(arabic.data[0].name).toBe('مركبات');
  });

  it('filter-market?main_id= alone: that category’s subcategories with main_id and main_category', async () => {
    const body = await data(`filter-market?main_id=${id.Vehicles}`);
    const vehicles = catalogue.categories.find((main) => main.id === id.Vehicles);
    expect(body.data).toEqual(
      vehicles?.subCategories.map((sub) => ({
        id: sub.id,
        main_id: id.Vehicles,
        main_category: 'Vehicles',
        name: sub.name,
        image: icon(sub.icon),
        favorites: false,
      })),
    );
    expect(body.total).toBe(vehicles?.subCategories.length);
    const missing = await legacyCall(t, 'GET', 'filter-market?main_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, status_number: 'S400' });
  });

  it('a product without a photo shows the marketplace’s basket on the old cards, not an empty address', async () => {
    const page = (await data(`filter-market?main_id=${id.Vehicles}&sub_id=all&page=1&limit_by=12`)).data;
    const wanted = page.find((card: { id: number }) => card.id === products.wanted);
    expect(wanted.image).toBe(icon('basket'));
    const camry = page.find((card: { id: number }) => card.id === products.camry);
    expect(camry.image).toMatch(/^https:\/\/jaliya\.example\/media\/[^/]+\.\w+$/);
  });

  it('filter-market from the results page: a page of product cards, newest first, with the total beside data', async () => {
    const body = await data(resultsQuery({ main_id: String(id.Vehicles) }));
    expect(body.data.map((card: { id: number }) => card.id)).toEqual([
      products.wanted,
      products.corolla,
      products.camry,
    ]);
    expect(body.total).toBe(3);
    const camry = body.data.find((card: { id: number }) => card.id === products.camry);
    expect(camry).toMatchObject({
      title: 'Toyota Camry 2018',
      price: '13900',
      description: 'One owner, clean &lt;b&gt;title&lt;/b&gt;.',
      category_name: 'Cars',
      main_category_name: 'Vehicles',
      status: true,
      saved: false,
      save_job: false,
      favorites: false,
      is_user_post: false,
    });
    // The card's picture as one absolute URL of a card's width.
    expect(camry.image).toMatch(/^https:\/\/jaliya\.example\/media\/.+/);
    expect(JSON.stringify(body)).not.toContain('555 0199');
    // The "All" tile sends sub_id=all; a subcategory's tile its id.
    expect((await data(resultsQuery({ main_id: String(id.Vehicles), sub_id: 'all' }))).total).toBe(3);
    const phones = await data(resultsQuery({ main_id: String(id.Electronics), sub_id: String(id.Phones) }));
    expect(phones.data.map((card: { id: number }) => card.id)).toEqual([products.phone]);
    // Every product of the site when the page has no category at all.
    expect((await data(resultsQuery({}))).total).toBe(4);
    // A subcategory alone (sub_id, or SPEC's category_id) asks for its products too.
    for (const path of [
      `filter-market?main_id=${id.Electronics}&sub_id=${id.Phones}`,
      `filter-market?main_id=&category_id=${id.Phones}`,
    ]) {
      const alone = await data(path);
      expect(
        alone.data.map((card: { id: number }) => card.id),
        path,
      ).toEqual([products.phone]);
      expect(alone.total, path).toBe(1);
    }
  });

  it('filter-market pages by page and limit_by, and applies the old filters', async () => {
    const ids = async (filters: Record<string, string>) =>
      (await data(resultsQuery({ main_id: String(id.Vehicles), ...filters }))).data.map(
        (card: { id: number }) => card.id,
      );
    expect(await ids({ page: '2', limit_by: '1' })).toEqual([products.corolla]);
    expect(await ids({ page: '4', limit_by: '1' })).toEqual([]);
    expect((await data(resultsQuery({ main_id: String(id.Vehicles), page: '9', limit_by: '1' }))).total).toBe(
      3,
    );
    expect(await ids({ looking: '0' })).toEqual([products.wanted]);
    expect(await ids({ looking: '1' })).toEqual([products.corolla, products.camry]);
    expect(await ids({ color: String(id.Black) })).toEqual([products.corolla]);
    expect(await ids({ year_from: '2016', year_to: '2020' })).toEqual([products.camry]);
    expect(await ids({ price_from: '9000' })).toEqual([products.camry]);
    expect(await ids({ sort_by: 'price', order_by: 'asc' })).toEqual([
      products.corolla,
      products.camry,
      products.wanted,
    ]);
    expect(await ids({ sort_by: 'price', order_by: 'desc' })).toEqual([
      products.camry,
      products.corolla,
      products.wanted,
    ]);
    expect(await ids({ place: 'Atlanta', condition: 'used' })).toEqual([products.corolla, products.camry]);
    expect(await ids({ place: 'ديكاتور' })).toEqual([]);
    // A value Jaliya refuses is named by its old field, in the path's language.
    const refused = await legacyCall(t, 'GET', resultsQuery({ year_from: '1800' }), { language: 'ar' });
    expect(refused.statusCode).toBe(400);
    expect(LegacyErrorSchema.parse(refused.json()).errors.year_from?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('user/my-post: the member’s own products with the price and categories the old card shows', async () => {
    const market = (await data('user/my-post', { token: tokenOf(owner.headers) })).data.market;
    const byId = (productId: number) => market.find((item: { id: number }) => item.id === productId);
    expect(byId(products.camry)).toMatchObject({
      price: '13900',
      main_category_name: 'Vehicles',
      category_name: 'Cars',
    });
    expect(byId(products.phone)).toMatchObject({
      price: '700',
      main_category_name: 'Electronics',
      category_name: 'Phones',
    });
    const arabic = (await data('user/my-post', { token: tokenOf(owner.headers), language: 'ar' })).data
      .market;
    expect(arabic.find((item: { id: number }) => item.id === products.camry).main_category_name).toBe(
      'مركبات',
    );
  });

  it('filter-market marks what the caller saved, and ignores Bearer null', async () => {
    const saved = await legacyCall(t, 'POST', 'favorite/market', {
      token: tokenOf(visitor.headers),
      fields: { id: String(products.phone) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await data(resultsQuery({ sub_id: String(id.Phones) }), { token: tokenOf(visitor.headers) });
    expect(mine.data[0]).toMatchObject({ id: products.phone, saved: true, save_job: true, favorites: true });
    const guest = await data(resultsQuery({ sub_id: String(id.Phones) }));
    expect(guest.data[0]).toMatchObject({ saved: false, favorites: false });
  });

  it('main-market/show/{id}: an empty slider and the "All" tile’s image; an unknown category is an old 404', async () => {
    expect((await data(`main-market/show/${id.Vehicles}`)).data).toEqual({
      slider: [],
      image_all_cat: icon('car'),
    });
    const missing = await legacyCall(t, 'GET', 'main-market/show/999999');
    expect(missing.statusCode).toBe(404);
    expect(LegacyErrorSchema.safeParse(missing.json()).success).toBe(true);
    // A directory category is not a marketplace one.
    expect((await legacyCall(t, 'GET', `main-market/show/${id.shops}`)).statusCode).toBe(404);
  });
});
