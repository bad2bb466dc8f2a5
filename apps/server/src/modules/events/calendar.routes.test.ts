import { eventCalendarPath } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { insertTestEvent } from '../../test/event-fixtures';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

const DAY_MS = 86_400_000;
const inDays = (days: number, hour = 0) =>
  new Date(Date.now() + days * DAY_MS + hour * 3_600_000).toISOString();
const dateOf = (instant: string) => instant.slice(0, 10);

/** The content lines of a calendar file after unfolding (RFC 5545 3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const property = (ics: string, name: string) =>
  linesOf(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe.skipIf(isEngineUnavailable())(`event calendar file (${testEngine})`, () => {
  let t: TestApp;
  let siteId: number;
  let otherSiteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db, { code: 'TS', name_en: 'Test', name_ar: 'تجربة' })).id;
    // A site on a host of its own: its events' links and UIDs name that host.
    await t.db.insertInto('site_hosts').values({ site_id: otherSiteId, host: 'ts.example.org' }).execute();
  });
  afterAll(() => t?.close());

  const timedEvent = (values: {
    title: string;
    status?: 'published' | 'pending' | 'rejected' | 'expired';
  }) => {
    const startsAt = inDays(10);
    return {
      siteId,
      ...values,
      event: {
        start_date: dateOf(startsAt),
        end_date: dateOf(startsAt),
        start_time: '18:00',
        end_time: '20:00',
        starts_at: startsAt,
        ends_at: inDays(10, 2),
      },
    };
  };
  const get = (id: number | string, language = 'en', site = 'GA') =>
    t.app.inject({ method: 'GET', url: eventCalendarPath(`/api/${site}/${language}/0`, id as number) });

  it('serves a published event as a text/calendar download named after its slug', async () => {
    const id = await insertTestEvent(t.db, {
      ...timedEvent({ title: 'Community Iftar, all welcome' }),
      description: 'Bring a dish; children welcome.',
      latitude: 33.749,
      longitude: -84.388,
    });
    const response = await get(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="community-iftar-all-welcome.ics"; filename*=UTF-8\'\'community-iftar-all-welcome.ics',
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const row = await t.db
      .selectFrom('events')
      .select(['starts_at', 'ends_at'])
      .where('listing_id', '=', id)
      .executeTakeFirstOrThrow();
    const stamp = (instant: string) =>
      new Date(instant)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(property(ics, 'DTSTART')).toBe(`DTSTART:${stamp(String(row.starts_at))}`);
    expect(property(ics, 'DTEND')).toBe(`DTEND:${stamp(String(row.ends_at))}`);
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Community Iftar\\, all welcome');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Community Hall');
    // The public sees the area only (two decimals), and so does the calendar.
    expect(property(ics, 'GEO')).toBe('GEO:33.750000;-84.390000');
    const host = new URL(t.config.publicUrl).hostname;
    expect(property(ics, 'UID')).toBe(`UID:event-${id}@${host}`);
    expect(property(ics, 'URL')).toBe(
      `URL:${t.config.publicUrl}/Show-Event/${id}/community-iftar-all-welcome`,
    );
    expect(property(ics, 'PRODID')).toBe('PRODID:-//Georgia//Events//EN');
    expect(property(ics, 'DESCRIPTION')).toContain('Bring a dish\\; children welcome.');
  });

  it('writes an Arabic event of several whole days as dates, for an Arabic reader', async () => {
    const title = 'مهرجان عيد الفطر للعائلات';
    const id = await insertTestEvent(t.db, {
      siteId,
      title,
      language: 'ar',
      event: {
        all_day: 1,
        start_date: '2027-03-20',
        end_date: '2027-03-22',
        starts_at: '2027-03-20T04:00:00.000Z',
        ends_at: '2027-03-23T04:00:00.000Z',
        venue_name: 'الحديقة العامة',
      },
    });
    const response = await get(id, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    // An Arabic slug is not a safe plain file name: the id stands in, the UTF-8 name beside it.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="event-${id}.ics"; filename*=UTF-8''${encodeURIComponent('مهرجان-عيد-الفطر-للعائلات')}.ics`,
    );
    const ics = response.body;
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20270320');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20270323');
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${title}`);
    expect(property(ics, 'PRODID')).toBe('PRODID:-//جورجيا//Events//EN');
    expect(property(ics, 'URL')).toMatch(/\?lang=ar$/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('serves an ended event while it is reachable as a past event, and not after', async () => {
    const recent = await insertTestEvent(t.db, {
      siteId,
      title: 'Last week fair',
      status: 'expired',
      event: {
        start_date: dateOf(inDays(-3)),
        end_date: dateOf(inDays(-3)),
        starts_at: inDays(-3),
        ends_at: inDays(-3, 3),
      },
    });
    expect((await get(recent)).statusCode).toBe(200);
    const old = await insertTestEvent(t.db, {
      siteId,
      title: 'Long ago fair',
      status: 'expired',
      event: {
        start_date: dateOf(inDays(-60)),
        end_date: dateOf(inDays(-60)),
        starts_at: inDays(-60),
        ends_at: inDays(-60, 3),
      },
    });
    const response = await get(old);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an event that is not published, of another site, or not there', async () => {
    const pending = await insertTestEvent(t.db, timedEvent({ title: 'Waiting', status: 'pending' }));
    const rejected = await insertTestEvent(t.db, timedEvent({ title: 'Refused', status: 'rejected' }));
    const foreign = await insertTestEvent(t.db, {
      ...timedEvent({ title: 'Elsewhere' }),
      siteId: otherSiteId,
    });
    for (const id of [pending, rejected, foreign, 999_999]) {
      const response = await get(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    // The other site serves its own, at its own address.
    const own = await get(foreign, 'en', 'TS');
    expect(own.statusCode).toBe(200);
    expect(property(own.body, 'UID')).toBe(`UID:event-${foreign}@ts.example.org`);
    expect(property(own.body, 'URL')).toMatch(
      new RegExp(`^URL:https?://ts\\.example\\.org(:\\d+)?/Show-Event/${foreign}/elsewhere$`),
    );
    // A post of another kind at that id is not an event.
    const job = await t.db
      .insertInto('listings')
      .values({
        site_id: siteId,
        kind: 'job',
        status: 'published',
        language: 'en',
        title: 'A job',
        sort_title: 'a job',
        summary: '',
        created_at: inDays(0),
        updated_at: inDays(0),
        published_at: inDays(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(job.id)).statusCode).toBe(404);
  });

  it('refuses an id that is not one, in the reader’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/events/abc/calendar.ics' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toMatch(/[\u0600-\u06FF]/);
  });
});
