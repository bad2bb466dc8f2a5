import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from './test-app';

describe.skipIf(isEngineUnavailable())(`the API test harness (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'error' }, { captureLogs: true });
    // Prepared bytes, as the cached reads send them: the serializer never sees these.
    t.app.get(
      '/api/harness/prepared',
      { schema: { response: { 200: z.object({ data: z.object({ name: z.string() }) }) } } },
      (request, reply) => {
        const body = (request.query as { good?: string }).good
          ? '{"data":{"name":"x"}}'
          : '{"data":{"id":1}}';
        reply.type('application/json; charset=utf-8').send(Buffer.from(body));
      },
    );
  });
  afterAll(() => t?.close());

  it('fails an answer that does not match its route’s response schema, even prepared bytes', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/harness/prepared?good=1' });
    expect(good.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/harness/prepared' });
    expect(bad.statusCode).toBe(500);
    expect(t.logs.join('\n')).toContain('answered 200 outside its schema');
  });
});
