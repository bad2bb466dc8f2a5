import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirectory } from '../services';
import { createSite } from '../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { registerTestUser } from '../test/test-users';

const OLD_CLIENT = 'https://old-client.example';

describe.skipIf(isEngineUnavailable())(`CORS_ORIGINS (${testEngine})`, () => {
  let t: TestApp;
  let closed: TestApp;
  let member: Awaited<ReturnType<typeof registerTestUser>>;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${OLD_CLIENT}, http://localhost:3999` });
    await createSite(t.db);
    member = await registerTestUser(t);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/login',
      payload: { email: member.email, password: member.password },
    });
    cookie = String(web.headers['set-cookie']).split(';')[0] ?? '';
    closed = await createTestApp();
    await createSite(closed.db);
  });
  afterAll(async () => {
    await t?.close();
    await closed?.close();
  });

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/GA/en/0/favorite/job',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers a preflight from a listed origin, without credentials', async () => {
    const response = await preflight(t, OLD_CLIENT);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows nothing by default, and no origin that is not listed', async () => {
    for (const [app, origin] of [
      [closed, OLD_CLIENT],
      [t, 'https://evil.example'],
    ] as const) {
      const response = await preflight(app, origin);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const read = await app.app.inject({
        method: 'GET',
        url: '/api/GA/en/0/general-setting',
        headers: { origin },
      });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets a listed origin write with its bearer token, cross-site, and names it on the answer', async () => {
    const token = member.headers.authorization;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/profile/change-password',
      headers: { origin: OLD_CLIENT, 'sec-fetch-site': 'cross-site', authorization: token },
      payload: { password: 'wrong-password-1', new_password: 'another-pass-2026' },
    });
    // Through the cross-site check to the handler, which refuses the wrong current password.
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBeDefined();
    expect(response.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
    expect(String(response.headers.vary)).toContain('Origin');
  });

  it('never counts the session cookie on a request from another origin, even a listed one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/GA/en/0/auth/me', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    const fromOldClient = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/auth/me',
      headers: { cookie, origin: OLD_CLIENT },
    });
    expect(fromOldClient.statusCode).toBe(401);
    const foreign = await closed.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/profile/change-password',
      headers: { origin: OLD_CLIENT, 'sec-fetch-site': 'cross-site', authorization: 'Bearer whatever' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("lets a listed origin's pages show stored images, and nobody else's without CORS_ORIGINS", async () => {
    for (const app of [t, closed]) {
      mkdirSync(mediaDirectory(app.config), { recursive: true });
      writeFileSync(path.join(mediaDirectory(app.config), 'cors-check-128.webp'), 'RIFF0000WEBP');
    }
    // An <img> on the old client's page sends no Origin; Chromium refuses a same-origin CORP.
    const image = await t.app.inject({ method: 'GET', url: '/media/cors-check-128.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const answer = await t.app.inject({ method: 'GET', url: '/api/GA/en/0/general-setting' });
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    const closedImage = await closed.app.inject({ method: 'GET', url: '/media/cors-check-128.webp' });
    expect(closedImage.statusCode).toBe(200);
    expect(closedImage.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
