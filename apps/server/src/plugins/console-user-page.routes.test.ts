import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSettings, createSite } from '../seed/factories';
import { UsersConsoleService } from '../modules/console/users-console.service';
import { SitesRepository } from '../modules/sites/sites.repository';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { registerTestUser } from '../test/test-users';
import { defaultWebBuildDirectory } from './web';

// Decision 027, amended: an account is every site's, so suspending or restoring it is a deployment
// admin's. The console's user page shows a site's admin a note, in their language, instead of
// the button the API would refuse. Needs the built web app (`npm run build`).
const isBuilt = existsSync(path.join(defaultWebBuildDirectory(), 'server/index.js'));
const PUBLIC_URL = 'https://jaliya.example';

describe.skipIf(isEngineUnavailable())(`console user page and suspension (${testEngine})`, () => {
  let t: TestApp;
  const cookies = { siteAdmin: '', deploymentAdmin: '' };
  let targetId = 0;

  const page = (who: keyof typeof cookies, language: 'en' | 'ar' = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/admin/users/${targetId}`,
      headers: {
        host: 'ga.example.org',
        cookie: `lang=${language}; ${cookies[who]}`,
        'accept-encoding': 'identity',
      },
    });

  beforeAll(async () => {
    if (!isBuilt) throw new Error('The web app is not built: run `npm run build` before this test.');
    t = await createTestApp({ PUBLIC_URL }, { web: 'production' });
    const georgia = await createSite(t.db, { code: 'GA', name_en: 'Georgia', name_ar: 'جورجيا' });
    await new SitesRepository(t.db).replaceHosts(georgia.id, ['ga.example.org']);
    await createSettings(t.db, { site_id: georgia.id });
    targetId = (await registerTestUser(t, { name: 'Rami Member' })).user.id;
    for (const who of ['siteAdmin', 'deploymentAdmin'] as const) {
      const person = await registerTestUser(t);
      if (who === 'siteAdmin')
        await t.db
          .insertInto('site_roles')
          .values({ user_id: person.user.id, site_id: georgia.id, role: 'admin' })
          .execute();
      else await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', person.user.id).execute();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/auth/login',
        headers: { host: 'ga.example.org' },
        payload: { email: person.email, password: person.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const cookie = login.cookies.find((candidate) => candidate.name.endsWith('jaliya_session'));
      cookies[who] = `${cookie?.name}=${cookie?.value}`;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("shows a site's admin a note instead of the suspend button, in both languages", async () => {
    const english = await page('siteAdmin');
    expect(english.statusCode, english.body.slice(0, 500)).toBe(200);
    expect(english.body).toContain('Rami Member');
    expect(english.body).not.toContain('value="suspend"');
    expect(english.body).toContain(
      'An account is the same on every state: only a deployment admin suspends or restores it.',
    );
    // Their site's roles stay theirs to change.
    expect(english.body).toContain('value="role"');
    const arabic = await page('siteAdmin', 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('الحساب واحد في جميع الولايات: لا يوقفه أو يعيد تفعيله إلا مدير المنصة.');
  });

  it('shows a deployment admin the suspend button, without the note', async () => {
    const response = await page('deploymentAdmin');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('value="suspend"');
    expect(response.body).not.toContain('only a deployment admin suspends');
  });

  it("links the sites page for a deployment admin only, knowing it from auth/me's deploymentRole", async () => {
    // The console's menu reads the deployment-wide role from the session answer: the user page
    // asks for its user's record once, and no console page asks for the admin's own.
    const detail = vi.spyOn(UsersConsoleService.prototype, 'detail');
    try {
      expect((await page('deploymentAdmin')).body).toContain('href="/admin/sites"');
      expect(detail.mock.calls.map(([, id]) => id)).toEqual([targetId]);
    } finally {
      detail.mockRestore();
    }
    expect((await page('deploymentAdmin', 'ar')).body).toContain('href="/admin/sites"');
    const siteAdmin = await page('siteAdmin');
    expect(siteAdmin.body).toContain('href="/admin/users"');
    expect(siteAdmin.body).not.toContain('href="/admin/sites"');
  });
});
