import type {
  AuditEntry,
  ConsoleMessage,
  ConsoleSubscriber,
  ContentChoice,
  ContentRecord,
  KeysetPage,
} from '@jaliya/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createForm, createSettings, createSite } from '../../seed/factories';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';
type Person = Awaited<ReturnType<typeof registerTestUser>>;

/** A PNG made on the spot, sent as the console's image upload. */
async function multipartImage(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const png = await sharp({
    create: { width: 1600, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const boundary = '----jaliya-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="hero.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.skipIf(isEngineUnavailable())(`console content, settings and inbox (${testEngine})`, () => {
  let t: TestApp;
  let admin: Person;
  let siteId: number;
  let atlantaId: number;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/GA/${lang}/0/${url}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { data: T }).data;
  };
  const publicGet = async (url: string, lang = 'en') =>
    (await t.app.inject({ method: 'GET', url: `/api/GA/${lang}/0/${url}` })).json() as { data: never };
  const uploadImage = async () => {
    const { payload, headers } = await multipartImage();
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/admin/uploads/images`,
      headers: { ...admin.headers, ...headers },
      payload,
    });
    return data<{ id: number }>(response).id;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const site = await createSite(t.db);
    siteId = site.id;
    await createSettings(t.db, { site_id: site.id });
    atlantaId = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    admin = await registerTestUser(t, { name: 'Adam Admin' });
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('adds a hero slide with an uploaded image, and the home page shows it at once', async () => {
    const before = await publicGet('site/home');
    expect(JSON.stringify(before)).not.toContain('Eid in the park');
    const imageId = await uploadImage();
    const created = data<ContentRecord>(
      await call('POST', 'admin/content/hero', {
        imageId,
        titleEn: 'Eid in the park',
        titleAr: 'العيد في الحديقة',
        descriptionEn: 'Join us.',
        descriptionAr: 'انضموا إلينا.',
        sortOrder: 0,
        isPublished: true,
      }),
    );
    expect(created.values).toMatchObject({ titleEn: 'Eid in the park', isPublished: true, imageId });
    expect(created.images.imageId?.url).toMatch(/^\/media\//);
    const home = await publicGet('site/home', 'ar');
    expect(JSON.stringify(home)).toContain('العيد في الحديقة');

    // Unpublishing takes it off the home page, also at once.
    data(await call('PATCH', `admin/content/hero/${created.id}`, { ...created.values, isPublished: false }));
    expect(JSON.stringify(await publicGet('site/home'))).not.toContain('Eid in the park');
  });

  it("stores a hero's description sanitised: markup in it never becomes script on the home page", async () => {
    const imageId = await uploadImage();
    const hostile =
      '<p>Welcome <strong>home</strong></p><script>window.__pwned=1</script>' +
      '<img src=x onerror="window.__pwned=2"><a href="javascript:alert(1)" onclick="alert(2)">more</a>';
    const created = data<ContentRecord>(
      await call('POST', 'admin/content/hero', {
        imageId,
        titleEn: 'Markup test',
        titleAr: 'اختبار الترميز',
        descriptionEn: hostile,
        descriptionAr: `<p dir="rtl">أهلاً</p>${hostile}`,
        sortOrder: 99,
        isPublished: true,
      }),
    );
    const stored = data<ContentRecord>(await call('GET', `admin/content/hero/${created.id}`));
    expect(stored.values.descriptionEn).toBe(
      '<p>Welcome <strong>home</strong></p><a rel="nofollow ugc noopener">more</a>',
    );
    expect(stored.values.descriptionAr).toBe(
      '<p dir="rtl">أهلاً</p><p>Welcome <strong>home</strong></p><a rel="nofollow ugc noopener">more</a>',
    );
    for (const language of ['en', 'ar']) {
      const home = JSON.stringify(await publicGet('site/home', language));
      expect(home).toContain(language === 'en' ? 'Welcome <strong>home</strong>' : 'أهلاً');
      for (const fragment of ['<script', 'onerror', 'onclick', 'javascript:', '__pwned'])
        expect(home, fragment).not.toContain(fragment);
    }
    data(await call('DELETE', `admin/content/hero/${created.id}`));
  });

  it('refuses bad values field by field, in the request language, and writes nothing', async () => {
    const response = await call(
      'POST',
      'admin/content/blog',
      { titleEn: '', titleAr: 'x'.repeat(201), slug: 'Not A Slug', publishedAt: 'yesterday', extra: 1 },
      'ar',
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toMatchObject({
      titleEn: 'هذا الحقل مطلوب',
      titleAr: '٢٠٠ حرفاً على الأكثر',
      slug: expect.stringContaining('community-iftar'),
      publishedAt: 'أدخل تاريخاً ووقتاً صحيحين',
      extra: expect.any(String),
    });
    const blog = data<KeysetPage<ContentRecord>>(await call('GET', 'admin/content/blog'));
    expect(blog.total).toBe(0);
  });

  it('writes an Arabic blog post as a draft, then publishes it: cleaned, listed and searchable', async () => {
    const coverImageId = await uploadImage();
    const draft = data<ContentRecord>(
      await call('POST', 'admin/content/blog', {
        titleEn: 'Ramadan food drive',
        titleAr: 'حملة طعام رمضان',
        slug: '',
        excerptEn: 'Bring a box.',
        excerptAr: 'أحضروا صندوقاً.',
        bodyEn: '<p>Bring a box.</p>',
        bodyAr:
          '<p dir="rtl">أحضروا <strong>صندوقاً</strong> من الطعام.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        authorEn: 'Huda',
        authorAr: 'هدى',
        coverImageId,
        publishedAt: null,
        isPublished: false,
      }),
    );
    expect(draft.values.slug).toBe('ramadan-food-drive');
    expect(draft.values.bodyAr).toBe('<p dir="rtl">أحضروا <strong>صندوقاً</strong> من الطعام.</p>');
    expect(JSON.stringify(await publicGet('blog/posts?page=1'))).not.toContain('Ramadan food drive');
    expect(
      JSON.stringify(await publicGet('search/results?keyword=%D8%B1%D9%85%D8%B6%D8%A7%D9%86', 'ar')),
    ).not.toContain('حملة طعام رمضان');

    data(await call('PATCH', `admin/content/blog/${draft.id}`, { ...draft.values, isPublished: true }));
    expect(JSON.stringify(await publicGet('blog/posts?page=1'))).toContain('Ramadan food drive');
    expect(
      JSON.stringify(await publicGet('search/results?keyword=%D8%B1%D9%85%D8%B6%D8%A7%D9%86', 'ar')),
    ).toContain('حملة طعام رمضان');

    // The latest published first, a keyset page at a time.
    const later = data<ContentRecord>(
      await call('POST', 'admin/content/blog', {
        titleEn: 'Scheduled for next year',
        titleAr: 'مجدولة للعام القادم',
        publishedAt: '2027-01-01T09:00:00-05:00',
        isPublished: true,
      }),
    );
    const first = data<KeysetPage<ContentRecord>>(await call('GET', 'admin/content/blog?limit=1'));
    expect(first.items.map((item) => item.id)).toEqual([later.id]);
    const second = data<KeysetPage<ContentRecord>>(
      await call('GET', `admin/content/blog?limit=1&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((item) => item.id)).toEqual([draft.id]);
    expect(second.nextCursor).toBeNull();
    // A post dated later stays off the site until then.
    expect(JSON.stringify(await publicGet('blog/posts?page=1'))).not.toContain('Scheduled for next year');

    // A second post cannot take the same address.
    const clash = await call('POST', 'admin/content/blog', {
      titleEn: 'Ramadan food drive',
      titleAr: 'ثانية',
    });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys((clash.json() as { error: { fields: object } }).error.fields)).toEqual(['slug']);

    const audit = data<KeysetPage<AuditEntry>>(await call('GET', 'admin/audit-log?action=content.update'));
    expect(audit.items[0]).toMatchObject({
      actorName: 'Adam Admin',
      targetType: 'content',
      targetLabel: 'blog: Ramadan food drive',
      before: { isPublished: false },
      after: { isPublished: true },
    });
  });

  it('keeps categories whole: a subcategory under a main one of its kind, and nothing in use deleted', async () => {
    const main = data<ContentRecord>(
      await call('POST', 'admin/content/categories', {
        kind: 'market',
        parentId: null,
        nameEn: 'Vehicles',
        nameAr: 'مركبات',
        icon: 'car',
        sortOrder: 1,
      }),
    );
    const wrongKind = await call('POST', 'admin/content/categories', {
      kind: 'job',
      parentId: main.id,
      nameEn: 'Drivers',
      nameAr: 'سائقون',
      icon: 'car',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.keys((wrongKind.json() as { error: { fields: object } }).error.fields)).toEqual([
      'parentId',
    ]);
    const sub = data<ContentRecord>(
      await call('POST', 'admin/content/categories', {
        kind: 'market',
        parentId: main.id,
        nameEn: 'Cars',
        nameAr: 'سيارات',
        icon: 'car',
      }),
    );
    const choices = data<ContentChoice[]>(await call('GET', 'admin/content/categories/choices'));
    expect(choices.find((choice) => choice.id === sub.id)?.label).toBe('Vehicles › Cars (market)');

    const inUse = await call('DELETE', `admin/content/categories/${main.id}`);
    expect(inUse.statusCode).toBe(409);
    expect((inUse.json() as { error: { code: string } }).error.code).toBe('CONTENT_IN_USE');
    data(await call('DELETE', `admin/content/categories/${sub.id}`));
    data(await call('DELETE', `admin/content/categories/${main.id}`));
    expect((await call('GET', `admin/content/categories/${main.id}`)).statusCode).toBe(404);

    // Another site's category is not this site's to read.
    const other = await createSite(t.db, { code: 'MI', name_en: 'Michigan', name_ar: 'ميشيغان' });
    const theirs = await createCategory(t.db, {
      site_id: other.id,
      parent_id: null,
      kind: 'job',
      name_en: 'Theirs',
      name_ar: 'لهم',
      sort_order: 0,
    });
    expect((await call('GET', `admin/content/categories/${theirs.id}`)).statusCode).toBe(404);
  });

  it('saves the settings, and the public settings show the change at once', async () => {
    const [settings] = data<KeysetPage<ContentRecord>>(await call('GET', 'admin/content/settings')).items;
    expect(settings?.id).toBe(siteId);
    const before = await publicGet('site/settings');
    expect(JSON.stringify(before)).not.toContain('office@jaliya.example');
    const noChatId = await call('PATCH', `admin/content/settings/${siteId}`, {
      ...settings?.values,
      liveChatProvider: 'crisp',
      liveChatId: '',
    });
    expect(Object.keys((noChatId.json() as { error: { fields: object } }).error.fields)).toEqual([
      'liveChatId',
    ]);
    data(
      await call('PATCH', `admin/content/settings/${siteId}`, {
        ...settings?.values,
        contactEmail: 'office@jaliya.example',
        copyrightAr: 'جميع الحقوق محفوظة',
      }),
    );
    expect(JSON.stringify(await publicGet('site/settings'))).toContain('office@jaliya.example');
  });

  it("keeps the site's times: posts expire and owners are warned on its schedule, pages are kept for its seconds", async () => {
    const [settings] = data<KeysetPage<ContentRecord>>(await call('GET', 'admin/content/settings')).items;
    const save = (values: object, lang = 'en') =>
      call('PATCH', `admin/content/settings/${siteId}`, { ...settings?.values, ...values }, lang);
    const outOfRange = await save({ postExpiryDays: 0, expiryWarningDays: 31, pageCacheSeconds: -1 }, 'ar');
    expect(outOfRange.statusCode).toBe(400);
    expect(Object.keys(outOfRange.json().error.fields).sort()).toEqual([
      'expiryWarningDays',
      'pageCacheSeconds',
      'postExpiryDays',
    ]);
    const badTiles = await save({ mapTileUrl: 'http://tiles.example/{z}/{x}.png' });
    expect(badTiles.json().error.fields.mapTileUrl).toBe(
      'Use an https address that contains {z}, {x} and {y}',
    );

    const pageSeconds = () => t.app.services.settings.pageCacheSecondsFor('GA', 60_000, 60);
    expect(await pageSeconds()).toBe(60);
    const saved = data<ContentRecord>(
      await save({ postExpiryDays: 7, expiryWarningDays: 0, pageCacheSeconds: 0 }),
    );
    expect(saved.values).toMatchObject({ postExpiryDays: 7, expiryWarningDays: 0, pageCacheSeconds: 0 });
    // The pages' cached copy of the settings dropped with the save: the page cache is off at once.
    expect(await pageSeconds()).toBe(0);

    const owner = await registerTestUser(t, { name: 'Olivia Owner' });
    const posted = await t.app.inject({
      method: 'POST',
      url: `${base}/jobs`,
      headers: owner.headers,
      payload: {
        intent: 'offer',
        title: 'Weekend cashier',
        description: 'Saturdays and Sundays.',
        cityId: atlantaId,
        phone: '+1 404 555 0123',
        email: 'hiring@example.com',
        jobType: 'part_time',
        workLocation: 'Atlanta',
        posterType: 'company',
        company: 'Cedar Market',
        salary: 16,
        salaryType: 'hour',
        experience: 'none',
      },
    });
    const jobId = data<{ id: number }>(posted).id;
    const review = data<{ item: { version: number } }>(await call('GET', `admin/review-queue/${jobId}`));
    data(
      await call('POST', `admin/review-queue/${jobId}/decision`, {
        action: 'approve',
        version: review.item.version,
      }),
    );
    const expiresAt = async () =>
      (
        await t.db
          .selectFrom('listings')
          .select('expires_at')
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).expires_at;
    const days = (new Date(String(await expiresAt())).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Two days before expiry: no e-mail while the site says 0, one once it uses the server's 3.
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await t.db.updateTable('listings').set({ expires_at: soon }).where('id', '=', jobId).execute();
    const warnedAt = async () =>
      (
        await t.db
          .selectFrom('listings')
          .select('expiry_warned_at')
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).expiry_warned_at;
    await t.app.services.expiry.warnSoon();
    expect(await warnedAt()).toBeNull();
    data(await save({ postExpiryDays: null, expiryWarningDays: null, pageCacheSeconds: null }));
    expect(await pageSeconds()).toBe(60);
    await t.app.services.expiry.warnSoon();
    expect(await warnedAt()).toBe(soon);
    await smtp.nextMessageTo(owner.email, 0, /expires soon/);
  });

  it('lists contact messages, answers one by e-mail in its language and marks it answered', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/GA/ar/0/contact',
      payload: { name: 'سلمى', email: 'salma@example.com', phone: '', message: 'متى يفتح المركز؟' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const page = data<KeysetPage<ConsoleMessage>>(await call('GET', 'admin/messages?status=new'));
    const message = page.items.find((item) => item.email === 'salma@example.com');
    expect(message).toMatchObject({ language: 'ar', status: 'new' });
    const since = smtp.messages.length;
    const answered = data<ConsoleMessage>(
      await call('POST', `admin/messages/${message?.id}/reply`, { reply: 'يفتح في التاسعة صباحاً.' }),
    );
    expect(answered.status).toBe('answered');
    const mail = await smtp.nextMessageTo('salma@example.com', since, /رد/);
    expect(mail.text).toContain('يفتح في التاسعة صباحاً.');
    expect(mail.text).toContain('متى يفتح المركز؟');
    const empty = await call('POST', `admin/messages/${message?.id}/reply`, { reply: '  ' });
    expect(empty.statusCode).toBe(400);
    data(await call('PATCH', `admin/messages/${message?.id}`, { status: 'read' }));
  });

  it('finds and removes a newsletter subscriber', async () => {
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `${base}/subscribes`,
      payload: { email: 'reader@example.com' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const page = data<KeysetPage<ConsoleSubscriber>>(await call('GET', 'admin/subscribers?q=READER'));
    expect(page.items.map((item) => item.email)).toEqual(['reader@example.com']);
    data(await call('DELETE', `admin/subscribers/${page.items[0]?.id}`));
    expect(data<KeysetPage<ConsoleSubscriber>>(await call('GET', 'admin/subscribers?q=reader')).total).toBe(
      0,
    );
    expect((await call('DELETE', `admin/subscribers/${page.items[0]?.id}`)).statusCode).toBe(404);
  });

  it("shows a form's submissions with its fields, and the search log with the top queries", async () => {
    const form = await createForm(
      t.db,
      {
        site_id: siteId,
        slug: 'volunteer',
        title_en: 'Volunteer',
        title_ar: 'تطوع',
        intro_en: '',
        intro_ar: '',
        success_en: 'Thanks',
        success_ar: 'شكراً',
        is_published: 1,
      },
      [{ name: 'full_name', type: 'text', label_en: 'Full name', label_ar: 'الاسم الكامل', is_required: 1 }],
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${base}/forms/volunteer`,
      payload: { full_name: 'Omar' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const submissions = data<{ items: { values: object }[]; fields: object[] }>(
      await call('GET', `admin/forms/${form.id}/submissions`, undefined, 'ar'),
    );
    expect(submissions.fields).toEqual([{ name: 'full_name', label: 'الاسم الكامل' }]);
    expect(submissions.items[0]?.values).toEqual({ full_name: 'Omar' });
    // A form with submissions is kept: unpublish it instead.
    expect((await call('DELETE', `admin/content/forms/${form.id}`)).statusCode).toBe(409);

    for (const keyword of ['bakery', 'bakery', 'zzqx']) await publicGet(`search/results?keyword=${keyword}`);
    const log = data<{ top: { query: string; count: number; zeroResults: number }[]; total: number }>(
      await call('GET', 'admin/search-queries'),
    );
    expect(log.top[0]).toMatchObject({ query: 'bakery', count: 2 });
    const zero = data<{ items: { query: string }[] }>(
      await call('GET', 'admin/search-queries?zeroResults=1'),
    );
    expect(zero.items.map((item) => item.query)).toContain('zzqx');
  });
});
