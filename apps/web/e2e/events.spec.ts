import Database from 'better-sqlite3';
import path from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import {
  chooseLanguage,
  expect,
  expectNoSeriousAxeViolations,
  type Language,
  test as base,
} from './fixtures';
import { attachPhotos, messages, PASSWORD, photoFiles, promoteToAdmin, uniqueEmail } from './listing-helpers';
import { richResultProblems } from './rich-results';

/*
 * Community events (issue 35): the list by day and by month in both languages, the form's
 * field-by-field errors and a post waiting for review, an event's page (calendar links, JSON-LD,
 * "Interested") and an ended event's page. One poster and one moderator per worker, made once,
 * post the events every test reads.
 */

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;
const SITE_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** A day in the site's time zone, `offset` days from now, as `YYYY-MM-DD`. */
function siteDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * DAY_MS));
}

let addresses = 0;
/** A new account through the API in its own request context; the session cookie stays there. */
async function account(label: string, name: string): Promise<{ api: APIRequestContext; email: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail(label);
  const registered = await api.post('/api/GA/en/0/auth/register', {
    headers: { 'x-forwarded-for': `10.93.${process.pid % 250}.${(++addresses % 250) + 1}` },
    data: {
      name,
      email,
      phone: '+1 404 555 0142',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      gender: 'female',
      accept_terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { api, email };
}

/** The data of a successful answer (a read's 200, a create's 200 or 201). */
async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

interface World {
  category: { id: number; nameEn: string; nameAr: string };
  /** An evening in three days: free, in person, in Arabic, with a map. */
  evening: { id: number; title: string; date: string };
  /** Three whole days from ten days on: from $10, in person and online. */
  festival: { id: number; title: string; date: string };
  /** Yesterday's: ended, still reachable. */
  past: { id: number; title: string };
  poster: APIRequestContext;
}

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const stamp = `${Date.now()}-${process.pid}`;
      const admin = await account('events-admin', 'Huda Moderator');
      promoteToAdmin(admin.email);
      const poster = await account('events-poster', 'Samir Khalil');
      const nameEn = `Family day ${stamp}`;
      const nameAr = `يوم العائلة ${stamp}`;
      const category = await json<{ id: number }>(
        await admin.api.post('/api/GA/en/0/admin/content/categories', {
          data: { kind: 'event', nameEn, nameAr, icon: 'baby', sortOrder: 0, parentId: null },
        }),
      );
      const settings = await json<{ cities: { id: number }[] }>(
        await poster.api.get('/api/GA/en/0/site/settings'),
      );
      const cityId = settings.cities[0]!.id;
      const post = async (input: Record<string, unknown>) =>
        (
          await json<{ id: number }>(
            await poster.api.post('/api/GA/en/0/events', {
              data: {
                description: 'Games, food and prayers for every family in the community.',
                cityId,
                categoryId: category.id,
                phone: '+1 404 555 0142',
                organizerName: 'Masjid Al-Noor youth committee',
                ...input,
              },
            }),
          )
        ).id;
      const eveningDate = siteDay(3);
      const evening = {
        title: `Eid evening ${stamp}`,
        date: eveningDate,
        id: await post({
          title: `Eid evening ${stamp}`,
          startDate: eveningDate,
          startTime: '18:00',
          endDate: eveningDate,
          endTime: '21:00',
          attendance: 'in_person',
          venueName: 'Masjid Al-Noor hall',
          address: '123 Peachtree St, Atlanta',
          location: { lat: 33.7701, lng: -84.3867 },
          priceType: 'free',
          spokenLanguage: 'ar',
        }),
      };
      const festivalDate = siteDay(10);
      const festival = {
        title: `Heritage festival ${stamp}`,
        date: festivalDate,
        id: await post({
          title: `Heritage festival ${stamp}`,
          allDay: true,
          startDate: festivalDate,
          endDate: siteDay(12),
          attendance: 'mixed',
          venueName: 'Centennial Park',
          onlineUrl: 'https://example.org/live',
          priceType: 'from',
          price: 10,
          spokenLanguage: 'both',
          registrationUrl: 'https://example.org/register',
        }),
      };
      const past = {
        title: `Quran evening ${stamp}`,
        id: await post({
          title: `Quran evening ${stamp}`,
          startDate: siteDay(2),
          startTime: '19:00',
          endDate: siteDay(2),
          endTime: '20:00',
          attendance: 'online',
          onlineUrl: 'https://example.org/quran',
          priceType: 'free',
          spokenLanguage: 'ar',
        }),
      };
      // Yesterday's, as if it had been posted and approved last week: the API takes no past dates.
      const database = new Database(path.join(process.env.E2E_DATA_DIR!, 'jaliya.db'));
      try {
        const start = new Date(Date.now() - 30 * 3_600_000);
        const end = new Date(start.getTime() + 3_600_000);
        const day = (instant: Date) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE, dateStyle: 'short' }).format(instant);
        database
          .prepare(
            'UPDATE events SET start_date = ?, end_date = ?, starts_at = ?, ends_at = ?, start_time = ?, end_time = ? WHERE listing_id = ?',
          )
          .run(
            day(start),
            day(end),
            start.toISOString(),
            end.toISOString(),
            new Intl.DateTimeFormat('en-GB', {
              timeZone: SITE_ZONE,
              hour: '2-digit',
              minute: '2-digit',
            }).format(start),
            new Intl.DateTimeFormat('en-GB', {
              timeZone: SITE_ZONE,
              hour: '2-digit',
              minute: '2-digit',
            }).format(end),
            past.id,
          );
      } finally {
        database.close();
      }
      for (const id of [evening.id, festival.id, past.id]) {
        const approved = await admin.api.post(`/api/GA/en/0/moderation/listings/${id}`, {
          data: { action: 'approve' },
        });
        expect(approved.status(), await approved.text()).toBe(200);
      }
      await admin.api.dispose();
      await use({
        category: { id: category.id, nameEn, nameAr },
        evening,
        festival,
        past,
        poster: poster.api,
      });
      await poster.api.dispose();
    },
    { scope: 'worker' },
  ],
});

/** The page signed in as the worker's poster, in a language. */
async function asPoster(page: Page, world: World, language: Language) {
  await chooseLanguage(page.context(), baseURL, language);
  await page.context().addCookies((await world.poster.storageState()).cookies);
}

for (const language of ['en', 'ar'] as const) {
  test(`lists upcoming events by day with filters, and a month's calendar (${language})`, async ({
    page,
    context,
    world,
  }) => {
    const text = messages(language);
    await chooseLanguage(context, baseURL, language);
    await page.goto(`/events?category=${world.category.id}`);
    await expect(page.locator('main h1')).toHaveText(text.events.title);
    const days = page.getByTestId('agenda-day');
    await expect(days).toHaveCount(2);
    await expect(days.first()).toHaveAttribute('data-date', world.evening.date);
    await expect(days.first().getByTestId('event-card')).toContainText(world.evening.title);
    await expect(days.nth(1).getByTestId('event-card')).toContainText(world.festival.title);
    await expect(days.nth(1)).toContainText(text.events.allDay);
    // The ended event is no longer listed.
    await expect(page.getByText(world.past.title)).toHaveCount(0);
    const headings = await days.locator('h2').allTextContents();
    if (language === 'ar') for (const heading of headings) expect(heading).not.toMatch(/[0-9]/);
    else expect(headings[0]).toMatch(/\d/);
    await expectNoSeriousAxeViolations(page, `events ${language}`);

    // The filters are a plain form: free ones only, then a range of one day.
    await page.locator('input[name=free]').check();
    await page.getByRole('button', { name: text.directory.apply }).click();
    await expect(page).toHaveURL(/free=1/);
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    await expect(page.getByTestId('event-card')).toContainText(world.evening.title);
    await page.goto(
      `/events?category=${world.category.id}&from=${world.festival.date}&to=${world.festival.date}`,
    );
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    await expect(page.getByTestId('event-card')).toContainText(world.festival.title);

    // The month of the evening, as a calendar: the event on its day, and the months around it.
    const month = world.evening.date.slice(0, 7);
    await page.getByTestId('event-views').getByRole('link', { name: text.events.view.month }).click();
    await expect(page).toHaveURL(/view=month/);
    await page.goto(`/events?view=month&month=${month}&category=${world.category.id}`);
    const grid = page.getByTestId('event-month');
    await expect(grid.locator(`td[data-date="${world.evening.date}"]`)).toContainText(world.evening.title);
    const headers = grid.locator('thead th');
    await expect(headers).toHaveCount(7);
    const sunday = (await headers.first().boundingBox())!;
    const saturday = (await headers.last().boundingBox())!;
    // Sunday starts the week on the left in English and on the right in Arabic.
    expect(language === 'ar' ? sunday.x > saturday.x : sunday.x < saturday.x).toBe(true);
    // The days' numbers and the events' times in the page's digits.
    const numbers = await grid.locator('td[data-date] > span').allTextContents();
    expect(numbers.length).toBeGreaterThanOrEqual(28);
    if (language === 'ar') for (const number of numbers) expect(number).toMatch(/^[٠-٩]+$/);
    const time = await grid.locator(`td[data-date="${world.evening.date}"] a span`).first().textContent();
    expect(time).toMatch(language === 'ar' ? /٦:٠٠/ : /6:00/);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next =
      monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
    await grid.getByRole('link', { name: text.events.month.next }).click();
    await expect(page).toHaveURL(new RegExp(`month=${next}`));
    await expect(page.getByTestId('event-month')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `events month ${language}`);
  });
}

test('the event form says what is missing in Arabic, then sends the event for review', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const { validation, directory, events } = messages('ar');
  await asPoster(page, world, 'ar');
  await page.goto('/post-event');
  const form = page.getByTestId('event-form');
  await form.getByRole('button', { name: /.+/ }).last().click();
  const errorOf = (name: string) => page.locator(`[data-field-error="${name}"]`);
  await expect(errorOf('title')).toHaveText(validation.titleRequired!);
  await expect(errorOf('categoryId')).toHaveText(validation.categoryRequired!);
  await expect(errorOf('startDate')).toHaveText(validation.startDateRequired!);
  await expect(errorOf('attendance')).toHaveText(validation.attendanceRequired!);
  await expect(errorOf('priceType')).toHaveText(validation.priceTypeRequired!);
  await expect(errorOf('spokenLanguage')).toHaveText(validation.spokenLanguageRequired!);
  await expect(errorOf('organizerName')).toHaveText(validation.organizerRequired!);
  await expect(errorOf('phone')).toHaveText(validation.contactRequired!);
  await expectNoSeriousAxeViolations(page, 'event form with errors ar');

  const title = `أمسية شعرية ${Date.now()}`;
  await form.locator('input[name=title]').fill(title);
  await form.locator('select[name=categoryId]').selectOption(String(world.category.id));
  await form.locator('textarea[name=description]').fill('أمسية شعرية للعائلات مع ضيوف من المدينة.');
  await form.locator('select[name=cityId]').selectOption({ index: 1 });
  // Whole days: the times go away.
  await form.locator('input[name=allDay]').check();
  await expect(form.locator('input[name=startTime]')).toHaveCount(0);
  await form.locator('input[name=startDate]').fill(siteDay(20));
  await form.locator('input[name=endDate]').fill(siteDay(20));
  // Online only: the venue's fields go away and the link's stays.
  await form.locator('input[name=attendance][value=online]').check();
  await expect(form.locator('input[name=venueName]')).toHaveCount(0);
  await form.locator('input[name=onlineUrl]').fill('https://example.org/poetry');
  await form.locator('input[name=organizerName]').fill('نادي الأدب العربي');
  await form.locator('input[name=priceType][value=amount]').check();
  await form.locator('input[name=price]').fill('15');
  await form.locator('input[name=spokenLanguage][value=ar]').check();
  await form.locator('input[name=email]').fill('poetry@example.org');
  await attachPhotos(page, 'photoIds', await photoFiles(1, 61));
  await form.getByRole('button', { name: /.+/ }).last().click();
  await expect(page).toHaveURL(/\/my-events\?added=\d+/);
  const own = page.getByTestId('own-event').filter({ hasText: title });
  await expect(own).toContainText(directory.status.pending!);
  await expect(page.getByRole('main')).toContainText(events.mine.title);
});

test("an event's page: when and where, Interested, Add to calendar and its structured data", async ({
  page,
  world,
}) => {
  const text = messages('en');
  await asPoster(page, world, 'en');
  await page.goto(`/Show-Event/${world.festival.id}`);
  await expect(page).toHaveURL(new RegExp(`/Show-Event/${world.festival.id}/heritage-festival`));
  await expect(page.locator('main h1')).toHaveText(world.festival.title);
  await expect(page.getByTestId('event-when')).toContainText(text.events.allDay);
  await expect(page.getByTestId('event-register')).toHaveAttribute('href', 'https://example.org/register');
  await expect(page.getByTestId('event-ended')).toHaveCount(0);

  // Add to calendar: the file from the API, and Google's and Outlook's links with the whole days.
  const menu = page.getByTestId('add-to-calendar');
  await menu.locator('summary').click();
  const ics = menu.getByTestId('calendar-ics');
  await expect(ics).toHaveAttribute('href', `/api/GA/en/0/events/${world.festival.id}/calendar.ics`);
  const file = await page.request.get((await ics.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/calendar');
  const calendar = await file.text();
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${world.festival.date.replace(/-/g, '')}`);
  expect(calendar).toContain('SUMMARY:Heritage festival');
  const compact = world.festival.date.replace(/-/g, '');
  await expect(menu.getByTestId('calendar-google')).toHaveAttribute(
    'href',
    new RegExp(`dates=${compact}%2F\\d{8}`),
  );
  await expect(menu.getByTestId('calendar-outlook')).toHaveAttribute(
    'href',
    new RegExp(`startdt=${world.festival.date}.*allday=true`),
  );

  // Structured data: an Event Google can show, at a place and online, from $10.
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as Record<string, unknown>;
  expect(richResultProblems(data)).toEqual([]);
  expect(data).toMatchObject({
    '@type': 'Event',
    startDate: world.festival.date,
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    offers: { price: 10, priceCurrency: 'USD', url: 'https://example.org/register' },
    organizer: { name: 'Masjid Al-Noor youth committee' },
  });
  await expectNoSeriousAxeViolations(page, 'event page en');

  // Interested: the saved-items toggle in the event's words, and the list of them.
  const interested = page.getByTestId('save-toggle').first();
  await expect(interested).toHaveText(text.events.interested.save);
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/saved') && response.request().method() === 'POST',
    ),
    interested.click(),
  ]);
  await expect(interested).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-events');
  await expect(page.locator(`main a[href^="/Show-Event/${world.festival.id}/"]`)).toBeVisible();
});

test('an ended event says so, in both languages, and offers no calendar', async ({
  page,
  context,
  world,
}) => {
  for (const language of ['en', 'ar'] as const) {
    await chooseLanguage(context, baseURL, language);
    await page.goto(`/Show-Event/${world.past.id}`);
    await expect(page.getByTestId('event-ended')).toContainText(messages(language).events.ended.title);
    await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText(world.past.title);
  }
  // Its timed evening's structured data is still an Event, online.
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Event', location: { '@type': 'VirtualLocation' } });
});
