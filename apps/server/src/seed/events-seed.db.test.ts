import type { Event, EventCard, EventCategory, KeysetPage } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { createCity, createSite } from './factories';
import { EVENT_CATEGORIES, EVENTS } from './events-content';
import { seedEvents } from './events-seed';

const CITIES = [...new Set(EVENTS.map((event) => event.city))];

describe.skipIf(isEngineUnavailable())(`demo events (${testEngine})`, () => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('seeds the default categories and a dozen events across the next two months, listed soonest first', async () => {
    const site = await createSite(t.db);
    for (const [index, name] of CITIES.entries())
      await createCity(t.db, { site_id: site.id, name_en: name, name_ar: name, sort_order: index });
    await seedEvents(t.db, t.storage, { id: site.id, now: new Date() });

    const categories = await get<EventCategory[]>('/api/GA/ar/0/events/categories');
    expect(categories.map((category) => category.name)).toEqual(EVENT_CATEGORIES.map((row) => row.ar));

    const page = await get<KeysetPage<EventCard>>('/api/GA/en/0/events?limit=50');
    const published = EVENTS.filter((event) => (event.status ?? 'published') === 'published');
    expect(page.total).toBe(published.length);
    expect(page.total).toBeGreaterThanOrEqual(12);
    const starts = page.items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    const last = Date.parse(starts.at(-1) ?? '');
    expect(last).toBeLessThan(Date.now() + 62 * 86_400_000);
    expect(new Set(page.items.map((item) => item.language))).toEqual(new Set(['en', 'ar']));
    expect(page.items.some((item) => item.allDay)).toBe(true);
    expect(page.items.some((item) => item.endDate !== item.startDate)).toBe(true);
    expect(page.items.some((item) => item.attendance === 'online')).toBe(true);
    expect(page.items.some((item) => item.priceType === 'free')).toBe(true);
    expect(page.items.filter((item) => item.image !== null).length).toBeGreaterThan(6);

    // Without the demo businesses, an event they would organise names them as a person would.
    const school = page.items.find((item) => item.title === 'يوم مفتوح في مدرسة اللغة العربية');
    const event = await get<Event>(`/api/GA/ar/0/events/${school?.id ?? 0}`);
    expect(event.organizer).toEqual({ name: 'أكاديمية النور للغة العربية', business: null });
    expect(event.expiresAt).toBe(event.endsAt);
  });
});
