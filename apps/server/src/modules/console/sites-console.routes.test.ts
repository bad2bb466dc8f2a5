import type { AuditEntry, ConsoleSite, KeysetPage } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createCity, createPage, createSettings, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { runSiteCommand, SiteInputError } from '../sites/site-admin';
import { SitesRepository } from '../sites/sites.repository';

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerTestUser>>;

const PUBLIC_URL = 'https://jaliya.example';

/*
 * The console's sites page (issue 36): deployment admins list, make and change the deployment's
 * sites through the same service as `npm run site`, with the same problems field by field (in
 * the request's language); a site's own admin or moderator, or anyone else, finds nothing there.
 */
describe.skipIf(isEngineUnavailable())(`the console's sites (${testEngine})`, () => {
  let t: TestApp;
  let deploymentAdmin: Person;
  let gaAdmin: Person;
  let gaModerator: Person;
  let someone: Person;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    headers: Headers,
    payload?: object,
    { site = 'GA', language = 'en' }: { site?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/${site}/${language}/0/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const fields = (response: { json: () => unknown }) =>
    (response.json() as { error: { fields?: Record<string, string> } }).error.fields;
  const on = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const siteCodes = async () =>
    (await t.db.selectFrom('sites').select('code').orderBy('code').execute()).map((site) => site.code);

  const texas = {
    code: 'tx',
    hosts: ['TX.example.org', 'texas.example.org'],
    nameEn: 'Texas',
    nameAr: 'تكساس',
    timeZone: 'America/Chicago',
    isOpen: true,
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db);
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Michigan',
      name_ar: 'ميشيغان',
      time_zone: 'America/Detroit',
      sort_order: 1,
    });
    await sites.replaceHosts(georgia.id, ['ga.example.org']);
    await sites.replaceHosts(michigan.id, ['mi.example.org']);
    for (const site of [georgia, michigan]) await createSettings(t.db, { site_id: site.id });
    await createCity(t.db, { site_id: georgia.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
    await createCategory(t.db, {
      site_id: georgia.id,
      parent_id: null,
      kind: 'service',
      name_en: 'Lawyers',
      name_ar: 'محامون',
      sort_order: 0,
    });
    await createPage(t.db, {
      site_id: georgia.id,
      key: 'about',
      image_id: null,
      title_en: 'About Jaliya',
      title_ar: 'عن جالية',
      summary_en: 'Who we are.',
      summary_ar: 'من نحن.',
      body_en: '<p>We are neighbours.</p>',
      body_ar: '<p>نحن جيران.</p>',
    });
    deploymentAdmin = await registerTestUser(t, { name: 'Dina Deployment' });
    gaAdmin = await registerTestUser(t, { name: 'Adam Georgia' });
    gaModerator = await registerTestUser(t, { name: 'Mona Georgia' });
    someone = await registerTestUser(t, { name: 'Sami Someone' });
    await t.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', deploymentAdmin.user.id)
      .execute();
    await t.db
      .insertInto('site_roles')
      .values([
        { user_id: gaAdmin.user.id, site_id: georgia.id, role: 'admin' },
        { user_id: gaModerator.user.id, site_id: georgia.id, role: 'moderator' },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('lists every site for a deployment admin, on any site’s address, with its hosts and counts', async () => {
    for (const site of ['GA', 'MI']) {
      const listed = await call('GET', 'admin/sites', deploymentAdmin.headers, undefined, { site });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      expect(
        data<ConsoleSite[]>(listed).map((entry) => [
          entry.code,
          entry.nameAr,
          entry.hosts.join(' '),
          entry.address,
          entry.isOpen,
          entry.isDefault,
          entry.cityCount,
        ]),
      ).toEqual([
        ['GA', 'جورجيا', 'ga.example.org', PUBLIC_URL, true, true, 1],
        ['MI', 'ميشيغان', 'mi.example.org', 'https://mi.example.org', true, false, 0],
      ]);
    }
  });

  it("keeps a site's admin or moderator, and anyone else, out: the same 404 as every console route they lack", async () => {
    for (const person of [gaAdmin, gaModerator, someone]) {
      for (const site of ['GA', 'MI']) {
        const options = { site };
        expect((await call('GET', 'admin/sites', person.headers, undefined, options)).statusCode).toBe(404);
        expect((await call('POST', 'admin/sites', person.headers, texas, options)).statusCode).toBe(404);
        const renamed = await call('PATCH', 'admin/sites/MI', person.headers, { nameEn: 'Mine' }, options);
        expect(renamed.statusCode).toBe(404);
      }
    }
    expect((await call('GET', 'admin/sites', {})).statusCode).toBe(401);
    expect((await call('POST', 'admin/sites', {}, texas)).statusCode).toBe(401);
    // The Georgia admin is still an admin of Georgia's console.
    expect((await call('GET', 'admin/users', gaAdmin.headers)).statusCode).toBe(200);
    expect(await siteCodes()).toEqual(['GA', 'MI']);
    const michigan = await t.db
      .selectFrom('sites')
      .selectAll()
      .where('code', '=', 'MI')
      .executeTakeFirstOrThrow();
    expect(michigan.name_en).toBe('Michigan');
  });

  it('refuses wrong values field by field, in English and in Arabic, and writes nothing', async () => {
    const wrong = {
      code: 'X1',
      hosts: ['https://x.example/'],
      nameEn: '',
      nameAr: '  ',
      timeZone: 'Mars/Base',
    };
    const english = await call('POST', 'admin/sites', deploymentAdmin.headers, wrong);
    expect(english.statusCode, english.body).toBe(400);
    expect(fields(english)).toEqual({
      code: 'Use 2 to 8 letters, such as MI',
      hosts:
        '“https://x.example/” is not a host name: use letters, digits, hyphens and dots, such as mi.example.org (no scheme, port or path)',
      nameEn: 'This field is required',
      nameAr: 'This field is required',
      timeZone: 'Use a time zone name such as America/New_York',
    });
    const arabic = await call('POST', 'admin/sites', deploymentAdmin.headers, wrong, { language: 'ar' });
    expect(arabic.statusCode, arabic.body).toBe(400);
    const arabicFields = fields(arabic) ?? {};
    expect(Object.keys(arabicFields).sort()).toEqual(['code', 'hosts', 'nameAr', 'nameEn', 'timeZone']);
    expect(arabicFields.code).toBe('استخدم من حرفين إلى ٨ أحرف إنجليزية، مثل MI');
    expect(arabicFields.hosts).toContain('ليس اسم نطاق');
    for (const text of Object.values(arabicFields)) expect(text).toMatch(/[\u0600-\u06FF]/);

    // Not a host at all, an unknown template, a name too long, shapes the contract refuses.
    const noHost = await call('POST', 'admin/sites', deploymentAdmin.headers, {
      ...texas,
      hosts: [],
      from: 'ZZ',
      nameEn: 'T'.repeat(121),
    });
    expect(fields(noHost)).toEqual({
      hosts: 'Give at least one host name the site answers on, such as mi.example.org',
      from: 'There is no site ZZ to copy from',
      nameEn: 'At most 120 characters',
    });
    const shapes = await call('POST', 'admin/sites', deploymentAdmin.headers, {
      ...texas,
      hosts: 'tx.example.org',
      isOpen: 'yes',
      colour: 'red',
    });
    expect(shapes.statusCode).toBe(400);
    expect(Object.keys(fields(shapes) ?? {}).sort()).toEqual(['colour', 'hosts', 'isOpen']);
    expect(await siteCodes()).toEqual(['GA', 'MI']);
  });

  it('refuses a code or a host another site has, in the words of the command line', async () => {
    const taken = await call('POST', 'admin/sites', deploymentAdmin.headers, {
      ...texas,
      code: 'mi',
      hosts: ['new.example.org', 'MI.example.org:8443'],
    });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(fields(taken)).toEqual({
      code: 'Site MI already exists: change that site instead',
      hosts: 'mi.example.org already belongs to site MI',
    });
    const arabic = await call(
      'POST',
      'admin/sites',
      deploymentAdmin.headers,
      { ...texas, hosts: ['ga.example.org'] },
      { language: 'ar' },
    );
    expect(fields(arabic)).toEqual({ hosts: 'ga.example.org تابع من قبل للموقع GA' });
    // PUBLIC_URL's host is the default site's address, even though no site lists it.
    const publicHost = await call('POST', 'admin/sites', deploymentAdmin.headers, {
      ...texas,
      hosts: ['tx.example.org', 'Jaliya.example'],
    });
    expect(fields(publicHost)).toEqual({ hosts: 'jaliya.example already belongs to site GA' });
    // The command line says the same, by its option's name: one set of rules for both.
    const command = runSiteCommand(
      ['create', '--code', 'TX', '--host', 'ga.example.org', '--name-en', 'Texas', '--name-ar', 'تكساس'],
      { db: t.db, defaultSite: 'GA', publicUrl: PUBLIC_URL },
    );
    await expect(command).rejects.toBeInstanceOf(SiteInputError);
    await expect(command).rejects.toMatchObject({
      fields: {
        host: 'ga.example.org already belongs to site GA',
        'time-zone': 'Use a time zone name such as America/New_York',
      },
    });
    expect(await siteCodes()).toEqual(['GA', 'MI']);
  });

  it('makes a site served on its host within a second, copying the default site, and logs it', async () => {
    expect((await on('tx.example.org', '/robots.txt')).body).toContain(`${PUBLIC_URL}/sitemap.xml`);
    const started = Date.now();
    const created = await call('POST', 'admin/sites', deploymentAdmin.headers, texas);
    expect(created.statusCode, created.body).toBe(201);
    expect(data<ConsoleSite>(created)).toMatchObject({
      code: 'TX',
      nameEn: 'Texas',
      nameAr: 'تكساس',
      timeZone: 'America/Chicago',
      hosts: ['tx.example.org', 'texas.example.org'],
      address: 'https://tx.example.org',
      isOpen: true,
      isDefault: false,
      postCount: 0,
      cityCount: 0,
    });
    let robots = '';
    while (Date.now() - started < 1000) {
      robots = (await on('texas.example.org', '/robots.txt')).body;
      if (robots.includes('https://tx.example.org/sitemap.xml')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(robots).toContain('Sitemap: https://tx.example.org/sitemap.xml');
    expect(Date.now() - started).toBeLessThan(1000);
    const about = await on('tx.example.org', '/api/TX/ar/0/pages/about');
    expect(about.statusCode, about.body).toBe(200);
    expect(about.body).toContain('عن جالية');
    // Georgia's state menu names Texas at once (this process read the change when it made it).
    const settings = await on('ga.example.org', '/api/GA/en/0/site/settings');
    expect(settings.body).toContain('https://tx.example.org');

    // The command line lists it as the console made it.
    const listed = await runSiteCommand(['list'], { db: t.db, defaultSite: 'GA', publicUrl: PUBLIC_URL });
    expect(listed[2]).toContain('TX  Texas / تكساس  America/Chicago  open  https://tx.example.org');

    // The deployment's entry: in every site's audit log.
    for (const site of ['GA', 'MI']) {
      const log = data<KeysetPage<AuditEntry>>(
        await call('GET', 'admin/audit-log?action=site.create', deploymentAdmin.headers, undefined, { site }),
      );
      expect(log.items).toHaveLength(1);
      expect(log.items[0]).toMatchObject({
        actorName: 'Dina Deployment',
        targetType: 'site',
        targetLabel: 'TX: Texas',
        before: null,
        after: { code: 'TX', hosts: ['tx.example.org', 'texas.example.org'], isOpen: true, from: 'GA' },
      });
    }
    // A second time is a code already taken, not a second site (nor an error page).
    const again = await call('POST', 'admin/sites', deploymentAdmin.headers, {
      ...texas,
      hosts: ['tx2.example.org'],
    });
    expect(fields(again)).toEqual({ code: 'Site TX already exists: change that site instead' });
  });

  it('changes names, time zone and hosts, closes and opens a site, and logs only what changed', async () => {
    const changed = await call('PATCH', 'admin/sites/tx', deploymentAdmin.headers, {
      nameEn: ' Lone Star ',
      nameAr: 'ولاية تكساس',
      timeZone: 'America/Denver',
      // texas.example.org removed, lonestar.example.org added.
      hosts: ['tx.example.org', 'lonestar.example.org'],
      isOpen: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(data<ConsoleSite>(changed)).toMatchObject({
      nameEn: 'Lone Star',
      nameAr: 'ولاية تكساس',
      timeZone: 'America/Denver',
      hosts: ['tx.example.org', 'lonestar.example.org'],
      isOpen: false,
    });
    // At once in this process: "Coming Soon" keeps crawlers out; the removed host is the default site's.
    expect((await on('lonestar.example.org', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await on('texas.example.org', '/robots.txt')).body).toContain(`${PUBLIC_URL}/sitemap.xml`);

    const opened = await call('PATCH', 'admin/sites/TX', deploymentAdmin.headers, { isOpen: true });
    expect(data<ConsoleSite>(opened).isOpen).toBe(true);
    // Nothing new to change: nothing written, nothing logged.
    const same = await call('PATCH', 'admin/sites/TX', deploymentAdmin.headers, { nameEn: 'Lone Star' });
    expect(same.statusCode).toBe(200);

    const log = data<KeysetPage<AuditEntry>>(
      await call('GET', 'admin/audit-log?action=site.update', deploymentAdmin.headers),
    );
    expect(log.items.map((entry) => [entry.before, entry.after])).toEqual([
      [{ isOpen: false }, { isOpen: true }],
      [
        {
          nameEn: 'Texas',
          nameAr: 'تكساس',
          timeZone: 'America/Chicago',
          hosts: ['tx.example.org', 'texas.example.org'],
          isOpen: true,
        },
        {
          nameEn: 'Lone Star',
          nameAr: 'ولاية تكساس',
          timeZone: 'America/Denver',
          hosts: ['tx.example.org', 'lonestar.example.org'],
          isOpen: false,
        },
      ],
    ]);
  });

  it('refuses wrong changes field by field; a site that is not there is a 404', async () => {
    const wrong = await call(
      'PATCH',
      'admin/sites/TX',
      deploymentAdmin.headers,
      { nameAr: '', timeZone: 'Nowhere', hosts: ['mi.example.org'] },
      { language: 'ar' },
    );
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(fields(wrong)).toEqual({
      nameAr: expect.stringMatching(/[\u0600-\u06FF]/),
      timeZone: expect.stringMatching(/[\u0600-\u06FF]/),
      hosts: 'mi.example.org تابع من قبل للموقع MI',
    });
    const noHosts = await call('PATCH', 'admin/sites/TX', deploymentAdmin.headers, { hosts: [] });
    expect(fields(noHosts)).toEqual({
      hosts: 'Give at least one host name the site answers on, such as mi.example.org',
    });
    expect(
      (await call('PATCH', 'admin/sites/ZZ', deploymentAdmin.headers, { isOpen: true })).statusCode,
    ).toBe(404);
    const badCode = await call('PATCH', 'admin/sites/T1', deploymentAdmin.headers, { isOpen: true });
    expect(badCode.statusCode).toBe(400);
    expect(fields(badCode)).toEqual({ code: 'Use 2 to 8 letters, such as MI' });
    const tx = await t.db.selectFrom('sites').selectAll().where('code', '=', 'TX').executeTakeFirstOrThrow();
    expect(tx.name_ar).toBe('ولاية تكساس');
  });

  it('answers two makers of one code at once with one site and one field error, never a 500', async () => {
    const ohio = { ...texas, code: 'OH', hosts: ['oh.example.org'], nameEn: 'Ohio', nameAr: 'أوهايو' };
    const [first, second] = await Promise.all([
      call('POST', 'admin/sites', deploymentAdmin.headers, ohio),
      call('POST', 'admin/sites', deploymentAdmin.headers, { ...ohio, hosts: ['ohio.example.org'] }),
    ]);
    expect([first.statusCode, second.statusCode].sort(), `${first.body}\n${second.body}`).toEqual([201, 400]);
    expect(fields(first.statusCode === 400 ? first : second)).toEqual({
      code: 'Site OH already exists: change that site instead',
    });
    expect((await siteCodes()).filter((code) => code === 'OH')).toEqual(['OH']);
  });

  it('answers a code or host taken between the checks and the write as the checks would, in both languages and on the command line', async () => {
    const sites = SitesRepository.prototype;
    // Another writer takes MI's code and host just after this request looked: its checks see nothing.
    const missed = () => {
      const findByCode = sites.findByCode;
      let missing = true;
      vi.spyOn(sites, 'findByCode').mockImplementation(function (this: SitesRepository, code) {
        if (missing && code === 'MI') {
          missing = false;
          return Promise.resolve(undefined);
        }
        return findByCode.call(this, code);
      });
      vi.spyOn(sites, 'findHostOwner').mockResolvedValueOnce(undefined);
    };
    try {
      missed();
      const english = await call('POST', 'admin/sites', deploymentAdmin.headers, {
        ...texas,
        code: 'MI',
        hosts: ['mi.example.org'],
      });
      expect(english.statusCode, english.body).toBe(400);
      expect(fields(english)).toEqual({
        code: 'Site MI already exists: change that site instead',
        hosts: 'mi.example.org already belongs to site MI',
      });
      vi.restoreAllMocks();

      // Only the host raced (the insert of the site itself went through, then was rolled back).
      vi.spyOn(sites, 'findHostOwner').mockResolvedValueOnce(undefined);
      const arabic = await call(
        'POST',
        'admin/sites',
        deploymentAdmin.headers,
        { ...texas, code: 'NY', hosts: ['ny.example.org', 'ga.example.org'] },
        { language: 'ar' },
      );
      expect(arabic.statusCode, arabic.body).toBe(400);
      expect(fields(arabic)).toEqual({ hosts: 'ga.example.org تابع من قبل للموقع GA' });
      vi.restoreAllMocks();

      // A change that gives TX a host MI took meanwhile.
      vi.spyOn(sites, 'findHostOwner').mockResolvedValueOnce(undefined);
      const changed = await call('PATCH', 'admin/sites/TX', deploymentAdmin.headers, {
        hosts: ['tx.example.org', 'mi.example.org'],
      });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(fields(changed)).toEqual({ hosts: 'mi.example.org already belongs to site MI' });
      vi.restoreAllMocks();

      // The command line says the same, by its options' names.
      missed();
      const command = runSiteCommand(
        [
          'create',
          '--code',
          'MI',
          '--host',
          'mi.example.org',
          '--name-en',
          'Michigan',
          '--name-ar',
          'ميشيغان',
          '--time-zone',
          'America/Detroit',
        ],
        { db: t.db, defaultSite: 'GA', publicUrl: PUBLIC_URL },
      );
      await expect(command).rejects.toMatchObject({
        fields: {
          code: 'Site MI already exists: change that site instead',
          host: 'mi.example.org already belongs to site MI',
        },
      });
    } finally {
      vi.restoreAllMocks();
    }
    expect(await siteCodes()).toEqual(['GA', 'MI', 'OH', 'TX']);
    const tx = await call('GET', 'admin/sites', deploymentAdmin.headers);
    expect(data<ConsoleSite[]>(tx).find((site) => site.code === 'TX')?.hosts).toEqual([
      'tx.example.org',
      'lonestar.example.org',
    ]);
  });
});
