import { describe, expect, it } from 'vitest';
import {
  agendaDays,
  dateBadge,
  dayHeading,
  eventTimeText,
  eventTimeZoneName,
  eventWhenText,
  nextDay,
} from './event-dates';

const zone = 'America/New_York';
/** ICU writes narrow and thin spaces around times and ranges: compared as plain spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
/** 6 to 9 PM on 5 December 2026 in New York (UTC-5). */
const evening = {
  startsAt: '2026-12-05T23:00:00.000Z',
  endsAt: '2026-12-06T02:00:00.000Z',
  allDay: false,
  startDate: '2026-12-05',
  endDate: '2026-12-05',
  timeZone: zone,
};
const festival = {
  startsAt: '2026-12-05T05:00:00.000Z',
  endsAt: '2026-12-08T05:00:00.000Z',
  allDay: true,
  startDate: '2026-12-05',
  endDate: '2026-12-07',
  timeZone: zone,
};

describe('eventWhenText', () => {
  it('writes an evening in the site’s time zone, not the reader’s, with one day and a time range', () => {
    expect(plain(eventWhenText(evening, 'en'))).toBe('Sat, Dec 5, 2026, 6:00 – 9:00 PM');
    const arabic = eventWhenText(evening, 'ar');
    expect(arabic).toContain('السبت');
    expect(arabic).toContain('٦:٠٠');
    expect(arabic).toContain('٩:٠٠');
    expect(arabic).not.toMatch(/[0-9]/);
  });

  it('names both days of a timed event that runs past midnight', () => {
    const overnight = { ...evening, endsAt: '2026-12-06T07:00:00.000Z', endDate: '2026-12-06' };
    expect(plain(eventWhenText(overnight, 'en'))).toBe(
      'Sat, Dec 5, 2026, 6:00 PM – Sun, Dec 6, 2026, 2:00 AM',
    );
  });

  it('writes whole days as dates only: one day, or the first and last of several', () => {
    expect(plain(eventWhenText({ ...festival, endDate: '2026-12-05' }, 'en'))).toBe(
      'Saturday, December 5, 2026',
    );
    expect(plain(eventWhenText(festival, 'en'))).toBe('Saturday, December 5 – Monday, December 7, 2026');
    expect(plain(eventWhenText({ ...festival, endDate: '2027-01-02' }, 'en'))).toBe(
      'Saturday, December 5, 2026 – Saturday, January 2, 2027',
    );
    const arabic = eventWhenText(festival, 'ar');
    expect(arabic).toContain('السبت');
    expect(arabic).toContain('الاثنين');
    expect(arabic).toContain('٥');
    expect(arabic).not.toMatch(/[0-9]/);
  });
});

describe('eventTimeText and the time zone', () => {
  it('gives the times of a one-day event, the start of a longer one, and nothing for whole days', () => {
    expect(plain(eventTimeText(evening, 'en'))).toBe('6:00 – 9:00 PM');
    expect(plain(eventTimeText({ ...evening, endDate: '2026-12-06' }, 'en'))).toBe('6:00 PM');
    expect(eventTimeText(festival, 'en')).toBeNull();
  });

  it('names the zone as people read it in the language', () => {
    expect(eventTimeZoneName(evening, 'en')).toBe('Eastern Standard Time');
    expect(eventTimeZoneName({ ...evening, startsAt: '2026-07-05T22:00:00.000Z' }, 'en')).toBe(
      'Eastern Daylight Time',
    );
    expect(eventTimeZoneName(evening, 'ar')).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe('the agenda', () => {
  it('groups events by their first day, soonest first, an event under way since an earlier day under today', () => {
    const days = agendaDays(
      [
        { id: 1, startDate: '2026-12-01' },
        { id: 2, startDate: '2026-12-03' },
        { id: 3, startDate: '2026-12-03' },
        { id: 4, startDate: '2026-12-04' },
      ],
      '2026-12-03',
    );
    expect(days.map((day) => [day.date, day.events.map((event) => event.id)])).toEqual([
      ['2026-12-03', [1, 2, 3]],
      ['2026-12-04', [4]],
    ]);
  });

  it('heads each day in the page’s language and digits, with the year only when it is not this one’s', () => {
    expect(dayHeading('2026-12-05', '2026-12-01', 'en')).toBe('Saturday, December 5');
    expect(dayHeading('2027-01-02', '2026-12-01', 'en')).toBe('Saturday, January 2, 2027');
    expect(dayHeading('2026-12-05', '2026-12-01', 'ar')).toBe('السبت، ٥ ديسمبر');
    expect(dateBadge('2026-12-05', 'en')).toEqual({ month: 'Dec', day: '5' });
    expect(dateBadge('2026-12-05', 'ar')).toEqual({ month: 'ديسمبر', day: '٥' });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
