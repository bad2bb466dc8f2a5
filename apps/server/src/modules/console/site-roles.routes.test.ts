import type { ConsoleUser, KeysetPage, OwnListing, ReviewDetail, ReviewItem } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerTestUser>>;
type Code = 'GA' | 'MI';

/*
 * Roles per site (issue 36): a moderator or admin of Georgia moderates Georgia only, a post id
 * from one site is a 404 on another's addresses, only a deployment admin makes deployment admins,
 * and one account (one bearer token) works on every site with its role there.
 */
describe.skipIf(isEngineUnavailable())(`roles per site (${testEngine})`, () => {
  let t: TestApp;
  const sites = {} as Record<Code, { id: number }>;
  const cities = {} as Record<Code, number>;
  let owner: Person;
  let gaModerator: Person;
  let gaAdmin: Person;
  let deploymentAdmin: Person;
  let someone: Person;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    site: Code,
    path: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/${site}/en/0/${path}`, headers, ...(payload ? { payload } : {}) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const giveSiteRole = (person: Person, site: Code, role: 'moderator' | 'admin') =>
    t.db
      .insertInto('site_roles')
      .values({ user_id: person.user.id, site_id: sites[site].id, role })
      .execute();

  /** A job posted on a site: it waits for a moderator of that site. */
  const postJob = async (site: Code, title: string) => {
    const created = await call('POST', site, 'jobs', owner.headers, {
      intent: 'offer',
      title,
      description: 'Mornings and weekends.',
      cityId: cities[site],
      phone: '+1 404 555 0123',
      email: 'hiring@example.com',
      jobType: 'part_time',
      workLocation: 'Downtown',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(created.statusCode, created.body).toBe(200);
    return data<OwnListing>(created).id;
  };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  beforeAll(async () => {
    t = await createTestApp();
    sites.GA = await createSite(t.db);
    sites.MI = await createSite(t.db, {
      code: 'MI',
      name_en: 'Michigan',
      name_ar: 'ميشيغان',
      time_zone: 'America/Detroit',
    });
    cities.GA = (
      await createCity(t.db, { site_id: sites.GA.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    cities.MI = (
      await createCity(t.db, { site_id: sites.MI.id, name_en: 'Dearborn', name_ar: 'ديربورن', sort_order: 0 })
    ).id;
    owner = await registerTestUser(t, { name: 'Layla Owner' });
    gaModerator = await registerTestUser(t, { name: 'Mona Georgia' });
    gaAdmin = await registerTestUser(t, { name: 'Adam Georgia' });
    deploymentAdmin = await registerTestUser(t, { name: 'Dina Deployment' });
    someone = await registerTestUser(t, { name: 'Sami Someone' });
    await giveSiteRole(gaModerator, 'GA', 'moderator');
    await giveSiteRole(gaAdmin, 'GA', 'admin');
    await t.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', deploymentAdmin.user.id)
      .execute();
  });
  afterAll(() => t?.close());

  it("keeps a Georgia moderator out of Michigan's queue and posts: a Michigan post id is a 404 on every address", async () => {
    const georgian = await postJob('GA', 'Georgia bakery job');
    const michigan = await postJob('MI', 'Michigan bakery job');

    const own = data<KeysetPage<ReviewItem>>(
      await call('GET', 'GA', 'admin/review-queue', gaModerator.headers),
    );
    expect(own.items.map((item) => item.id)).toContain(georgian);
    expect(own.items.map((item) => item.id)).not.toContain(michigan);
    expect((await call('GET', 'MI', 'admin/review-queue', gaModerator.headers)).statusCode).toBe(404);
    expect((await call('GET', 'MI', `admin/review-queue/${michigan}`, gaModerator.headers)).statusCode).toBe(
      404,
    );
    // Through their own site's address, another site's post is not there.
    expect((await call('GET', 'GA', `admin/review-queue/${michigan}`, gaModerator.headers)).statusCode).toBe(
      404,
    );

    // The deployment admin reads it on Michigan's address, and takes its version to the others.
    const detail = await call('GET', 'MI', `admin/review-queue/${michigan}`, deploymentAdmin.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    const decision = { action: 'approve', version: data<ReviewDetail>(detail).item.version };
    for (const [site, headers] of [
      ['MI', gaModerator.headers],
      ['GA', gaModerator.headers],
      ['GA', deploymentAdmin.headers],
    ] as const) {
      const refused = await call('POST', site, `admin/review-queue/${michigan}/decision`, headers, decision);
      expect(refused.statusCode, `${site}: ${refused.body}`).toBe(404);
    }
    const many = await call('POST', 'GA', 'admin/review-queue/decisions', gaModerator.headers, {
      action: 'approve',
      items: [{ id: michigan, version: decision.version }],
    });
    // The bulk decision answers per post: another site's is not found.
    expect(data(many)).toEqual({ results: [{ id: michigan, outcome: 'not-found', status: null }] });
    // The older moderation route, and a moderator's view of a post waiting on the public address.
    const older = await call('POST', 'MI', `moderation/listings/${michigan}`, gaModerator.headers, {
      action: 'approve',
    });
    expect(older.statusCode, older.body).toBe(404);
    expect((await call('GET', 'MI', `jobs/${michigan}`, gaModerator.headers)).statusCode).toBe(404);
    expect(await statusOf(michigan)).toBe('pending');

    const approved = await call(
      'POST',
      'MI',
      `admin/review-queue/${michigan}/decision`,
      deploymentAdmin.headers,
      decision,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(michigan)).toBe('published');
    // The Georgia moderator decides Georgia's post as before.
    const georgianDetail = data<ReviewDetail>(
      await call('GET', 'GA', `admin/review-queue/${georgian}`, gaModerator.headers),
    );
    const decided = await call('POST', 'GA', `admin/review-queue/${georgian}/decision`, gaModerator.headers, {
      action: 'approve',
      version: georgianDetail.item.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it("keeps a Georgia admin out of Michigan's console content, users and settings", async () => {
    expect((await call('GET', 'GA', 'admin/users', gaAdmin.headers)).statusCode).toBe(200);
    expect((await call('GET', 'MI', 'admin/users', gaAdmin.headers)).statusCode).toBe(404);
    expect((await call('GET', 'MI', 'admin/content/pages', gaAdmin.headers)).statusCode).toBe(404);
    expect((await call('GET', 'MI', 'admin/content/pages', deploymentAdmin.headers)).statusCode).not.toBe(
      404,
    );
  });

  it('sets roles on the console’s site; only a deployment admin makes deployment admins or changes theirs', async () => {
    const role = (site: Code, body: object, headers: Headers = gaAdmin.headers, id = someone.user.id) =>
      call('PATCH', site, `admin/users/${id}/role`, headers, body);
    const made = await role('GA', { role: 'moderator' });
    expect(made.statusCode, made.body).toBe(200);
    expect(data<ConsoleUser>(made)).toMatchObject({ role: 'moderator', deploymentRole: 'user' });
    // The same account is a moderator of Georgia only: its own bearer token says so on each site.
    const me = async (site: Code, headers: Headers = someone.headers) =>
      data<{ role: string; deploymentRole: string }>(await call('GET', site, 'auth/me', headers));
    expect(await me('GA')).toMatchObject({ role: 'moderator', deploymentRole: 'user' });
    expect(await me('MI')).toMatchObject({ role: 'user', deploymentRole: 'user' });
    // auth/me tells a deployment admin from a site's own admin (the console's sites link), by the session's lookup.
    expect(await me('GA', gaAdmin.headers)).toMatchObject({ role: 'admin', deploymentRole: 'user' });
    for (const site of ['GA', 'MI'] as const)
      expect(await me(site, deploymentAdmin.headers)).toMatchObject({
        role: 'admin',
        deploymentRole: 'admin',
      });
    expect((await call('GET', 'GA', 'admin/review-queue', someone.headers)).statusCode).toBe(200);
    expect((await call('GET', 'MI', 'admin/review-queue', someone.headers)).statusCode).toBe(404);
    const listed = await call('GET', 'MI', 'admin/users?role=moderator', deploymentAdmin.headers);
    expect(data<KeysetPage<ConsoleUser>>(listed).items.map((user) => user.id)).not.toContain(someone.user.id);
    const onGeorgia = await call('GET', 'GA', 'admin/users?role=moderator', deploymentAdmin.headers);
    expect(data<KeysetPage<ConsoleUser>>(onGeorgia).items.map((user) => user.id)).toContain(someone.user.id);

    // A site admin cannot make a deployment admin, nor change a deployment admin's roles.
    expect((await role('GA', { role: 'admin', allSites: true })).statusCode).toBe(403);
    expect((await role('GA', { role: 'user' }, gaAdmin.headers, deploymentAdmin.user.id)).statusCode).toBe(
      403,
    );
    expect((await role('GA', { role: 'admin', allSites: 'yes' })).statusCode).toBe(400);
    const made2 = await role('MI', { role: 'admin', allSites: true }, deploymentAdmin.headers);
    expect(made2.statusCode, made2.body).toBe(200);
    expect(data<ConsoleUser>(made2)).toMatchObject({ role: 'admin', deploymentRole: 'admin' });
    expect(await me('GA')).toMatchObject({ role: 'admin', deploymentRole: 'admin' });
    expect((await call('GET', 'MI', 'admin/users', someone.headers)).statusCode).toBe(200);
    const back = await role('GA', { role: 'user', allSites: true }, deploymentAdmin.headers);
    expect(data<ConsoleUser>(back)).toMatchObject({ role: 'moderator', deploymentRole: 'user' });
    expect((await call('GET', 'MI', 'admin/users', someone.headers)).statusCode).toBe(404);

    // Each site's audit log has its own role changes and the deployment's, not another site's.
    const changes = async (site: Code) =>
      data<KeysetPage<{ before: { role: string; allSites: boolean } }>>(
        await call(
          'GET',
          site,
          `admin/audit-log?action=user.role&targetId=${someone.user.id}`,
          deploymentAdmin.headers,
        ),
      ).items.map((entry) => `${entry.before.allSites ? 'all' : 'site'} ${entry.before.role}`);
    expect(await changes('GA')).toEqual(['all admin', 'all user', 'site user']);
    expect(await changes('MI')).toEqual(['all admin', 'all user']);
  });

  it("leaves suspending an account, on every site, to deployment admins: a site's admin gets the console's 404", async () => {
    const person = await registerTestUser(t, { name: 'Rami Suspended' });
    const suspension = `admin/users/${person.user.id}/suspension`;
    const suspendedAt = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('suspended_at')
          .where('id', '=', person.user.id)
          .executeTakeFirstOrThrow()
      ).suspended_at;
    // A Georgia admin still sees the account, but suspending it is not theirs: the same 404 as any
    // console route outside their role, before the body is read, and nothing changes.
    expect((await call('GET', 'GA', `admin/users/${person.user.id}`, gaAdmin.headers)).statusCode).toBe(200);
    for (const payload of [{ reason: 'Spam' }, { unexpected: true }]) {
      const refused = await call('POST', 'GA', suspension, gaAdmin.headers, payload);
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect(await suspendedAt()).toBeNull();
    expect((await call('GET', 'GA', 'auth/me', person.headers)).statusCode).toBe(200);

    const suspended = await call('POST', 'GA', suspension, deploymentAdmin.headers, { reason: 'Spam' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(data<ConsoleUser>(suspended).suspendedReason).toBe('Spam');
    const restore = (headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/GA/en/0/${suspension}`, headers });
    expect((await restore(gaAdmin.headers)).statusCode).toBe(404);
    expect(await suspendedAt()).not.toBeNull();
    expect((await restore(deploymentAdmin.headers)).statusCode).toBe(200);
    expect(await suspendedAt()).toBeNull();
  });

  it('signs one account in on every site; its bearer token works on each, with its role there', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/MI/en/0/auth/login',
      payload: { email: gaModerator.email, password: gaModerator.password, sessionType: 'bearer' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = data<{ token: string; user: { role: string } }>(login);
    // Signed in on Michigan: the answer gives the role there.
    expect(signedIn.user.role).toBe('user');
    const bearer = { authorization: `Bearer ${signedIn.token}` };
    for (const [site, role] of [
      ['GA', 'moderator'],
      ['MI', 'user'],
    ] as const) {
      const me = await call('GET', site, 'auth/me', bearer);
      expect(me.statusCode, me.body).toBe(200);
      expect(data<{ role: string }>(me).role).toBe(role);
      const state = await call('GET', site, 'me/page-state', bearer);
      expect(state.json().data.viewer.role).toBe(role);
    }
    expect((await call('GET', 'GA', 'admin/review-queue', bearer)).statusCode).toBe(200);
    expect((await call('GET', 'MI', 'admin/review-queue', bearer)).statusCode).toBe(404);
  });

  it("counts a site's staff as established posters on that site only, when their posts are reported", async () => {
    const staffPost = async (site: Code) => {
      const created = await call('POST', site, 'jobs', gaModerator.headers, {
        intent: 'offer',
        title: `A staff job in ${site}`,
        description: 'Mornings and weekends.',
        cityId: cities[site],
        phone: '+1 404 555 0123',
        email: 'hiring@example.com',
        jobType: 'part_time',
        workLocation: 'Downtown',
        posterType: 'company',
        company: 'Cedar Bakery',
        salary: 15,
        salaryType: 'hour',
        experience: 'none',
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = data<OwnListing>(created).id;
      const detail = data<ReviewDetail>(
        await call('GET', site, `admin/review-queue/${id}`, deploymentAdmin.headers),
      );
      const approved = await call(
        'POST',
        site,
        `admin/review-queue/${id}/decision`,
        deploymentAdmin.headers,
        {
          action: 'approve',
          version: detail.item.version,
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const reasons = data<Array<{ id: number }>>(await call('GET', site, 'report-reasons', {}));
      const reported = await call('POST', site, `listings/${id}/report`, owner.headers, {
        reasonId: reasons[0]?.id,
      });
      expect(reported.statusCode, reported.body).toBe(200);
      const list = data<KeysetPage<{ item: { id: number }; isEstablished: boolean }>>(
        await call('GET', site, 'admin/reports?limit=50', deploymentAdmin.headers),
      );
      return list.items.find((entry) => entry.item.id === id)?.isEstablished;
    };
    expect(await staffPost('GA')).toBe(true);
    expect(await staffPost('MI')).toBe(false);
  });

  it('takes every site role away with an erased account', async () => {
    const person = await registerTestUser(t, { name: 'Eli Erased' });
    await giveSiteRole(person, 'GA', 'moderator');
    await giveSiteRole(person, 'MI', 'admin');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/MI/en/0/profile',
      headers: person.headers,
      payload: { password: person.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await t.db.selectFrom('site_roles').selectAll().where('user_id', '=', person.user.id).execute(),
    ).toEqual([]);
  });

  it('keeps a web session on its host, made with the role there, and renews it when that role changes', async () => {
    const person = await registerTestUser(t, { name: 'Hana Host' });
    await giveSiteRole(person, 'GA', 'moderator');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/login',
      payload: { email: person.email, password: person.password, sessionType: 'cookie' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    // A host-only cookie: no Domain, so it is never sent to another site's host.
    expect(setCookie).toMatch(/^jaliya_session=/);
    expect(setCookie).not.toMatch(/domain=/i);
    const cookie = { cookie: setCookie.split(';')[0] ?? '' };
    // Made with the role on Georgia: not renewed there.
    const me = await call('GET', 'GA', 'auth/me', cookie);
    expect(data<{ role: string }>(me).role).toBe('moderator');
    expect(me.headers['set-cookie']).toBeUndefined();
    // Georgia's admin takes the role away: the next use renews the session (SECURITY.md item 9).
    const demoted = await call('PATCH', 'GA', `admin/users/${person.user.id}/role`, gaAdmin.headers, {
      role: 'user',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const renewed = await call('GET', 'GA', 'auth/me', cookie);
    expect(data<{ role: string }>(renewed).role).toBe('user');
    expect(String(renewed.headers['set-cookie'])).toMatch(/^jaliya_session=/);
    expect((await call('GET', 'GA', 'auth/me', cookie)).statusCode).toBe(401);
  });

  it('migrates a one-state database unchanged: admins run every site, moderators moderate every site there is', async () => {
    const migration = migrations['20261206130000_site_roles'];
    if (!migration?.down) throw new Error('the site roles migration has no down');
    const moderator = await registerTestUser(t, { name: 'Old Moderator' });
    const admin = await registerTestUser(t, { name: 'Old Admin' });
    await migration.down(t.db);
    // Before: one deployment-wide role each (the site roles given above fold back into it).
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.user.id).execute();
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', gaModerator.user.id)
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe('moderator');
    await migration.up(t.db);
    const roles = await t.db
      .selectFrom('site_roles')
      .select(['site_id', 'role'])
      .where('user_id', '=', moderator.user.id)
      .orderBy('site_id')
      .execute();
    expect(roles).toEqual([
      { site_id: sites.GA.id, role: 'moderator' },
      { site_id: sites.MI.id, role: 'moderator' },
    ]);
    const roleOf = async (person: Person) =>
      (
        await t.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', person.user.id)
          .executeTakeFirstOrThrow()
      ).role;
    expect(await roleOf(moderator)).toBe('user');
    expect(await roleOf(admin)).toBe('admin');
    expect(
      await t.db.selectFrom('site_roles').selectAll().where('user_id', '=', admin.user.id).execute(),
    ).toEqual([]);
    for (const site of ['GA', 'MI'] as const) {
      expect((await call('GET', site, 'admin/review-queue', moderator.headers)).statusCode).toBe(200);
      expect((await call('GET', site, 'admin/users', moderator.headers)).statusCode).toBe(404);
      expect((await call('GET', site, 'admin/users', admin.headers)).statusCode).toBe(200);
    }
  });
});
