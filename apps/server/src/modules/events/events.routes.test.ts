import {
  type Event,
  type EventCard,
  type EventMonth,
  type KeysetPage,
  localDateTime,
  type OwnListing,
  PAST_EVENT_REACHABLE_DAYS,
  type ReviewDetail,
  type SearchResults,
} from '@jaliya/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';
import { addDays, eventInstants } from './event-time';

const base = '/api/GA/en/0';
const ZONE = 'America/New_York';
const DAY = 86_400_000;
type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerTestUser>>;

/** The local date `days` from now in the site's time zone. */
const dayFromNow = (days: number) => localDateTime(new Date(Date.now() + days * DAY), ZONE).date;

describe.skipIf(isEngineUnavailable())(`events API (${testEngine})`, () => {
  let t: TestApp;
  let siteId: number;
  let atlanta: number;
  let marietta: number;
  let religious: number;
  let sports: number;
  let jobCategory: number;
  let moderator: Headers;
  let owner: Person;
  let other: Person;
  let spare = 0;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const ids = async (query: string) =>
    data<KeysetPage<EventCard>>(await call('GET', `events?limit=50&${query}`)).items.map((item) => item.id);

  const eventInput = (overrides: Record<string, unknown> = {}) => ({
    title: `Community iftar ${++spare}`,
    description: 'Bring the family; dates and water at sunset.',
    cityId: atlanta,
    email: 'organiser@example.com',
    categoryId: religious,
    allDay: false,
    startDate: dayFromNow(10),
    startTime: '18:00',
    endDate: dayFromNow(10),
    endTime: '21:00',
    attendance: 'in_person',
    venueName: 'Al-Farooq Masjid',
    address: '442 14th St NW, Atlanta',
    organizerName: 'Masjid volunteers',
    priceType: 'free',
    spokenLanguage: 'both',
    ...overrides,
  });

  /** Posters in turn, each under the daily limit of posts (the owner keeps its own for the tests that need it). */
  const pool: Person[] = [];
  let pooled = 0;
  async function poster(): Promise<Person> {
    if (pooled++ % 15 === 0) pool.unshift(await registerTestUser(t));
    return pool[0] as Person;
  }

  async function post(overrides: Record<string, unknown> = {}, by?: Person) {
    const as = by ?? (await poster());
    const created = await call('POST', 'events', as.headers, eventInput(overrides));
    expect(created.statusCode, created.body).toBe(200);
    return data<OwnListing>(created).id;
  }

  async function postAndApprove(overrides: Record<string, unknown> = {}, as?: Person) {
    const id = await post(overrides, as);
    const approved = await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  /** A published business listing of a person, as the directory keeps it (its form is another test's). */
  async function business(person: Person, title: string, status: 'published' | 'pending' = 'published') {
    const at = new Date().toISOString();
    const row = await t.db
      .insertInto('listings')
      .values({
        site_id: siteId,
        kind: 'business',
        owner_user_id: person.user.id,
        status,
        language: 'en',
        title,
        sort_title: title.toLowerCase(),
        summary: '',
        created_at: at,
        updated_at: at,
        published_at: status === 'published' ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Moves an event's time, as if it had been posted for those instants (its expiry follows). */
  async function moveTo(id: number, startsAt: Date, endsAt: Date) {
    await t.db
      .updateTable('events')
      .set({
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        start_date: localDateTime(startsAt, ZONE).date,
        start_time: null,
        end_date: localDateTime(endsAt, ZONE).date,
        end_time: null,
        all_day: 1,
      })
      .where('listing_id', '=', id)
      .execute();
    await t.db
      .updateTable('listings')
      .set({ expires_at: endsAt.toISOString() })
      .where('id', '=', id)
      .execute();
    // Public reads are cached for a while; the clock moving past an end is what the test stands for.
    t.app.services.cache.invalidate();
    t.app.services.pageCache.invalidate();
  }

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    atlanta = (
      await createCity(t.db, { site_id: siteId, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    marietta = (
      await createCity(t.db, { site_id: siteId, name_en: 'Marietta', name_ar: 'ماريتا', sort_order: 1 })
    ).id;
    const category = (kind: 'event' | 'job', name_en: string, name_ar: string, sort_order: number) =>
      createCategory(t.db, { site_id: siteId, parent_id: null, kind, name_en, name_ar, sort_order });
    religious = (await category('event', 'Religious', 'ديني', 0)).id;
    sports = (await category('event', 'Sports', 'رياضة', 1)).id;
    jobCategory = (await category('job', 'Cooks', 'طهاة', 0)).id;
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
    owner = await registerTestUser(t, { name: 'Omar Organiser' });
    other = await registerTestUser(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for every required field in the visitor’s language', async () => {
    const empty = await call('POST', '/api/GA/ar/0/events', owner.headers, { phone: '', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      categoryId: 'اختر تصنيفًا.',
      startDate: expect.any(String),
      endDate: expect.any(String),
      attendance: expect.any(String),
      priceType: expect.any(String),
      spokenLanguage: expect.any(String),
      phone: 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني',
    });
    expect(empty.json().error.fields).not.toHaveProperty('intent');
    const english = await call('POST', 'events', owner.headers, {
      ...eventInput(),
      startTime: '',
      endDate: dayFromNow(9),
      attendance: 'online',
      organizerName: '',
      priceType: 'amount',
    });
    expect(english.json().error.fields).toMatchObject({
      startTime: 'Enter the start time, or choose all day.',
      endDate: 'The end must be after the start.',
      onlineUrl: 'Give the link to join online.',
      organizerName: 'Name the organiser, or choose one of your businesses.',
      price: expect.any(String),
    });
    // A category of another kind, a start already passed: what only the server can check.
    const checked = await call('POST', 'events', owner.headers, {
      ...eventInput({ categoryId: jobCategory, startDate: dayFromNow(-1), endDate: dayFromNow(-1) }),
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().error.fields).toEqual({
      categoryId: 'Choose a category.',
      startDate: 'The start has already passed.',
    });
    const inArabic = await call(
      'POST',
      '/api/GA/ar/0/events',
      owner.headers,
      eventInput({ startDate: dayFromNow(-2), endDate: dayFromNow(-1), allDay: true }),
    );
    expect(inArabic.json().error.fields).toEqual({ startDate: 'موعد البدء قد مضى.' });
    // An event has no offer-or-seek.
    const withIntent = await call('POST', 'events', owner.headers, { ...eventInput(), intent: 'offer' });
    expect(withIntent.statusCode).toBe(400);
    expect(Object.keys(withIntent.json().error.fields)).toEqual(['intent']);
    // No "how many offer and seek": the address is an event's, and `intents` is no event id.
    expect((await call('GET', 'events/intents')).statusCode).toBe(400);
  });

  it('refuses an edit that moves the start into the past, but lets an event under way keep its start', async () => {
    const person = await poster();
    const id = await postAndApprove({}, person);
    const past = { startDate: dayFromNow(-1), endDate: dayFromNow(1) };
    const moved = await call('PATCH', `events/${id}`, person.headers, eventInput(past));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ startDate: 'The start has already passed.' });
    const inArabic = await call('PATCH', `/api/GA/ar/0/events/${id}`, person.headers, eventInput(past));
    expect(inArabic.json().error.fields).toEqual({ startDate: 'موعد البدء قد مضى.' });

    // Under way: whole days from yesterday to tomorrow, as if it had been posted before it began.
    const underWay = { allDay: true, startTime: null, endTime: null, ...past };
    const instants = eventInstants({ ...underWay }, ZONE);
    await t.db
      .updateTable('events')
      .set({
        all_day: 1,
        start_date: underWay.startDate,
        start_time: null,
        end_date: underWay.endDate,
        end_time: null,
        starts_at: instants.startsAt,
        ends_at: instants.endsAt,
      })
      .where('listing_id', '=', id)
      .execute();
    // A typo fixed during the event, its start as it was: accepted.
    const typo = await call(
      'PATCH',
      `events/${id}`,
      person.headers,
      eventInput({ ...underWay, title: 'Eid festival, day two' }),
    );
    expect(typo.statusCode, typo.body).toBe(200);
    // Moved to another day that has passed: refused, in the Arabic too.
    const earlier = { ...underWay, startDate: dayFromNow(-2) };
    const movedEarlier = await call(
      'PATCH',
      `/api/GA/ar/0/events/${id}`,
      person.headers,
      eventInput(earlier),
    );
    expect(movedEarlier.statusCode).toBe(400);
    expect(movedEarlier.json().error.fields).toEqual({ startDate: 'موعد البدء قد مضى.' });
    // Moved to a later time: accepted as for any edit.
    const later = { startDate: dayFromNow(3), endDate: dayFromNow(3) };
    expect((await call('PATCH', `events/${id}`, person.headers, eventInput(later))).statusCode).toBe(200);
  });

  it('waits for review, then lists upcoming events soonest first with their own fields', async () => {
    const later = await post({ startDate: dayFromNow(20), endDate: dayFromNow(20), title: 'Later' });
    expect(await ids('')).not.toContain(later);
    await call('POST', `moderation/listings/${later}`, moderator, { action: 'approve' });
    const sooner = await postAndApprove(
      {
        startDate: dayFromNow(5),
        endDate: dayFromNow(5),
        title: 'Sooner',
      },
      owner,
    );
    const list = await ids('');
    expect(list.indexOf(sooner)).toBeLessThan(list.indexOf(later));
    expect(list.indexOf(sooner)).toBeGreaterThanOrEqual(0);

    const card = data<KeysetPage<EventCard>>(await call('GET', 'events?limit=50')).items.find(
      (item) => item.id === sooner,
    );
    expect(card).toMatchObject({
      kind: 'event',
      category: { id: religious, name: 'Religious' },
      startDate: dayFromNow(5),
      startTime: '18:00',
      endTime: '21:00',
      allDay: false,
      timeZone: ZONE,
      priceType: 'free',
      price: null,
      isPast: false,
    });
    expect(card).not.toHaveProperty('intent');
    // 18:00 in New York is 22:00 or 23:00 UTC, whichever the date's offset.
    expect(new Date(card?.startsAt ?? '').getUTCHours()).toBeGreaterThanOrEqual(22);

    const event = data<Event>(await call('GET', `/api/GA/ar/0/events/${sooner}`));
    expect(event).toMatchObject({
      category: { id: religious, name: 'ديني' },
      organizer: { name: 'Masjid volunteers', business: null },
      poster: { name: 'Omar Organiser' },
      hasEmail: true,
      isPast: false,
    });
    expect(event.expiresAt).toBe(event.endsAt);
    expect(JSON.stringify(event)).not.toContain('organiser@example.com');
    expect(data<{ email: string }>(await call('POST', `events/${sooner}/contact`)).email).toBe(
      'organiser@example.com',
    );
  });

  it('filters by range, category, city, price, language and attendance', async () => {
    const tag = `filters-${Date.now()}`;
    const made = {
      football: await postAndApprove({
        title: `Football ${tag}`,
        categoryId: sports,
        cityId: marietta,
        startDate: dayFromNow(3),
        endDate: dayFromNow(3),
        spokenLanguage: 'en',
        priceType: 'amount',
        price: 10,
      }),
      lecture: await postAndApprove({
        title: `Lecture ${tag}`,
        startDate: dayFromNow(4),
        endDate: dayFromNow(4),
        spokenLanguage: 'ar',
        attendance: 'mixed',
        onlineUrl: 'https://example.com/live',
      }),
      webinar: await postAndApprove({
        title: `Webinar ${tag}`,
        startDate: dayFromNow(40),
        endDate: dayFromNow(40),
        attendance: 'online',
        onlineUrl: 'https://example.com/webinar',
        venueName: '',
        address: '',
        priceType: 'from',
        price: 5,
      }),
    };
    const only = async (query: string) => {
      const all = await ids(query);
      return Object.entries(made)
        .filter(([, id]) => all.includes(id))
        .map(([name]) => name);
    };
    expect(await only(`category=${sports}`)).toEqual(['football']);
    expect(await only(`city=${marietta}`)).toEqual(['football']);
    expect(await only('free=true')).toEqual(['lecture']);
    // "English" finds English and both; never Arabic only.
    expect(await only('language=en')).toEqual(['football', 'webinar']);
    expect(await only('language=ar')).toEqual(['lecture', 'webinar']);
    // Online finds online and mixed events; in person finds in person and mixed.
    expect(await only('attendance=online')).toEqual(['lecture', 'webinar']);
    expect(await only('attendance=in_person')).toEqual(['football', 'lecture']);
    expect(await only(`from=${dayFromNow(4)}&to=${dayFromNow(4)}`)).toEqual(['lecture']);
    expect(await only(`from=${dayFromNow(30)}`)).toEqual(['webinar']);
    expect(await only(`to=${dayFromNow(3)}`)).toEqual(['football']);
    const webinar = data<Event>(await call('GET', `events/${made.webinar}`));
    expect(webinar).toMatchObject({
      priceType: 'from',
      price: 5,
      venueName: null,
      onlineUrl: 'https://example.com/webinar',
    });
    expect((await call('GET', 'events?when=someday&language=fr')).json().error.fields).toMatchObject({
      when: expect.any(String),
      language: expect.any(String),
    });
    expect((await call('GET', 'events?from=2026-02-30')).statusCode).toBe(400);
  });

  it('pages with keyset cursors in start order, ties broken by id', async () => {
    const day = dayFromNow(50);
    const same = [
      await postAndApprove({ startDate: day, endDate: day, startTime: '09:00', endTime: '10:00' }),
      await postAndApprove({ startDate: day, endDate: day, startTime: '09:00', endTime: '10:00' }),
      await postAndApprove({ startDate: day, endDate: day, startTime: '08:00', endTime: '10:00' }),
    ];
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: KeysetPage<EventCard> = data(
        await call('GET', `events?from=${day}&to=${day}&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.total).toBe(3);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([same[2], same[0], same[1]]);
    expect((await call('GET', 'events?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('answers "today", "this week", "this weekend" and "this month" in the site’s time zone', async () => {
    // A Wednesday noon in New York, a few days ahead of the real clock (sessions stay valid).
    let wednesday = dayFromNow(1);
    while (new Date(`${wednesday}T12:00:00Z`).getUTCDay() !== 3) wednesday = addDays(wednesday, 1);
    const noon = new Date(`${wednesday}T17:00:00Z`); // 12:00 EST, 13:00 EDT
    vi.useFakeTimers({ toFake: ['Date'], now: noon });
    const at = (days: number, extra: Record<string, unknown> = {}) =>
      postAndApprove({
        title: `When ${days}`,
        categoryId: sports,
        startDate: addDays(wednesday, days),
        endDate: addDays(wednesday, days),
        ...extra,
      });
    const made = {
      today: await at(0, { startTime: '19:00', endTime: '20:00' }),
      thursday: await at(1),
      friday: await at(2),
      sunday: await at(4, { allDay: true, startTime: null, endTime: null }),
      monday: await at(5),
    };
    const only = async (query: string) => {
      const all = await ids(`category=${sports}&${query}`);
      return Object.entries(made)
        .filter(([, id]) => all.includes(id))
        .map(([name]) => name);
    };
    expect(await only('when=today')).toEqual(['today']);
    expect(await only('when=this_week')).toEqual(['today', 'thursday', 'friday', 'sunday']);
    expect(await only('when=this_weekend')).toEqual(['friday', 'sunday']);
    const sameMonth = Object.entries({ today: 0, thursday: 1, friday: 2, sunday: 4, monday: 5 })
      .filter(([, days]) => addDays(wednesday, days).slice(0, 7) === wednesday.slice(0, 7))
      .map(([name]) => name);
    expect(await only('when=this_month')).toEqual(sameMonth);
    // On Saturday the weekend under way is what is left of it.
    vi.setSystemTime(new Date(noon.getTime() + 3 * DAY));
    t.app.services.cache.invalidate();
    expect(await only('when=this_weekend')).toEqual(['sunday']);
  });

  it('shows a month by day, an event of several days on each of them', async () => {
    const first = `${dayFromNow(70).slice(0, 7)}-01`;
    const festival = await postAndApprove({
      title: 'Eid festival',
      startDate: addDays(first, 20),
      startTime: '10:00',
      endDate: addDays(first, 22),
      endTime: '22:00',
    });
    const fun = await postAndApprove({
      title: 'Fun day',
      allDay: true,
      startTime: null,
      endTime: null,
      startDate: addDays(first, 21),
      endDate: addDays(first, 21),
      categoryId: sports,
    });
    const month = data<EventMonth>(await call('GET', `events/month?month=${first.slice(0, 7)}`));
    expect(month).toMatchObject({ month: first.slice(0, 7), timeZone: ZONE });
    const on = (date: string) => month.days.find((day) => day.date === date)?.events ?? [];
    expect(on(addDays(first, 20))).toEqual([
      { id: festival, slug: 'eid-festival', title: 'Eid festival', startTime: '10:00', allDay: false },
    ]);
    expect(on(addDays(first, 21)).map((event) => [event.id, event.startTime])).toEqual([
      [festival, null],
      [fun, null],
    ]);
    expect(on(addDays(first, 22)).map((event) => event.id)).toEqual([festival]);
    expect(on(addDays(first, 23))).toEqual([]);
    const sportsOnly = data<EventMonth>(
      await call('GET', `events/month?month=${first.slice(0, 7)}&category=${sports}`),
    );
    expect(sportsOnly.days.flatMap((day) => day.events.map((event) => event.id))).toEqual([fun]);
    expect((await call('GET', '/api/GA/ar/0/events/month?month=2026-13')).json().error.fields).toEqual({
      month: 'اختر الشهر بصيغة YYYY-MM.',
    });
  });

  it('takes an ended event out of lists, search and sitemaps, keeps its page as past for a while, and never renews it', async () => {
    const title = `Quran competition ${Date.now()}`;
    const id = await postAndApprove({ title }, owner);
    const sitemap = async () => (await call('GET', '/sitemaps/events-1.xml')).body;
    const search = async () =>
      data<SearchResults>(await call('GET', `search/results?keyword=${encodeURIComponent(title)}`)).items.map(
        (item) => item.id,
      );
    expect(await ids('')).toContain(id);
    expect(await search()).toContain(id);
    // Found by its own words too: its venue, its organiser and its category, in either language.
    for (const words of ['Farooq Masjid', 'Masjid volunteers', 'ديني']) {
      const found = data<SearchResults>(
        await call('GET', `search/results?type=event&keyword=${encodeURIComponent(words)}`),
      );
      expect(found.items.map((item) => item.id)).toContain(id);
    }
    // The old client's search keeps its own lists, which have no events.
    const old = await call('GET', `search?keyword=${encodeURIComponent(title)}`);
    expect(old.statusCode).toBe(200);
    expect(Object.keys(old.json().data).sort()).toEqual([
      'blogs',
      'guide',
      'jobs',
      'market',
      'rents',
      'stores',
    ]);
    expect(old.body).not.toContain(title);
    expect(await sitemap()).toContain(`/Show-Event/${id}/`);
    // No "expires soon" warning for an event: it is not renewed.
    await moveTo(id, new Date(Date.now() + DAY), new Date(Date.now() + DAY + 3_600_000));
    expect((await t.app.services.expiry.run()).warned).toBe(0);
    expect(
      (await call('POST', `events/${id}/actions`, owner.headers, { action: 'renew' })).json().error,
    ).toMatchObject({
      code: 'STATUS_CONFLICT',
      fields: {
        action: 'An event ends at its end time and cannot be renewed: post it again for a new date.',
      },
    });

    await moveTo(id, new Date(Date.now() - 3 * 3_600_000), new Date(Date.now() - 3_600_000));
    expect(await ids('')).not.toContain(id);
    expect(await search()).not.toContain(id);
    expect(await sitemap()).not.toContain(`/Show-Event/${id}/`);
    expect(data<Event>(await call('GET', `events/${id}`)).isPast).toBe(true);

    expect((await t.app.services.expiry.run()).expired).toBeGreaterThanOrEqual(1);
    const row = await t.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('expired');
    expect(data<Event>(await call('GET', `events/${id}`))).toMatchObject({ id, isPast: true });
    // The month view keeps it on its day while its page is reachable.
    const monthOf = async () => {
      const row = await t.db
        .selectFrom('events')
        .select('start_date')
        .where('listing_id', '=', id)
        .executeTakeFirstOrThrow();
      const month = row.start_date.slice(0, 7);
      const view = data<EventMonth>(await call('GET', `events/month?month=${month}&category=${religious}`));
      return view.days.flatMap((day) => day.events.map((event) => event.id));
    };
    expect(await monthOf()).toContain(id);
    expect(await search()).not.toContain(id);
    const renew = await call('POST', `/api/GA/ar/0/events/${id}/actions`, owner.headers, { action: 'renew' });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().error.fields.action).toContain('لا يمكن تجديدها');

    const pastWindow = new Date(Date.now() - (PAST_EVENT_REACHABLE_DAYS + 1) * DAY);
    await moveTo(id, new Date(pastWindow.getTime() - 3_600_000), pastWindow);
    expect((await call('GET', `events/${id}`)).statusCode).toBe(404);
    expect(await monthOf()).not.toContain(id);
    // A post taken down by its owner is gone at once, ended or not.
    const closed = await postAndApprove({}, owner);
    await call('POST', `events/${closed}/actions`, owner.headers, { action: 'close' });
    expect((await call('GET', `events/${closed}`)).statusCode).toBe(404);
  });

  it('shows a moderator the event’s own fields by label, its category and organising business by name', async () => {
    const bakery = await business(owner, 'Crescent Bakery');
    const id = await post(
      {
        organizerBusinessId: bakery,
        priceType: 'amount',
        price: 12,
        attendance: 'mixed',
        onlineUrl: 'https://example.com/x',
      },
      owner,
    );
    const review = await call('GET', `/api/GA/ar/0/admin/review-queue/${id}`, moderator);
    expect(review.statusCode, review.body).toBe(200);
    const fields = data<ReviewDetail>(review).fields;
    const field = (key: string) => fields.find((candidate) => candidate.key === key);
    expect(field('categoryId')).toMatchObject({ value: 'ديني' });
    expect(field('organizerBusinessId')).toMatchObject({
      label: 'النشاط التجاري المنظِّم',
      value: 'Crescent Bakery',
    });
    expect(field('attendance')?.value).toBe('حضوري وعبر الإنترنت');
    expect(field('priceType')?.value).toBe('السعر');
    expect(field('spokenLanguage')?.value).toBe('العربية والإنجليزية');
    expect(field('startTime')).toMatchObject({ value: '18:00' });
    expect(field('intent')).toBeUndefined();
    await call('DELETE', `events/${id}`, owner.headers);
  });

  it('names one of the poster’s published businesses as organiser, never another’s, never on an anonymous post', async () => {
    const bakery = await business(owner, 'Sunrise Bakery');
    const pending = await business(owner, 'Not yet approved', 'pending');
    const theirs = await business(other, 'Someone Else Ltd');
    for (const organizerBusinessId of [pending, theirs, 999_999]) {
      const refused = await call('POST', 'events', owner.headers, eventInput({ organizerBusinessId }));
      expect(refused.json().error.fields).toEqual({
        organizerBusinessId: 'Choose one of your published business profiles.',
      });
    }
    const id = await postAndApprove({ organizerBusinessId: bakery, organizerName: '' }, owner);
    expect(data<Event>(await call('GET', `events/${id}`)).organizer).toEqual({
      name: 'Sunrise Bakery',
      business: { id: bakery, slug: 'sunrise-bakery' },
    });
    const anonymous = await call(
      'POST',
      '/api/GA/ar/0/events',
      owner.headers,
      eventInput({ organizerBusinessId: bakery, isAnonymous: true }),
    );
    expect(Object.keys(anonymous.json().error.fields)).toEqual(['organizerBusinessId']);
  });

  it('hides the poster of an anonymous event everywhere the public looks', async () => {
    const title = `Anonymous gathering ${Date.now()}`;
    // An organiser is required, anonymous or not: a name (a business is refused above).
    const nameless = await call(
      'POST',
      'events',
      owner.headers,
      eventInput({ title, isAnonymous: true, organizerName: '' }),
    );
    expect(Object.keys(nameless.json().error.fields)).toEqual(['organizerName']);
    const id = await postAndApprove({ title, isAnonymous: true, organizerName: 'The neighbours' }, owner);
    const responses = [
      await call('GET', `events/${id}`),
      await call('GET', 'events?limit=50'),
      await call('GET', `search/results?keyword=${encodeURIComponent(title)}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Omar Organiser');
      expect(response.body).not.toContain(owner.email);
    }
    expect(data<Event>(responses[0] as never)).toMatchObject({
      isAnonymous: true,
      poster: null,
      organizer: { name: 'The neighbours', business: null },
    });
  });

  it('is saved, listed in my posts, edited through review, reported, and erased with its owner', async () => {
    const photo = await uploadListingPhoto(t, owner.headers, { hue: 40 });
    const id = await postAndApprove({ photoIds: [photo] }, owner);
    expect(data<Event>(await call('GET', `events/${id}`)).photos).toHaveLength(1);
    expect((await call('POST', 'profile/save', other.headers, { type: 'event', id })).statusCode).toBe(200);
    const saved = data<KeysetPage<EventCard>>(await call('GET', 'my/saved/events', other.headers));
    expect(saved.items.map((item) => item.id)).toEqual([id]);
    const mine = data<KeysetPage<OwnListing>>(await call('GET', 'my/events?limit=50', owner.headers));
    expect(mine.items.map((item) => item.id)).toContain(id);
    const everything = data<KeysetPage<OwnListing>>(await call('GET', 'my/posts?limit=50', owner.headers));
    expect(everything.items.find((item) => item.id === id)?.kind).toBe('event');

    // An edit of a published event waits for review; approved, its expiry follows its new end.
    const form = data<{ input: Record<string, unknown> }>(
      await call('GET', `my/events/${id}`, owner.headers),
    );
    expect(form.input).toMatchObject({ categoryId: religious, priceType: 'free', startTime: '18:00' });
    expect(form.input).not.toHaveProperty('intent');
    const edited = await call('PATCH', `events/${id}`, owner.headers, {
      ...eventInput({ startDate: dayFromNow(12), endDate: dayFromNow(13), photoIds: [photo] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data<Event>(await call('GET', `events/${id}`)).endDate).toBe(dayFromNow(10));
    await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
    const after = data<Event>(await call('GET', `events/${id}`));
    expect(after.endDate).toBe(dayFromNow(13));
    expect(after.expiresAt).toBe(after.endsAt);

    const reasons = data<Array<{ id: number; key: string }>>(await call('GET', 'report-reasons'));
    const reported = await call('POST', `listings/${id}/report`, other.headers, {
      reasonId: reasons[0]?.id,
      note: 'Wrong date',
    });
    expect(reported.statusCode, reported.body).toBe(200);

    const leaving = await registerTestUser(t);
    const theirs = await postAndApprove({}, leaving);
    await call('POST', 'profile/save', other.headers, { type: 'event', id: theirs });
    const deleted = await call('DELETE', 'profile', leaving.headers, { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `events/${theirs}`)).statusCode).toBe(404);
    // Erased, not hidden: the listing and the event's own row are gone.
    expect(
      await t.db.selectFrom('events').select('listing_id').where('listing_id', '=', theirs).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('listings').select('id').where('id', '=', theirs).execute()).toEqual([]);
    const stillSaved = data<KeysetPage<EventCard>>(await call('GET', 'my/saved/events', other.headers));
    expect(stillSaved.items.map((item) => item.id)).toEqual([id]);
  });
});
