import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';

describe.skipIf(isEngineUnavailable())(`requests that try to fool the server (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // One reverse proxy in front, as in a real deployment; every line logged at info is kept.
    t = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'info' }, { captureLogs: true });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  it('never gives a fresh rate-limit bucket for a forged left part of X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/contact',
        remoteAddress: '127.0.0.1',
        // The proxy appends the real client (203.0.113.77); the client forged the rest.
        headers: { 'x-forwarded-for': `10.9.9.${attempt}, 203.0.113.77` },
        payload: { name: 'Proxy Test', email: `p${attempt}@example.org`, phone: '', message: 'Hello' },
      });
      statuses.push(response.statusCode);
    }
    // Five messages an hour from one address: the sixth is refused whatever the forged part says.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('answers a malformed address with the JSON error and every security header, never echoing it', async () => {
    for (const url of ['/%', '/api/GA/en/0/%zz', '/%E0%A4%A<script>']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.body).not.toContain('script');
      expect(response.body).not.toContain('%');
    }
  });

  it('keeps newsletter tokens and other secrets in query strings out of the log', async () => {
    const token = 'sentinelToken1234567890abcdef';
    await t.app.inject({ method: 'POST', url: `/api/newsletter/one-click-unsubscribe?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/GA/en/0/nowhere?code=987654&email=hidden%40example.org` });
    const logged = t.logs.join('\n');
    expect(logged).toContain('one-click-unsubscribe?token=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('987654');
    expect(logged).not.toContain('hidden%40example.org');
  });
});
