import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { insertTestEvent } from '../../test/event-fixtures';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import type { MailMessage } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { EventReminders, isDayBefore } from './reminders';

/**
 * The site is in New York (UTC-5 in December). The clock is fixed at 10:00 on Friday 4 December
 * 2026 there: reminders are due for events whose first day is Saturday 5 December.
 */
const FRIDAY_10AM = new Date('2026-12-04T15:00:00.000Z');
const FRIDAY_8AM = new Date('2026-12-04T13:00:00.000Z');

describe.skipIf(isEngineUnavailable())(`event reminders (${testEngine})`, () => {
  let t: TestApp;
  let siteId: number;
  let clock = FRIDAY_10AM;
  let reminders: EventReminders;
  const events: Record<string, number> = {};
  const written: MailMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    const atlanta = await createCity(t.db, {
      site_id: siteId,
      name_en: 'Atlanta',
      name_ar: 'أتلانتا',
      sort_order: 1,
    });
    const day = (date: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
      start_date: date,
      end_date: date,
      start_time: '18:00',
      end_time: '20:30',
      starts_at: startsAt,
      ends_at: endsAt,
      ...extra,
    });
    events.iftar = await insertTestEvent(t.db, {
      siteId,
      title: 'Community Iftar',
      cityId: atlanta.id,
      event: day('2026-12-05', '2026-12-05T23:00:00.000Z', '2026-12-06T01:30:00.000Z', {
        venue_name: 'Al-Noor Centre',
        address: '12 Main St',
      }),
    });
    events.festival = await insertTestEvent(t.db, {
      siteId,
      title: 'مهرجان الشتاء',
      language: 'ar',
      event: {
        all_day: 1,
        start_date: '2026-12-05',
        end_date: '2026-12-07',
        starts_at: '2026-12-05T05:00:00.000Z',
        ends_at: '2026-12-08T05:00:00.000Z',
        venue_name: 'الحديقة العامة',
      },
    });
    events.online = await insertTestEvent(t.db, {
      siteId,
      title: 'Online Quran Circle',
      event: day('2026-12-05', '2026-12-05T14:00:00.000Z', '2026-12-05T15:00:00.000Z', {
        attendance: 'online',
        venue_name: null,
        online_url: 'https://meet.example.org/circle',
      }),
    });
    events.pending = await insertTestEvent(t.db, {
      siteId,
      title: 'Waiting for a moderator',
      status: 'pending',
      event: day('2026-12-05', '2026-12-05T23:00:00.000Z', '2026-12-06T01:00:00.000Z'),
    });
    events.sunday = await insertTestEvent(t.db, {
      siteId,
      title: 'Sunday School Fair',
      event: day('2026-12-06', '2026-12-06T15:00:00.000Z', '2026-12-06T18:00:00.000Z'),
    });
    events.tonight = await insertTestEvent(t.db, {
      siteId,
      title: 'Tonight Concert',
      event: day('2026-12-04', '2026-12-04T23:30:00.000Z', '2026-12-05T02:00:00.000Z'),
    });
    // The real outbox, with each message kept as written (delivery blanks the stored bodies).
    const recording = {
      send: async (message: MailMessage) => {
        written.push(message);
        await t.app.services.mailer.send(message);
      },
    } as unknown as Mailer;
    reminders = new EventReminders(
      t.db,
      recording,
      { publicUrlOf: async () => t.config.publicUrl },
      () => clock,
    );
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    clock = FRIDAY_10AM;
  });

  /** A person who asked (or not) for reminders, with the events they saved. */
  const person = async (options: { reminders: boolean; language?: 'en' | 'ar'; saves: number[] }) => {
    const user = await registerTestUser(t);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/GA/en/0/profile',
      headers: user.headers,
      payload: {
        name: 'Omar Test',
        phone: '+1 404 555 0100',
        gender: 'male',
        eventReminders: options.reminders,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    if (options.language === 'ar')
      await t.db.updateTable('users').set({ language: 'ar' }).where('id', '=', user.user.id).execute();
    for (const id of options.saves) {
      await t.db
        .insertInto('saved_items')
        .values({
          user_id: user.user.id,
          item_type: 'event',
          item_id: id,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    return user;
  };
  /** The reminders written to an address, as written. */
  const mailsTo = async (email: string) =>
    written
      .filter((mail) => mail.to === email)
      .map((mail) => ({
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        user_id: mail.concerns?.userId,
        discard_after: mail.discardAfter?.toISOString(),
      }));
  /** How many reminders the outbox holds (the mails of signing up aside). */
  const remindersInOutbox = async () =>
    (await t.db.selectFrom('outbox').select('subject').execute()).filter((mail) =>
      /^(Tomorrow|غداً):/.test(mail.subject),
    ).length;

  it('is due from 9:00 on the day before the first day, in the site’s time zone', () => {
    const row = { start_date: '2026-12-05', time_zone: 'America/New_York' };
    expect(isDayBefore(row, FRIDAY_10AM)).toBe(true);
    expect(isDayBefore(row, FRIDAY_8AM)).toBe(false);
    // 23:30 on Friday in New York is already Saturday in UTC: still the day before there.
    expect(isDayBefore(row, new Date('2026-12-05T04:30:00.000Z'))).toBe(true);
    expect(isDayBefore(row, new Date('2026-12-05T05:30:00.000Z'))).toBe(false);
    expect(isDayBefore({ ...row, time_zone: 'Asia/Riyadh' }, FRIDAY_10AM)).toBe(true);
    expect(isDayBefore({ ...row, time_zone: 'Pacific/Kiritimati' }, FRIDAY_10AM)).toBe(false);
  });

  it('e-mails each saver who asked, once per event, in their language, and nobody else', async () => {
    const layla = await person({
      reminders: true,
      saves: [
        events.iftar!,
        events.festival!,
        events.online!,
        events.pending!,
        events.sunday!,
        events.tonight!,
      ],
    });
    const amira = await person({ reminders: true, language: 'ar', saves: [events.iftar!] });
    const notAsked = await person({ reminders: false, saves: [events.iftar!, events.festival!] });
    const savedNothing = await person({ reminders: true, saves: [] });
    const suspended = await person({ reminders: true, saves: [events.iftar!] });
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString(), suspended_reason: 'spam' })
      .where('id', '=', suspended.user.id)
      .execute();
    expect(await remindersInOutbox()).toBe(0);

    // Before 9:00 nothing goes out.
    clock = FRIDAY_8AM;
    expect(await reminders.run()).toEqual({ reminded: 0 });

    clock = FRIDAY_10AM;
    expect(await reminders.run()).toEqual({ reminded: 4 });

    const laylas = await mailsTo(layla.email);
    expect(laylas.map((mail) => mail.subject).sort()).toEqual([
      'Tomorrow: “Community Iftar”',
      'Tomorrow: “Online Quran Circle”',
      'Tomorrow: “مهرجان الشتاء”',
    ]);
    const iftar = laylas.find((mail) => mail.subject.includes('Community Iftar'))!;
    expect(iftar.text_body).toContain('Hello Omar Test,');
    expect(iftar.text_body).toContain('Saturday, December 5, 2026');
    expect(iftar.text_body).toMatch(/Saturday, December 5, 2026, 6:00\s?–\s?8:30\sPM\./);
    expect(iftar.text_body).toContain('Where: Al-Noor Centre, 12 Main St, Atlanta.');
    expect(iftar.text_body).toContain(`${t.config.publicUrl}/Show-Event/${events.iftar}/community-iftar`);
    expect(iftar.text_body).toContain(`your profile: ${t.config.publicUrl}/Profile`);
    expect(iftar.text_body).toContain('The Georgia team');
    expect(iftar.html_body).toContain(`<a href="${t.config.publicUrl}/Profile">`);
    expect(iftar.user_id).toBe(layla.user.id);
    // Useless once the event has begun: discarded rather than sent late.
    expect(new Date(String(iftar.discard_after)).toISOString()).toBe('2026-12-05T23:00:00.000Z');
    const festival = laylas.find((mail) => mail.subject.includes('مهرجان'))!;
    expect(festival.text_body).toMatch(/Saturday, December 5\s?–\s?Monday, December 7, 2026/);
    const online = laylas.find((mail) => mail.subject.includes('Online'))!;
    expect(online.text_body).toContain('Where: https://meet.example.org/circle.');

    const amiras = await mailsTo(amira.email);
    expect(amiras).toHaveLength(1);
    expect(amiras[0]!.subject).toBe('غداً: «Community Iftar»');
    expect(amiras[0]!.text_body).toContain('السبت');
    expect(amiras[0]!.text_body).toContain('جورجيا');
    expect(amiras[0]!.text_body).toContain('أتلانتا');
    expect(amiras[0]!.text_body).toContain(`/Show-Event/${events.iftar}/community-iftar?lang=ar`);
    expect(amiras[0]!.text_body).toContain(`${t.config.publicUrl}/Profile?lang=ar`);
    expect(amiras[0]!.html_body).toContain('dir="rtl"');

    for (const nobody of [notAsked, savedNothing, suspended]) expect(await mailsTo(nobody.email)).toEqual([]);
    // Only these four messages were written, each to the person who saved the event.
    expect(await remindersInOutbox()).toBe(4);
    expect(written.map((mail) => mail.to).sort()).toEqual(
      [layla.email, layla.email, layla.email, amira.email].sort(),
    );

    // Never twice: the next hour's run, or a second server's, finds them sent.
    expect(await reminders.run()).toEqual({ reminded: 0 });
    clock = new Date('2026-12-04T20:00:00.000Z');
    expect(await reminders.run()).toEqual({ reminded: 0 });
    expect(await mailsTo(layla.email)).toHaveLength(3);
    const sent = await t.db
      .selectFrom('event_reminders_sent')
      .select(['user_id', 'listing_id'])
      .where('user_id', 'in', [layla.user.id, amira.user.id])
      .execute();
    expect(sent).toHaveLength(4);
  });

  it('sends Saturday’s reminders on Saturday for Sunday, and none for an event that was never published', async () => {
    const yusuf = await person({ reminders: true, saves: [events.sunday!, events.pending!] });
    clock = FRIDAY_10AM;
    expect(await reminders.run()).toEqual({ reminded: 0 });
    clock = new Date('2026-12-05T15:00:00.000Z');
    // Yusuf, and the first test's Layla, who saved it too.
    expect(await reminders.run()).toEqual({ reminded: 2 });
    const mails = await mailsTo(yusuf.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Tomorrow: “Sunday School Fair”']);
  });

  it('sends nothing once the person turns reminders off, and sends after they turn them on', async () => {
    const sara = await person({ reminders: true, saves: [events.iftar!] });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/GA/en/0/profile',
      headers: sara.headers,
      payload: { name: 'Sara', phone: '+1 404 555 0100', gender: 'female', eventReminders: false },
    });
    expect(await reminders.run()).toEqual({ reminded: 0 });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/GA/en/0/profile',
      headers: sara.headers,
      payload: { name: 'Sara', phone: '+1 404 555 0100', gender: 'female', eventReminders: true },
    });
    expect(await reminders.run()).toEqual({ reminded: 1 });
    expect(await mailsTo(sara.email)).toHaveLength(1);
  });

  it('erases a deleted account’s saved events and record of reminders', async () => {
    const omar = await person({ reminders: true, saves: [events.iftar!, events.festival!] });
    expect(await reminders.run()).toEqual({ reminded: 2 });
    const rowsOf = async () => ({
      saved: await t.db
        .selectFrom('saved_items')
        .select('item_id')
        .where('user_id', '=', omar.user.id)
        .execute(),
      sent: await t.db
        .selectFrom('event_reminders_sent')
        .select('listing_id')
        .where('user_id', '=', omar.user.id)
        .execute(),
    });
    expect((await rowsOf()).sent).toHaveLength(2);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/GA/en/0/profile',
      headers: omar.headers,
      payload: { password: omar.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf()).toEqual({ saved: [], sent: [] });
    const user = await t.db
      .selectFrom('users')
      .select(['event_reminders', 'deleted_at'])
      .where('id', '=', omar.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.event_reminders)).toBe(0);
    expect(user.deleted_at).not.toBeNull();
    // Its e-mails went with it (the outbox's own erasure), and nothing more is sent to it.
    expect(
      await t.db.selectFrom('outbox').select('id').where('to_address', '=', omar.email).execute(),
    ).toEqual([]);
    expect(await reminders.run()).toEqual({ reminded: 0 });
  });
});
