import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  OpeningHoursSchema,
  SpecialHoursSchema,
  TimeRangeSchema,
  WEEKDAYS,
  emptyOpeningHours,
  formatTimeOfDay,
  isOpenAt,
  localDateTime,
  openIntervalRows,
  openingState,
  parseTimeOfDay,
  zonedWallTimeToUtc,
  type OpenIntervalRow,
  type OpeningHours,
  type SpecialHours,
  type TimeRange,
  type Weekday,
} from './opening-hours';

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';
const RIYADH = 'Asia/Riyadh';

/** An injected clock: every test passes its own instant, never the real time. */
const at = (iso: string) => new Date(iso);

const range = (opens: string, closes: string): TimeRange => ({ opens, closes });

/** Opening hours from a few weekdays and special dates; other days are closed. */
function hoursOf(
  weekly: Partial<Record<Weekday, TimeRange[]>>,
  special: SpecialHours[] = [],
  alwaysOpen = false,
): OpeningHours {
  const hours = emptyOpeningHours();
  return { alwaysOpen, weekly: { ...hours.weekly, ...weekly }, special };
}

const officeWeek = hoursOf({
  monday: [range('09:00', '17:00')],
  tuesday: [range('09:00', '17:00')],
  wednesday: [range('09:00', '17:00')],
  thursday: [range('09:00', '17:00')],
  friday: [range('09:00', '17:00')],
  saturday: [range('10:00', '14:00')],
});

/** Friday evening into Saturday night; Saturday itself closed. June 2026 is EDT (UTC-4) in New York. */
const fridayNights = hoursOf({ monday: [range('09:00', '17:00')], friday: [range('18:00', '02:00')] });

describe('parseTimeOfDay and formatTimeOfDay', () => {
  it('parse HH:MM and 24:00 to minutes and reject anything else', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    for (const bad of ['24:01', '25:00', '9:00', '09:60', '0900', '', ' 09:00', '09:00 ']) {
      expect(parseTimeOfDay(bad), bad).toBeUndefined();
    }
  });

  it('format minutes back to HH:MM', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(formatTimeOfDay(1439)).toBe('23:59');
    expect(formatTimeOfDay(1440)).toBe('24:00');
    expect(formatTimeOfDay(1500)).toBe('01:00');
    expect(formatTimeOfDay(-60)).toBe('23:00');
  });
});

describe('emptyOpeningHours', () => {
  it('is closed every day, not always open, and never shares arrays', () => {
    const hours = emptyOpeningHours();
    expect(hours.alwaysOpen).toBe(false);
    expect(Object.keys(hours.weekly)).toEqual([...WEEKDAYS]);
    expect(Object.values(hours.weekly).every((ranges) => ranges.length === 0)).toBe(true);
    expect(hours.special).toEqual([]);
    expect(emptyOpeningHours().weekly.monday).not.toBe(hours.weekly.monday);
    expect(openingState(hours, NEW_YORK, at('2026-06-15T14:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: null,
      opensInMinutes: null,
    });
  });
});

describe('localDateTime and zonedWallTimeToUtc', () => {
  it('read the local date, weekday and minute across local midnight', () => {
    expect(localDateTime(at('2026-06-20T03:59:59Z'), NEW_YORK)).toEqual({
      date: '2026-06-19',
      weekday: 'friday',
      minutes: 1439,
    });
    expect(localDateTime(at('2026-06-20T04:00:00Z'), NEW_YORK)).toEqual({
      date: '2026-06-20',
      weekday: 'saturday',
      minutes: 0,
    });
    expect(localDateTime(at('2026-06-20T04:00:00Z'), 'UTC')).toEqual({
      date: '2026-06-20',
      weekday: 'saturday',
      minutes: 240,
    });
    expect(localDateTime(at('2026-06-21T22:00:00Z'), 'Asia/Tokyo').weekday).toBe('monday');
  });

  it('convert ordinary wall times, including 24:00 as the next midnight', () => {
    expect(zonedWallTimeToUtc('2026-06-15', 540, NEW_YORK).toISOString()).toBe('2026-06-15T13:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-01-15', 540, NEW_YORK).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-06-15', 1440, NEW_YORK).toISOString()).toBe('2026-06-16T04:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-12-31', 1440, RIYADH).toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-06-15', 0, 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-14T18:30:00.000Z',
    );
  });

  it('map a wall time in the spring-forward gap to the end of the gap (2026-03-08, New York)', () => {
    expect(zonedWallTimeToUtc('2026-03-08', 60, NEW_YORK).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', 120, NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', 150, NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', 180, NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', 1440, NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('map a repeated wall time in the fall-back overlap to its first instance (2026-11-01, New York)', () => {
    expect(zonedWallTimeToUtc('2026-11-01', 0, NEW_YORK).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-01', 90, NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-01', 120, NEW_YORK).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-01', 1440, NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(localDateTime(at('2026-11-01T05:30:00Z'), NEW_YORK).minutes).toBe(90);
    expect(localDateTime(at('2026-11-01T06:30:00Z'), NEW_YORK).minutes).toBe(90);
  });

  it('handle a zone whose clocks spring forward at midnight (America/Santiago, 2026-09-06)', () => {
    // 00:00 does not exist that day: the day starts at 01:00 -03, which is 04:00Z.
    expect(zonedWallTimeToUtc('2026-09-06', 0, 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(zonedWallTimeToUtc('2026-09-05', 1440, 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('openingState', () => {
  it('reports always open, whatever the weekly hours say', () => {
    const hours = hoursOf({}, [{ date: '2026-06-15', ranges: [] }], true);
    expect(openingState(hours, NEW_YORK, at('2026-06-15T14:00:00Z'))).toEqual({ state: 'always_open' });
    expect(isOpenAt(hours, NEW_YORK, at('2026-06-15T14:00:00Z'))).toBe(true);
  });

  it('is open during a normal day and says when it closes', () => {
    // Monday 2026-06-15 10:00 EDT.
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-15T14:00:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-15T21:00:00.000Z',
      closesInMinutes: 420,
    });
    // Exactly at opening time, and with seconds rounded up.
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-15T13:00:00Z')).state).toBe('open');
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-15T20:59:30Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-15T21:00:00.000Z',
      closesInMinutes: 1,
    });
  });

  it('is closed in the evening and opens the next morning', () => {
    // Monday 17:00 EDT exactly: the range end is exclusive.
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-15T21:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-06-16T13:00:00.000Z',
      opensInMinutes: 960,
    });
    expect(isOpenAt(officeWeek, NEW_YORK, at('2026-06-15T21:00:00Z'))).toBe(false);
    // Tuesday 08:59:59 EDT.
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-16T12:59:59Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-06-16T13:00:00.000Z',
      opensInMinutes: 1,
    });
  });

  it('is closed on Sunday and opens on Monday', () => {
    // Saturday 2026-06-13 15:00 EDT and Sunday 2026-06-14 12:00 EDT.
    const monday = { state: 'closed', opensAt: '2026-06-15T13:00:00.000Z' };
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-13T19:00:00Z'))).toEqual({
      ...monday,
      opensInMinutes: 42 * 60,
    });
    expect(openingState(officeWeek, NEW_YORK, at('2026-06-14T16:00:00Z'))).toEqual({
      ...monday,
      opensInMinutes: 21 * 60,
    });
  });

  it('is closed during a prayer break and reopens at 14:00', () => {
    const hours = hoursOf({ monday: [range('09:00', '13:00'), range('14:00', '21:00')] });
    expect(openingState(hours, NEW_YORK, at('2026-06-15T16:30:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-15T17:00:00.000Z',
      closesInMinutes: 30,
    });
    expect(openingState(hours, NEW_YORK, at('2026-06-15T17:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-06-15T18:00:00.000Z',
      opensInMinutes: 60,
    });
    expect(openingState(hours, NEW_YORK, at('2026-06-15T17:30:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-06-15T18:00:00.000Z',
      opensInMinutes: 30,
    });
    // 21:00 EDT is 01:00Z the next day.
    expect(openingState(hours, NEW_YORK, at('2026-06-15T18:00:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-16T01:00:00.000Z',
      closesInMinutes: 420,
    });
  });

  it('keeps a Friday overnight range open early on Saturday, although Saturday is closed', () => {
    // Saturday 2026-06-20 01:30 EDT.
    expect(openingState(fridayNights, NEW_YORK, at('2026-06-20T05:30:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-20T06:00:00.000Z',
      closesInMinutes: 30,
    });
    // Saturday 03:00 EDT: closed until Monday 09:00 EDT.
    expect(openingState(fridayNights, NEW_YORK, at('2026-06-20T07:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-06-22T13:00:00.000Z',
      opensInMinutes: 54 * 60,
    });
  });

  it('follows injected clocks across midnight', () => {
    const friday2359 = openingState(fridayNights, NEW_YORK, at('2026-06-20T03:59:59Z'));
    expect(friday2359).toEqual({ state: 'open', closesAt: '2026-06-20T06:00:00.000Z', closesInMinutes: 121 });
    const saturday0000 = openingState(fridayNights, NEW_YORK, at('2026-06-20T04:00:00Z'));
    expect(saturday0000).toEqual({
      state: 'open',
      closesAt: '2026-06-20T06:00:00.000Z',
      closesInMinutes: 120,
    });
    const saturday0200 = openingState(fridayNights, NEW_YORK, at('2026-06-20T06:00:00Z'));
    expect(saturday0200).toMatchObject({ state: 'closed', opensAt: '2026-06-22T13:00:00.000Z' });
    // Friday 17:59 EDT: opens in one minute.
    const friday1759 = openingState(fridayNights, NEW_YORK, at('2026-06-19T21:59:00Z'));
    expect(friday1759).toEqual({ state: 'closed', opensAt: '2026-06-19T22:00:00.000Z', opensInMinutes: 1 });
  });

  it('uses the special ranges of the date an overnight range opens on', () => {
    const fridayHoliday = { ...fridayNights, special: [{ date: '2026-06-19', ranges: [] }] };
    expect(openingState(fridayHoliday, NEW_YORK, at('2026-06-20T05:30:00Z')).state).toBe('closed');
    // Saturday being a special closed date does not cut Friday's range short.
    const saturdayHoliday = { ...fridayNights, special: [{ date: '2026-06-20', ranges: [] }] };
    expect(openingState(saturdayHoliday, NEW_YORK, at('2026-06-20T05:30:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-06-20T06:00:00.000Z',
      closesInMinutes: 30,
    });
  });

  it('gives different states for the same instant in New York and Los Angeles', () => {
    const instant = at('2026-06-15T13:30:00Z'); // 09:30 in New York, 06:30 in Los Angeles.
    expect(openingState(officeWeek, NEW_YORK, instant)).toEqual({
      state: 'open',
      closesAt: '2026-06-15T21:00:00.000Z',
      closesInMinutes: 450,
    });
    expect(openingState(officeWeek, LOS_ANGELES, instant)).toEqual({
      state: 'closed',
      opensAt: '2026-06-15T16:00:00.000Z',
      opensInMinutes: 150,
    });
  });

  it('is closed on a special holiday and reopens on the next open day', () => {
    // Friday 2026-07-03 is a holiday; Saturday 2026-07-04 opens at 10:00 EDT.
    const hours = { ...officeWeek, special: [{ date: '2026-07-03', ranges: [] }] };
    expect(openingState(hours, NEW_YORK, at('2026-07-03T14:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-07-04T14:00:00.000Z',
      opensInMinutes: 24 * 60,
    });
    // The day before opens as usual and is not affected.
    expect(openingState(hours, NEW_YORK, at('2026-07-02T14:00:00Z')).state).toBe('open');
  });

  it('applies special Ramadan hours instead of the weekly hours (Asia/Riyadh, UTC+3)', () => {
    const ramadan = hoursOf({ monday: [range('09:00', '17:00')], tuesday: [range('09:00', '17:00')] }, [
      { date: '2026-02-23', ranges: [range('20:00', '02:00')] },
      { date: '2026-02-24', ranges: [range('21:00', '03:00')] },
    ]);
    // Monday 10:00 local: the weekly 09:00-17:00 no longer applies.
    expect(openingState(ramadan, RIYADH, at('2026-02-23T07:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-02-23T17:00:00.000Z',
      opensInMinutes: 600,
    });
    // Tuesday 01:00 local: still Monday's night.
    expect(openingState(ramadan, RIYADH, at('2026-02-23T22:00:00Z'))).toEqual({
      state: 'open',
      closesAt: '2026-02-23T23:00:00.000Z',
      closesInMinutes: 60,
    });
    // Tuesday 10:00 local: closed until 21:00.
    expect(openingState(ramadan, RIYADH, at('2026-02-24T07:00:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: '2026-02-24T18:00:00.000Z',
    });
    // The Monday after Ramadan uses the weekly hours again.
    expect(openingState(ramadan, RIYADH, at('2026-03-02T07:00:00Z')).state).toBe('open');
  });

  describe('adjacent ranges count as one continuous open period', () => {
    it('joins a range ending at 24:00 with the next day starting at 00:00', () => {
      const hours = hoursOf({ monday: [range('18:00', '24:00')], tuesday: [range('00:00', '03:00')] });
      // Monday 23:00 EDT: open until Tuesday 03:00 EDT.
      expect(openingState(hours, NEW_YORK, at('2026-06-16T03:00:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-06-16T07:00:00.000Z',
        closesInMinutes: 240,
      });
    });

    it('joins an overnight range with the range opening when it ends', () => {
      const hours = hoursOf({ friday: [range('20:00', '06:00')], saturday: [range('06:00', '12:00')] });
      expect(openingState(hours, NEW_YORK, at('2026-06-20T01:00:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-06-20T16:00:00.000Z',
        closesInMinutes: 900,
      });
    });

    it('joins touching ranges of the same day', () => {
      const hours = hoursOf({ monday: [range('09:00', '13:00'), range('13:00', '17:00')] });
      expect(openingState(hours, NEW_YORK, at('2026-06-15T14:00:00Z'))).toMatchObject({
        closesAt: '2026-06-15T21:00:00.000Z',
      });
    });

    it('stops at the search horizon for a shop open around the clock through ranges', () => {
      const allDay = [range('00:00', '24:00')];
      const hours = hoursOf(Object.fromEntries(WEEKDAYS.map((day) => [day, allDay])));
      const state = openingState(hours, NEW_YORK, at('2026-06-15T14:00:00Z'));
      expect(state.state).toBe('open');
      if (state.state !== 'open') return;
      expect(state.closesInMinutes).toBeGreaterThanOrEqual(7 * 24 * 60);
      expect(state.closesInMinutes).toBeLessThanOrEqual(10 * 24 * 60);
      // Overnight ranges covering the whole week behave the same.
      const nights = hoursOf(Object.fromEntries(WEEKDAYS.map((day) => [day, [range('12:00', '12:00')]])));
      expect(openingState(nights, NEW_YORK, at('2026-06-15T14:00:00Z')).state).toBe('open');
    });
  });

  it('gives a null opensAt when the next opening is more than 14 days away', () => {
    const closedWeek = hoursOf({}, [{ date: '2026-07-01', ranges: [range('09:00', '17:00')] }]);
    expect(openingState(closedWeek, NEW_YORK, at('2026-06-15T14:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: null,
      opensInMinutes: null,
    });
    expect(openingState(closedWeek, NEW_YORK, at('2026-06-20T14:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: '2026-07-01T13:00:00.000Z',
      opensInMinutes: (10 * 24 + 23) * 60,
    });
  });

  describe('on the spring-forward day (2026-03-08, New York: 02:00 EST jumps to 03:00 EDT)', () => {
    it('measures a range across the gap in real time', () => {
      const hours = hoursOf({ sunday: [range('01:00', '10:00')] });
      // 01:30 EST = 06:30Z; 10:00 EDT = 14:00Z: 7.5 hours, not 8.5.
      expect(openingState(hours, NEW_YORK, at('2026-03-08T06:30:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-03-08T14:00:00.000Z',
        closesInMinutes: 450,
      });
    });

    it('ends an overnight range at the right instant', () => {
      const hours = hoursOf({ saturday: [range('22:00', '03:00')] });
      // Saturday 22:00 EST = Sunday 03:00Z; 03:00 EDT = 07:00Z.
      expect(openingState(hours, NEW_YORK, at('2026-03-08T03:00:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-03-08T07:00:00.000Z',
        closesInMinutes: 240,
      });
      expect(openingState(hours, NEW_YORK, at('2026-03-08T06:59:00Z'))).toMatchObject({ closesInMinutes: 1 });
      expect(openingState(hours, NEW_YORK, at('2026-03-08T07:00:00Z')).state).toBe('closed');
    });

    it('opens a range starting in the gap when the gap ends', () => {
      const hours = hoursOf({ sunday: [range('02:30', '05:00')] });
      expect(openingState(hours, NEW_YORK, at('2026-03-08T06:30:00Z'))).toEqual({
        state: 'closed',
        opensAt: '2026-03-08T07:00:00.000Z',
        opensInMinutes: 30,
      });
      expect(openingState(hours, NEW_YORK, at('2026-03-08T07:00:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-03-08T09:00:00.000Z',
        closesInMinutes: 120,
      });
    });
  });

  describe('on the fall-back day (2026-11-01, New York: 02:00 EDT goes back to 01:00 EST)', () => {
    it('measures a range across the overlap in real time', () => {
      const hours = hoursOf({ sunday: [range('00:00', '05:00')] });
      // 00:30 EDT = 04:30Z; 05:00 EST = 10:00Z: 5.5 hours, not 4.5.
      expect(openingState(hours, NEW_YORK, at('2026-11-01T04:30:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-11-01T10:00:00.000Z',
        closesInMinutes: 330,
      });
    });

    it('ends a range at the first 01:30 of the repeated hour', () => {
      const hours = hoursOf({ saturday: [range('20:00', '01:30')], sunday: [range('09:00', '12:00')] });
      // 01:10 EDT (first time round).
      expect(openingState(hours, NEW_YORK, at('2026-11-01T05:10:00Z'))).toEqual({
        state: 'open',
        closesAt: '2026-11-01T05:30:00.000Z',
        closesInMinutes: 20,
      });
      // 01:10 EST (second time round): already closed; Sunday 09:00 EST = 14:00Z.
      expect(openingState(hours, NEW_YORK, at('2026-11-01T06:10:00Z'))).toEqual({
        state: 'closed',
        opensAt: '2026-11-01T14:00:00.000Z',
        opensInMinutes: 470,
      });
    });
  });
});

describe('openIntervalRows', () => {
  it('splits an overnight range into its own day and a spill into the next', () => {
    const hours = hoursOf({
      monday: [range('09:00', '13:00'), range('14:00', '21:00')],
      friday: [range('18:00', '02:00')],
      saturday: [range('20:00', '00:00')],
      sunday: [range('22:00', '01:00')],
    });
    expect(openIntervalRows(hours)).toEqual<OpenIntervalRow[]>([
      { weekday: 0, date: null, start: 540, end: 780, spill: false },
      { weekday: 0, date: null, start: 840, end: 1260, spill: false },
      { weekday: 4, date: null, start: 1080, end: 1440, spill: false },
      { weekday: 5, date: null, start: 0, end: 120, spill: true },
      // Ending at 00:00 needs no spill row.
      { weekday: 5, date: null, start: 1200, end: 1440, spill: false },
      { weekday: 6, date: null, start: 1320, end: 1440, spill: false },
      { weekday: 0, date: null, start: 0, end: 60, spill: true },
    ]);
  });

  it('gives special dates their own rows, with a marker row for a closed date', () => {
    const hours = hoursOf({ monday: [range('00:00', '24:00')] }, [
      { date: '2026-12-25', ranges: [] },
      { date: '2026-12-31', ranges: [range('10:00', '14:00'), range('20:00', '02:00')] },
    ]);
    expect(openIntervalRows(hours)).toEqual<OpenIntervalRow[]>([
      { weekday: 0, date: null, start: 0, end: 1440, spill: false },
      { weekday: null, date: '2026-12-25', start: 0, end: 0, spill: false },
      { weekday: null, date: '2026-12-31', start: 600, end: 840, spill: false },
      { weekday: null, date: '2026-12-31', start: 1200, end: 1440, spill: false },
      { weekday: null, date: '2027-01-01', start: 0, end: 120, spill: true },
    ]);
  });

  it('gives no rows for a shop without hours (alwaysOpen is a column of the shop)', () => {
    expect(openIntervalRows(emptyOpeningHours())).toEqual([]);
  });

  /** The documented "open now" query rule, evaluated on the rows in memory. */
  function openFromRows(hours: OpeningHours, rows: OpenIntervalRow[], timeZone: string, now: Date): boolean {
    if (hours.alwaysOpen) return true;
    const { date, minutes } = localDateTime(now, timeZone);
    const weekday = WEEKDAYS.indexOf(localDateTime(now, timeZone).weekday);
    const yesterday = localDateTime(
      new Date(zonedWallTimeToUtc(date, 0, timeZone).getTime() - 1),
      timeZone,
    ).date;
    const isSpecial = (day: string) => rows.some((row) => row.date === day && !row.spill);
    const contains = (row: OpenIntervalRow) => row.start <= minutes && minutes < row.end;
    const applies = (row: OpenIntervalRow, sourceIsSpecial: boolean) =>
      sourceIsSpecial ? row.date === date : row.weekday === weekday;
    return rows.some(
      (row) => contains(row) && applies(row, row.spill ? isSpecial(yesterday) : isSpecial(date)),
    );
  }

  it('agree with isOpenAt over a tricky fortnight, every 30 minutes', () => {
    const hours = hoursOf(
      {
        monday: [range('09:00', '13:00'), range('14:00', '21:00')],
        tuesday: [range('00:00', '24:00')],
        wednesday: [range('18:00', '02:00')],
        thursday: [range('06:00', '09:00'), range('22:00', '04:00')],
        friday: [range('18:00', '02:00')],
        sunday: [range('23:00', '01:00')],
      },
      [
        { date: '2026-06-19', ranges: [] }, // A Friday holiday: no overnight spill into Saturday.
        { date: '2026-06-25', ranges: [] }, // A Thursday holiday after Wednesday's overnight range.
        { date: '2026-06-23', ranges: [range('20:00', '03:00')] }, // A special Tuesday night.
        { date: '2026-06-28', ranges: [range('10:00', '12:00')] }, // A special Sunday, no overnight range.
      ],
    );
    const rows = openIntervalRows(hours);
    for (const timeZone of [NEW_YORK, RIYADH]) {
      const from = zonedWallTimeToUtc('2026-06-14', 0, timeZone).getTime();
      for (let step = 0; step < 16 * 48; step += 1) {
        const now = new Date(from + step * 1_800_000);
        const expected = isOpenAt(hours, timeZone, now);
        expect(openFromRows(hours, rows, timeZone, now), `${timeZone} ${now.toISOString()}`).toBe(expected);
        expect(openingState(hours, timeZone, now).state === 'open', now.toISOString()).toBe(expected);
      }
    }
  });
});

describe('schemas', () => {
  const validWeek: OpeningHours = hoursOf(
    {
      monday: [range('09:00', '13:00'), range('14:00', '21:00')],
      tuesday: [range('09:00', '13:00'), range('13:00', '17:00'), range('20:00', '02:00')],
      wednesday: [range('00:00', '24:00')],
      thursday: [range('18:00', '24:00')],
      friday: [range('18:00', '00:00')],
      saturday: [range('22:00', '06:00')],
    },
    [
      { date: '2026-12-25', ranges: [] },
      { date: '2028-02-29', ranges: [range('20:00', '02:00')] },
    ],
  );

  /** The issues of a failed parse as message and path. */
  function issuesOf(value: unknown): { message: string; path: PropertyKey[] }[] {
    const result = OpeningHoursSchema.safeParse(value);
    expect(result.success).toBe(false);
    return result.success ? [] : result.error.issues.map(({ message, path }) => ({ message, path }));
  }

  const withDay = (ranges: TimeRange[]) => ({
    ...validWeek,
    weekly: { ...validWeek.weekly, monday: ranges },
  });
  const withSpecial = (special: SpecialHours[]) => ({ ...validWeek, special });

  it('accept a valid week and return the same hours', () => {
    expect(OpeningHoursSchema.parse(validWeek)).toEqual(validWeek);
    expect(OpeningHoursSchema.parse(emptyOpeningHours())).toEqual(emptyOpeningHours());
    expect(TimeRangeSchema.parse(range('00:00', '24:00'))).toEqual(range('00:00', '24:00'));
    expect(SpecialHoursSchema.parse({ date: '2026-03-20', ranges: [] })).toEqual({
      date: '2026-03-20',
      ranges: [],
    });
    expectTypeOf<z.output<typeof OpeningHoursSchema>>().toEqualTypeOf<OpeningHours>();
  });

  it.each([
    ['an hour past 23', range('25:00', '26:00'), ['opens']],
    ['a single-digit hour', range('9:00', '17:00'), ['opens']],
    ['minutes past 59', range('09:00', '17:60'), ['closes']],
    ['opening at 24:00', range('24:00', '02:00'), ['opens']],
    ['equal times', range('09:00', '09:00'), ['closes']],
    ['00:00 to 00:00', range('00:00', '00:00'), ['closes']],
    ['a number', { opens: 900, closes: '17:00' }, ['opens']],
  ])('reject %s with validation.hoursTimeInvalid', (_name, bad, path) => {
    expect(issuesOf(withDay([bad as TimeRange]))).toContainEqual({
      message: 'validation.hoursTimeInvalid',
      path: ['weekly', 'monday', 0, ...path],
    });
  });

  it('reject more than 3 ranges a day with validation.hoursTooManyRanges', () => {
    const four = [
      range('06:00', '07:00'),
      range('08:00', '09:00'),
      range('10:00', '11:00'),
      range('12:00', '13:00'),
    ];
    expect(issuesOf(withDay(four))).toContainEqual({
      message: 'validation.hoursTooManyRanges',
      path: ['weekly', 'monday'],
    });
    expect(issuesOf(withSpecial([{ date: '2026-12-24', ranges: four }]))).toContainEqual({
      message: 'validation.hoursTooManyRanges',
      path: ['special', 0, 'ranges'],
    });
  });

  it.each([
    ['overlapping ranges', [range('09:00', '13:00'), range('12:00', '17:00')]],
    ['unsorted ranges', [range('14:00', '17:00'), range('09:00', '13:00')]],
    ['a range after an overnight range', [range('20:00', '02:00'), range('22:00', '23:00')]],
    ['a range inside another', [range('09:00', '17:00'), range('10:00', '11:00')]],
  ])('reject %s with validation.hoursOverlap', (_name, ranges) => {
    expect(issuesOf(withDay(ranges))).toEqual([
      { message: 'validation.hoursOverlap', path: ['weekly', 'monday'] },
    ]);
  });

  it('reject overlapping special ranges on the special date', () => {
    const special = [{ date: '2026-12-24', ranges: [range('09:00', '13:00'), range('12:00', '17:00')] }];
    expect(issuesOf(withSpecial(special))).toEqual([
      { message: 'validation.hoursOverlap', path: ['special', 0, 'ranges'] },
    ]);
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['a month that does not exist', '2026-13-01'],
    ['a non-leap 29 February', '2027-02-29'],
    ['a date with a time', '2026-12-25T00:00'],
    ['another date format', '25/12/2026'],
  ])('reject %s with validation.hoursSpecialInvalid', (_name, date) => {
    expect(issuesOf(withSpecial([{ date, ranges: [] }]))).toEqual([
      { message: 'validation.hoursSpecialInvalid', path: ['special', 0, 'date'] },
    ]);
  });

  it('reject a repeated special date with validation.hoursSpecialInvalid', () => {
    const special = [
      { date: '2026-12-25', ranges: [] },
      { date: '2026-12-26', ranges: [] },
      { date: '2026-12-25', ranges: [range('10:00', '12:00')] },
    ];
    expect(issuesOf(withSpecial(special))).toEqual([
      { message: 'validation.hoursSpecialInvalid', path: ['special', 2, 'date'] },
    ]);
  });

  it('accept 60 special dates and reject 61 with validation.hoursSpecialInvalid', () => {
    const dates = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        date: new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
        ranges: [],
      }));
    expect(OpeningHoursSchema.safeParse(withSpecial(dates(60))).success).toBe(true);
    expect(issuesOf(withSpecial(dates(61)))).toEqual([
      { message: 'validation.hoursSpecialInvalid', path: ['special'] },
    ]);
  });

  it('reject a missing weekday', () => {
    const { sunday: _sunday, ...sixDays } = validWeek.weekly;
    expect(issuesOf({ ...validWeek, weekly: sixDays })).toEqual([
      { message: 'validation.hoursTimeInvalid', path: ['weekly', 'sunday'] },
    ]);
  });
});
