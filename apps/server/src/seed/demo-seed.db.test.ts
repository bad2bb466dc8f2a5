import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from './demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';

describe.skipIf(isEngineUnavailable())(`demo seed (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('seeds Georgia once and leaves a seeded database alone', async () => {
    expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(false);
    const sites = await t.db.selectFrom('sites').select('code').execute();
    expect(sites).toEqual([{ code: 'GA' }]);
    const cities = await t.db.selectFrom('cities').select('name_en').execute();
    expect(cities.length).toBeGreaterThanOrEqual(15);
    const states = await t.db.selectFrom('state_menu_entries').select('url').execute();
    expect(states.some((state) => state.url === null)).toBe(true);
    expect(states.some((state) => state.url !== null)).toBe(true);
  });
});
