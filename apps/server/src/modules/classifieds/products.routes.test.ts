import type {
  KeysetPage,
  MarketCatalogue,
  OwnListing,
  Product,
  ProductCard,
  ReviewDetail,
} from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketCatalogue } from '../../seed/classifieds-seed';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';
type Headers = Record<string, string>;

describe.skipIf(isEngineUnavailable())(`marketplace API (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let decatur: number;
  let moderator: Headers;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let catalogue: MarketCatalogue;
  /** Ids by English name: main categories, subcategories, models and colours. */
  const id: Record<string, number> = {};

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

  const productInput = async (overrides: Record<string, unknown> = {}) => ({
    intent: 'offer',
    title: 'Toyota Camry 2018',
    description: 'One owner, clean title.',
    cityId: atlanta,
    phone: '+1 404 555 0199',
    mainCategoryId: id.Vehicles,
    categoryId: id.Cars,
    condition: 'used',
    year: 2018,
    modelId: id['Toyota Camry'],
    colorId: id.Silver,
    price: 13900,
    photoIds: [await uploadListingPhoto(t, owner.headers, { hue: 20 })],
    ...overrides,
  });

  async function postAndApprove(overrides: Record<string, unknown> = {}) {
    const created = await call('POST', 'products', owner.headers, await productInput(overrides));
    expect(created.statusCode, created.body).toBe(200);
    const { id: productId } = data<OwnListing>(created);
    await call('POST', `moderation/listings/${productId}`, moderator, { action: 'approve' });
    return productId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    decatur = (
      await createCity(t.db, { site_id: site.id, name_en: 'Decatur', name_ar: 'ديكاتور', sort_order: 1 })
    ).id;
    await seedMarketCatalogue(t.db, site.id);
    catalogue = data<MarketCatalogue>(await call('GET', 'products/catalogue'));
    for (const main of catalogue.categories) {
      id[main.name] = main.id;
      for (const sub of main.subCategories) id[sub.name] = sub.id;
    }
    for (const model of catalogue.models) id[model.name] = model.id;
    for (const color of catalogue.colors) id[color.name] = color.id;
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
    owner = await registerTestUser(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the catalogue in both languages: categories in order with subcategories, models, colours, years', async () => {
    expect(catalogue.categories.map((main) => main.name).slice(0, 2)).toEqual(['Vehicles', 'Electronics']);
    expect(catalogue.categories[0]?.subCategories.map((sub) => sub.name)).toContain('Cars');
    expect(catalogue.models.find((model) => model.name === 'Toyota Camry')?.categoryId).toBe(id.Cars);
    expect(catalogue.years[0]).toBe(new Date().getUTCFullYear() + 1);
    expect(catalogue.years.at(-1)).toBe(1950);
    const arabic = data<MarketCatalogue>(await call('GET', '/api/GA/ar/0/products/catalogue'));
    expect(arabic.categories[0]?.name).toBe('مركبات');
    expect(arabic.colors.map((color) => color.name)).toContain('فضي');
  });

  it('shows a moderator its own fields named by its declaration: model and colour by name, choices by label', async () => {
    const created = await call(
      'POST',
      'products',
      owner.headers,
      await productInput({ title: 'Camry to review' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id: productId } = data<OwnListing>(created);
    const review = await call('GET', `/api/GA/ar/0/admin/review-queue/${productId}`, moderator);
    expect(review.statusCode, review.body).toBe(200);
    const fields = data<ReviewDetail>(review).fields;
    const field = (key: string) => fields.find((candidate) => candidate.key === key);
    expect(field('modelId')).toMatchObject({ label: 'الطراز', value: 'تويوتا كامري' });
    expect(field('colorId')).toMatchObject({ label: 'اللون', value: 'فضي' });
    expect(field('condition')).toMatchObject({ label: 'الحالة', value: 'مستعمل' });
    expect(field('intent')?.value).toBe('للبيع');
    expect(field('cityId')).toMatchObject({ value: 'أتلانتا' });
    await call('DELETE', `products/${productId}`, owner.headers);
  });

  it('posts a product, shows it once approved with its names, and filters on every field', async () => {
    const camry = await postAndApprove();
    const phone = await postAndApprove({
      title: 'iPhone 15, like new',
      mainCategoryId: id.Electronics,
      categoryId: id.Phones,
      modelId: id['iPhone 15'],
      colorId: id.Black,
      condition: 'new',
      year: 2023,
      price: 700,
    });
    const wanted = await postAndApprove({
      intent: 'seek',
      title: 'Wanted: a Corolla',
      condition: '',
      modelId: '',
      colorId: null,
      year: '',
      price: '',
      photoIds: [],
    });

    const product = data<Product>(await call('GET', `products/${camry}`));
    expect(product).toMatchObject({
      kind: 'product',
      intent: 'offer',
      mainCategory: { id: id.Vehicles, name: 'Vehicles' },
      category: { id: id.Cars, name: 'Cars' },
      model: { name: 'Toyota Camry' },
      color: { name: 'Silver', hex: '#c0c0c0' },
      condition: 'used',
      year: 2018,
      price: 13900,
      hasPhone: true,
      hasEmail: false,
    });
    expect(JSON.stringify(product)).not.toContain('555 0199');
    const arabic = data<Product>(await call('GET', `/api/GA/ar/0/products/${camry}`));
    expect(arabic.model?.name).toBe('تويوتا كامري');
    expect(data<Product>(await call('GET', `products/${wanted}`))).toMatchObject({
      condition: null,
      year: null,
      model: null,
      color: null,
      price: null,
    });

    const ids = async (query: string) =>
      data<KeysetPage<ProductCard>>(await call('GET', `products?${query}`)).items.map((item) => item.id);
    expect(await ids(`main_id=${id.Vehicles}`)).toEqual([wanted, camry]);
    expect(await ids(`category_id=${id.Phones}`)).toEqual([phone]);
    expect(await ids('condition=new')).toEqual([phone]);
    expect(await ids('year_from=2019')).toEqual([phone]);
    expect(await ids('year_from=2015&year_to=2020')).toEqual([camry]);
    expect(await ids(`model_id=${id['Toyota Camry']}`)).toEqual([camry]);
    expect(await ids(`color_id=${id.Black}`)).toEqual([phone]);
    expect(await ids('intent=seek')).toEqual([wanted]);
    expect(await ids('price_min=500&price_max=1000')).toEqual([phone]);
    // A wanted post without a budget sorts last by price, either way.
    expect(await ids('sort=price_low')).toEqual([phone, camry, wanted]);
    expect(await ids('sort=price_high&condition=&year_from=')).toEqual([camry, phone, wanted]);
    expect((await call('GET', 'products?year_from=1800&condition=broken')).statusCode).toBe(400);
    expect((await call('GET', 'products?year_from=2000.5')).statusCode).toBe(400);
    // Counts follow the city the request is scoped to, as the lists do.
    const inAtlanta = data<MarketCatalogue>(await call('GET', `/api/GA/en/${atlanta}/products/catalogue`));
    expect(inAtlanta.categories.find((main) => main.id === id.Vehicles)?.count).toBe(2);
    const elsewhere = data<MarketCatalogue>(await call('GET', `/api/GA/en/${decatur}/products/catalogue`));
    expect(elsewhere.categories.every((main) => main.count === 0)).toBe(true);
    const vehicles = inAtlanta.categories.find((main) => main.id === id.Vehicles);
    expect(vehicles?.subCategories.find((sub) => sub.name === 'Cars')?.count).toBe(2);
  });

  it('asks for every required field in the visitor’s language, and checks the lists fit together', async () => {
    const response = await call('POST', '/api/GA/ar/0/products', owner.headers, { phone: '', email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      intent: 'تحديد البيع أو الشراء مطلوب',
      title: 'العنوان مطلوب',
      mainCategoryId: 'الفئة الرئيسية مطلوبة',
      categoryId: 'الفئة الفرعية مطلوبة',
      phone: 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني',
    });
    const english = await call('POST', 'products', owner.headers, { intent: 'offer' });
    expect(english.json().error.fields).toMatchObject({
      title: 'Title is required',
      condition: 'Condition is required',
      price: 'Price is required',
      photoIds: 'Image is required',
    });
    expect(
      (await call('POST', 'products', owner.headers, { intent: 'nothing' })).json().error.fields.intent,
    ).toBe('Looking for sale or buy is required');

    const outOfBounds = await call(
      'POST',
      'products',
      owner.headers,
      await productInput({ year: 1800, price: -1, cityId: 2_147_483_648, modelId: 2_147_483_648 }),
    );
    expect(Object.keys(outOfBounds.json().error.fields).sort()).toEqual([
      'cityId',
      'modelId',
      'price',
      'year',
    ]);
    // A phone category under Vehicles (so the Camry no longer fits it) and a colour that does not exist.
    const misfiled = await call(
      'POST',
      'products',
      owner.headers,
      await productInput({ categoryId: id.Phones, colorId: 999_999 }),
    );
    expect(Object.keys(misfiled.json().error.fields).sort()).toEqual(['categoryId', 'colorId', 'modelId']);
    const wrongModel = await call(
      'POST',
      'products',
      owner.headers,
      await productInput({ modelId: id['iPhone 15'] }),
    );
    expect(wrongModel.json().error.fields).toEqual({ modelId: 'Please choose a model from the list' });
    const mine = data<KeysetPage<OwnListing>>(await call('GET', 'my/products', owner.headers));
    expect(mine.items.every((item) => item.title !== '')).toBe(true);
  });

  it('closes a product as sold, saves it, and takes the old client’s form and addresses', async () => {
    const other = await registerTestUser(t);
    const productId = await postAndApprove({ title: 'Stroller' });
    expect(
      (await call('POST', 'profile/save', other.headers, { type: 'product', id: productId })).statusCode,
    ).toBe(200);
    const saved = data<KeysetPage<ProductCard>>(await call('GET', 'my/saved/products', other.headers));
    expect(saved.items.map((item) => item.id)).toEqual([productId]);
    // Nobody else may change it.
    expect(
      (await call('POST', `products/${productId}/actions`, other.headers, { action: 'close' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `products/${productId}`, other.headers)).statusCode).toBe(404);
    expect(
      data(
        await call('POST', `products/${productId}/actions`, owner.headers, {
          action: 'close',
          reason: 'sold',
        }),
      ),
    ).toEqual({ id: productId, status: 'closed' });
    expect((await call('GET', `market/web/show/${productId}`)).statusCode).toBe(404);

    const { intent: _intent, ...fields } = await productInput();
    const old = await call('POST', 'products', owner.headers, { ...fields, intent: 'offer' });
    expect(old.statusCode, old.body).toBe(200);
    expect(data<OwnListing>(old)).toMatchObject({ kind: 'product', status: 'pending' });
    const removed = await call('DELETE', `products/${data<OwnListing>(old).id}`, owner.headers);
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
