import {
  consoleEndpoints,
  contentConsoleEndpoints,
  inboxEndpoints,
  SITE_IMAGE_UPLOAD,
  sitesConsoleEndpoints,
} from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registeredRoutes } from '../../test/registered-routes';
import { registerTestUser } from '../../test/test-users';

/*
 * The console's authorisation matrix, generated from the router: every registered route under
 * `admin/` is called as a visitor, a user, a moderator and an admin. A route the contract does
 * not declare (and so has no role) fails the first test; nobody can add one that skips this.
 *
 * The deployment's sites (`access: 'deployment'`) let in a deployment admin only: the `admin` here
 * is one (`users.role`), as in a one-state deployment.
 *
 * Requests are deliberately invalid (a path id of 0, a body of the wrong shape), so a caller the
 * console lets in gets a validation error or the answer itself, and nothing is changed; a caller
 * it keeps out gets 401 (visitor) or 404 (anyone else), before their input is even read.
 */
const SITE = '/api/:site/:lang/:cityId/';
const declared = new Map(
  [
    ...Object.values(consoleEndpoints),
    ...Object.values(inboxEndpoints),
    ...Object.values(sitesConsoleEndpoints),
    ...Object.values(contentConsoleEndpoints).flatMap((collection) =>
      Object.values(collection).flatMap((endpoint) => (endpoint ? [endpoint] : [])),
    ),
    SITE_IMAGE_UPLOAD,
  ].map((endpoint) => [`${endpoint.method} ${SITE}${endpoint.path}`, endpoint.access]),
);
type Caller = 'visitor' | 'user' | 'moderator' | 'admin';
const CALLERS: Caller[] = ['visitor', 'user', 'moderator', 'admin'];

describe.skipIf(isEngineUnavailable())(`console authorisation matrix (${testEngine})`, () => {
  let t: TestApp;
  const headers: Record<Caller, Record<string, string>> = { visitor: {}, user: {}, moderator: {}, admin: {} };
  let consoleRoutes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const person = await registerTestUser(t);
      await t.db.updateTable('users').set({ role }).where('id', '=', person.user.id).execute();
      headers[role] = person.headers;
    }
    consoleRoutes = registeredRoutes(t.app).filter(
      (route) => /\/admin(\/|$)/.test(route) && !route.startsWith('HEAD '),
    );
  });
  afterAll(() => t?.close());

  it('knows the role of every console route the router has', () => {
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(declared.size);
    expect(consoleRoutes.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('answers each caller as their role allows, on every console route', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of consoleRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path
        .replace(':site', 'GA')
        .replace(':lang', 'en')
        .replace(':cityId', '0')
        .replace(':id', '0')
        .replace(':code', '0');
      const access = declared.get(route);
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: headers[caller],
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: true } }),
        });
        const allowed = caller === 'admin' || (caller === 'moderator' && access === 'moderator');
        const outcome =
          response.statusCode === 401
            ? '401'
            : response.statusCode === 404
              ? '404'
              : allowed
                ? 'let in'
                : String(response.statusCode);
        answers.push(`${caller} ${route}: ${outcome}`);
        expected.push(`${caller} ${route}: ${caller === 'visitor' ? '401' : allowed ? 'let in' : '404'}`);
        // The image upload refuses a body that is not multipart (415), before reading it.
        if (allowed) expect([200, 400, 415], `${caller} ${route}`).toContain(response.statusCode);
        expect(response.headers['cache-control'], route).toBe('no-store');
      }
    }
    expect(answers).toEqual(expected);
  });
});

/*
 * Roles are per site (issue 36): the same matrix across two sites of one deployment. A moderator
 * or admin of Georgia is staff on Georgia's addresses only; on Michigan's every console route
 * answers them 404, as it does anyone outside the console. A deployment admin is let in on both,
 * and alone on the deployment's sites (`admin/sites`), on any site's address.
 */
type SiteCaller = 'gaModerator' | 'gaAdmin' | 'miModerator' | 'deploymentAdmin';
const SITE_CALLERS: Record<SiteCaller, { site: 'GA' | 'MI' | 'all'; role: 'moderator' | 'admin' }> = {
  gaModerator: { site: 'GA', role: 'moderator' },
  gaAdmin: { site: 'GA', role: 'admin' },
  miModerator: { site: 'MI', role: 'moderator' },
  deploymentAdmin: { site: 'all', role: 'admin' },
};

describe.skipIf(isEngineUnavailable())(`console authorisation matrix across sites (${testEngine})`, () => {
  let t: TestApp;
  const headers = {} as Record<SiteCaller, Record<string, string>>;
  let consoleRoutes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const sites = {
      GA: await createSite(t.db),
      MI: await createSite(t.db, {
        code: 'MI',
        name_en: 'Michigan',
        name_ar: 'ميشيغان',
        time_zone: 'America/Detroit',
      }),
    };
    for (const [caller, { site, role }] of Object.entries(SITE_CALLERS) as [
      SiteCaller,
      (typeof SITE_CALLERS)[SiteCaller],
    ][]) {
      const person = await registerTestUser(t);
      if (site === 'all')
        await t.db.updateTable('users').set({ role }).where('id', '=', person.user.id).execute();
      else
        await t.db
          .insertInto('site_roles')
          .values({ user_id: person.user.id, site_id: sites[site].id, role })
          .execute();
      headers[caller] = person.headers;
    }
    consoleRoutes = registeredRoutes(t.app).filter(
      (route) => /\/admin(\/|$)/.test(route) && !route.startsWith('HEAD '),
    );
  });
  afterAll(() => t?.close());

  it("lets a site's staff into their own site's console only, and a deployment admin into every site's", async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of consoleRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const access = declared.get(route);
      for (const site of ['GA', 'MI'] as const) {
        const url = path
          .replace(':site', site)
          .replace(':lang', 'en')
          .replace(':cityId', '0')
          .replace(':id', '0')
          .replace(':code', '0');
        for (const [caller, held] of Object.entries(SITE_CALLERS) as [
          SiteCaller,
          (typeof SITE_CALLERS)[SiteCaller],
        ][]) {
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            headers: headers[caller],
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: true } }),
          });
          const onSite = held.site === 'all' || held.site === site;
          // The deployment's sites are a deployment admin's alone: a site's admin is kept out.
          const allowed =
            access === 'deployment'
              ? held.site === 'all'
              : onSite && (held.role === 'admin' || access === 'moderator');
          const outcome =
            response.statusCode === 404 ? '404' : allowed ? 'let in' : String(response.statusCode);
          answers.push(`${caller} ${site} ${route}: ${outcome}`);
          expected.push(`${caller} ${site} ${route}: ${allowed ? 'let in' : '404'}`);
          if (allowed) expect([200, 400, 415], `${caller} ${site} ${route}`).toContain(response.statusCode);
        }
      }
    }
    expect(answers).toEqual(expected);
    // Every caller is let in somewhere and kept out somewhere (but the deployment admin).
    expect(
      answers.filter((answer) => answer.startsWith('gaModerator GA') && answer.endsWith('let in')).length,
    ).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.startsWith('gaAdmin MI') && answer.endsWith('let in'))).toEqual(
      [],
    );
    // Suspending an account acts on every site (decision 027's amendment): a Georgia admin gets
    // the 404 of a route outside their role even on Georgia's address; a deployment admin is let in.
    const suspension = `${SITE}admin/users/:id/suspension`;
    for (const method of ['POST', 'DELETE']) {
      expect(answers).toContain(`gaAdmin GA ${method} ${suspension}: 404`);
      expect(answers).toContain(`deploymentAdmin GA ${method} ${suspension}: let in`);
    }
  });
});
