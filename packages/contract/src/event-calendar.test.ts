import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CalendarEvent,
  CALENDAR_DESCRIPTION_LIMIT,
  dayAfter,
  escapeIcsText,
  eventIcs,
  eventUid,
  foldIcsLine,
  googleCalendarUrl,
  outlookCalendarUrl,
  truncateText,
} from './event-calendar';
import type { Event } from './events';

const url = 'https://jaliya.example/Show-Event/42/eid-festival';
const now = new Date('2026-11-28T06:30:12.345Z');

const timed: CalendarEvent = {
  id: 42,
  title: 'Community iftar, with music; all welcome',
  description: 'Bring a dish.\nChildren welcome, too.',
  startsAt: '2026-12-05T23:30:00.000Z',
  endsAt: '2026-12-06T01:00:00.000Z',
  allDay: false,
  startDate: '2026-12-05',
  endDate: '2026-12-05',
  timeZone: 'America/New_York',
  venueName: 'Al-Noor Centre',
  address: '12 Main St, Dearborn',
  onlineUrl: null,
  location: { lat: 42.3223, lng: -83.1763 },
  city: { name: 'Dearborn' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const arabicAllDay: CalendarEvent = {
  id: 7,
  title: 'مهرجان عيد الفطر للعائلات والأطفال في الحديقة العامة مع الألعاب والطعام والموسيقى',
  description: 'مهرجان لثلاثة أيام، للعائلات والأطفال؛ الدخول مجاني.\nأهلاً وسهلاً بالجميع',
  startsAt: '2027-03-20T04:00:00.000Z',
  endsAt: '2027-03-23T04:00:00.000Z',
  allDay: true,
  startDate: '2027-03-20',
  endDate: '2027-03-22',
  timeZone: 'America/Toronto',
  venueName: 'الحديقة العامة',
  address: null,
  onlineUrl: null,
  location: null,
  city: { name: 'تورونتو' },
};

/** The content lines after unfolding (RFC 5545 3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}
function property(ics: string, name: string): string | undefined {
  return unfold(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('eventIcs', () => {
  it('writes a timed event as UTC instants, with every line ending in CRLF', () => {
    const ics = eventIcs(timed, { url, siteName: 'Jaliya', now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Jaliya//Events//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(property(ics, 'UID')).toBe('UID:event-42@jaliya.example');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261128T063012Z');
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261205T233000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20261206T010000Z');
    expect(property(ics, 'LAST-MODIFIED')).toBe('LAST-MODIFIED:20261120T100000Z');
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Community iftar\\, with music\\; all welcome');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Al-Noor Centre\\, 12 Main St\\, Dearborn');
    expect(property(ics, 'GEO')).toBe('GEO:42.322300;-83.176300');
    expect(property(ics, 'URL')).toBe(`URL:${url}`);
    expect(property(ics, 'DESCRIPTION')).toBe(
      `DESCRIPTION:Bring a dish.\\nChildren welcome\\, too.\\n\\n${url.replace(/,/g, '\\,')}`,
    );
    const order = unfold(ics).map((line) => line.split(/[:;]/)[0]);
    expect(order.filter((name) => name === 'BEGIN')).toHaveLength(2);
    expect(order.indexOf('DTSTART')).toBeLessThan(order.indexOf('DTEND'));
  });

  it('writes an Arabic event of three whole days as dates, the end the day after the last', () => {
    const ics = eventIcs(arabicAllDay, {
      url: 'https://ar.jaliya.example/Show-Event/7/x',
      siteName: 'جالية',
      now,
    });
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20270320');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20270323');
    expect(property(ics, 'UID')).toBe('UID:event-7@ar.jaliya.example');
    expect(property(ics, 'PRODID')).toBe('PRODID:-//جالية//Events//EN');
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${arabicAllDay.title}`);
    expect(property(ics, 'LOCATION')).toBe('LOCATION:الحديقة العامة\\, تورونتو');
    // The Arabic comma and semicolon are not the ASCII ones, so they are not escaped.
    expect(property(ics, 'DESCRIPTION')).toContain('مهرجان لثلاثة أيام، للعائلات');
    expect(property(ics, 'DESCRIPTION')).toContain('الأطفال؛ الدخول');
    expect(property(ics, 'GEO')).toBeUndefined();
    // The title is longer than 75 octets in UTF-8 (two per Arabic letter): it is folded.
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('never splits a UTF-8 character when folding, and unfolds to the line as written', () => {
    for (const text of [
      'ا'.repeat(200),
      `x${'ب'.repeat(100)}`,
      `ab${'😀'.repeat(40)}`,
      'a'.repeat(300),
      '€'.repeat(90),
    ]) {
      const line = `SUMMARY:${text}`;
      const folded = foldIcsLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(1);
      for (const [index, part] of physical.entries()) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        if (index > 0) expect(part.startsWith(' ')).toBe(true);
        // Each physical line is whole characters: encoding and decoding it changes nothing.
        expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
        expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
      }
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const ics = eventIcs(
      { ...timed, title: 'C:\\path; one, two\nthree', venueName: 'Hall; A', address: null, city: null },
      { url, siteName: 'Site, Inc', now },
    );
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:C:\\\\path\\; one\\, two\\nthree');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Hall\\; A');
    expect(property(ics, 'PRODID')).toBe('PRODID:-//Site\\, Inc//Events//EN');
  });

  it('truncates a long description at a word and keeps the link to the page', () => {
    const long = `${'word '.repeat(600)}end`;
    const ics = eventIcs({ ...timed, description: long }, { url, siteName: 'Jaliya', now });
    const description = property(ics, 'DESCRIPTION')!;
    expect(description).toContain('word…');
    expect(description).not.toContain('end');
    expect(description.endsWith(url)).toBe(true);
    const text = truncateText(long, CALENDAR_DESCRIPTION_LIMIT);
    expect(Array.from(text).length).toBeLessThanOrEqual(CALENDAR_DESCRIPTION_LIMIT);
    expect(truncateText('short text', 100)).toBe('short text');
    expect(Array.from(truncateText('😀'.repeat(50), 10))).toHaveLength(10);
  });

  it('places an online event at its link, and a mixed one at its venue with the link in the text', () => {
    const online = {
      ...timed,
      venueName: null,
      address: null,
      location: null,
      onlineUrl: 'https://meet.example/abc',
    };
    expect(property(eventIcs(online, { url, siteName: 'J', now }), 'LOCATION')).toBe(
      'LOCATION:https://meet.example/abc',
    );
    const mixed = { ...timed, onlineUrl: 'https://meet.example/abc' };
    const ics = eventIcs(mixed, { url, siteName: 'J', now });
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Al-Noor Centre\\, 12 Main St\\, Dearborn');
    expect(property(ics, 'DESCRIPTION')).toContain('https://meet.example/abc');
    const nowhere = { ...online, onlineUrl: null };
    expect(property(eventIcs(nowhere, { url, siteName: 'J', now }), 'LOCATION')).toBeUndefined();
  });

  it('keeps the UID for the same event and host and changes it with either', () => {
    expect(eventUid({ id: 42 }, url)).toBe(eventUid({ id: 42 }, 'https://JALIYA.example/other'));
    expect(eventUid({ id: 43 }, url)).not.toBe(eventUid({ id: 42 }, url));
    expect(eventUid({ id: 42 }, 'http://jaliya.example:3000/x')).toBe('event-42@jaliya.example');
    expect(eventUid({ id: 42 }, 'https://other.example/x')).not.toBe(eventUid({ id: 42 }, url));
  });

  it('takes the contract’s Event as it is', () => {
    expectTypeOf<Event>().toExtend<CalendarEvent>();
  });
});

describe('dayAfter', () => {
  it('crosses months, years and leap days', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2027-02-28')).toBe('2027-03-01');
  });
});

describe('calendar links', () => {
  it('gives Google UTC times for a timed event and dates with an exclusive end for whole days', () => {
    const timedLink = new URL(googleCalendarUrl(timed, url));
    expect(timedLink.origin + timedLink.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(timedLink.searchParams.get('action')).toBe('TEMPLATE');
    expect(timedLink.searchParams.get('text')).toBe(timed.title);
    expect(timedLink.searchParams.get('dates')).toBe('20261205T233000Z/20261206T010000Z');
    expect(timedLink.searchParams.get('ctz')).toBe('America/New_York');
    expect(timedLink.searchParams.get('location')).toBe('Al-Noor Centre, 12 Main St, Dearborn');
    expect(timedLink.searchParams.get('details')).toContain(url);
    const allDayLink = new URL(googleCalendarUrl(arabicAllDay, url));
    expect(allDayLink.searchParams.get('dates')).toBe('20270320/20270323');
    expect(allDayLink.searchParams.get('text')).toBe(arabicAllDay.title);
    expect(googleCalendarUrl(timed, url)).not.toContain('+');
  });

  it('gives Outlook ISO instants for a timed event and dates with allday for whole days', () => {
    const timedLink = new URL(outlookCalendarUrl(timed, url));
    expect(timedLink.origin + timedLink.pathname).toBe(
      'https://outlook.live.com/calendar/0/deeplink/compose',
    );
    expect(timedLink.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(timedLink.searchParams.get('rru')).toBe('addevent');
    expect(timedLink.searchParams.get('subject')).toBe(timed.title);
    expect(timedLink.searchParams.get('startdt')).toBe('2026-12-05T23:30:00Z');
    expect(timedLink.searchParams.get('enddt')).toBe('2026-12-06T01:00:00Z');
    expect(timedLink.searchParams.has('allday')).toBe(false);
    expect(timedLink.searchParams.get('body')).toContain('Bring a dish.');
    const allDayLink = new URL(outlookCalendarUrl(arabicAllDay, url));
    expect(allDayLink.searchParams.get('startdt')).toBe('2027-03-20');
    expect(allDayLink.searchParams.get('enddt')).toBe('2027-03-23');
    expect(allDayLink.searchParams.get('allday')).toBe('true');
    expect(allDayLink.searchParams.get('location')).toBe('الحديقة العامة, تورونتو');
    expect(outlookCalendarUrl(timed, url)).not.toContain('+');
  });

  it('shortens the description in links', () => {
    const long = { ...timed, description: 'x'.repeat(3000) };
    expect(new URL(googleCalendarUrl(long, url)).searchParams.get('details')!.length).toBeLessThan(600);
    expect(new URL(outlookCalendarUrl(long, url)).searchParams.get('body')!.length).toBeLessThan(600);
  });
});
