import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoIfEmpty } from './seed/demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from './test/test-app';

describe.skipIf(isEngineUnavailable())(`the API as a whole (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  it('sends security headers and a request id on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/en/0/site/home' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown API address with a JSON 404 in the language asked for', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/api/GA/en/0/nothing-here' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const arabic = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/nothing-here' });
    expect(arabic.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'غير موجود.' } });
  });

  it('rejects writes to read-only addresses without a 500', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: '/api/GA/en/0/site/home', payload: '{"x":' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('answers /health with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document with every site address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/{site}/{lang}/{cityId}/site/settings',
        '/api/{site}/{lang}/{cityId}/site/home',
        '/api/{site}/{lang}/{cityId}/site/welcome',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});

describe.skipIf(isEngineUnavailable())(`server errors (${testEngine})`, () => {
  let t: TestApp;
  // Seeding is set-up, with set-up's time limit: with a cold artwork cache it encodes every photo.
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  it('hide internal details in a 500 and give the message in the request language', async () => {
    t.app.services.cache.invalidate();
    await t.db.schema.dropTable('hero_entries').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/site/home' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.' },
    });
    expect(response.body).not.toMatch(/hero_entries|stack|at /);
  });

  it('answer 503 with Retry-After when another writer held the database past the wait', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const subscribe = vi.spyOn(t.app.services.newsletter, 'subscribe').mockRejectedValueOnce(busy);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/ar/0/subscribes',
        payload: { email: 'busy@example.org' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل.' },
      });
    } finally {
      subscribe.mockRestore();
    }
  });
});
