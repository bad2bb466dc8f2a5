import type { EventCategory } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

describe.skipIf(isEngineUnavailable())(`events/categories (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    const other = await createSite(t.db, { code: 'FL', name_en: 'Florida', name_ar: 'فلوريدا' });
    const category = (name_en: string, name_ar: string, sort_order: number, kind = 'event' as const) => ({
      site_id: site.id,
      parent_id: null,
      kind,
      name_en,
      name_ar,
      sort_order,
    });
    await createCategory(t.db, category('Sports', 'الرياضة', 2));
    await createCategory(t.db, category('Religious', 'دينية', 0));
    await createCategory(t.db, category('Family and children', 'العائلة والأطفال', 1));
    await createCategory(t.db, { ...category('Software', 'البرمجيات', 0), kind: 'job' });
    await createCategory(t.db, { ...category('Concerts', 'حفلات', 0), site_id: other.id });
  });

  afterAll(async () => {
    await t?.close();
  });

  const categories = async (language: 'en' | 'ar') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/GA/${language}/0/events/categories` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: EventCategory[] }).data.map((category) => category.name);
  };

  it("lists the site's event categories alone, in the console's order, in the request's language", async () => {
    expect(await categories('en')).toEqual(['Religious', 'Family and children', 'Sports']);
    expect(await categories('ar')).toEqual(['دينية', 'العائلة والأطفال', 'الرياضة']);
  });
});
