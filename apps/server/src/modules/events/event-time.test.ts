import { describe, expect, it } from 'vitest';
import { datesSpan, daysOf, eventInstants, whenSpan } from './event-time';

const ZONE = 'America/New_York';

describe('event times in the site’s time zone', () => {
  it('turns local dates and times into instants, whole days from midnight to midnight', () => {
    expect(
      eventInstants(
        {
          allDay: false,
          startDate: '2026-12-05',
          startTime: '18:30',
          endDate: '2026-12-05',
          endTime: '21:00',
        },
        ZONE,
      ),
    ).toEqual({ startsAt: '2026-12-05T23:30:00.000Z', endsAt: '2026-12-06T02:00:00.000Z' });
    // Summer time: four hours behind UTC, not five.
    expect(
      eventInstants(
        { allDay: true, startDate: '2026-07-04', startTime: null, endDate: '2026-07-05', endTime: null },
        ZONE,
      ),
    ).toEqual({ startsAt: '2026-07-04T04:00:00.000Z', endsAt: '2026-07-06T04:00:00.000Z' });
  });

  it('names today, this week, this weekend (Friday to Sunday) and this month', () => {
    // Wednesday 2 December 2026, 10:00 in New York.
    const wednesday = new Date('2026-12-02T15:00:00Z');
    expect(whenSpan('today', wednesday, ZONE)).toEqual({
      start: '2026-12-02T05:00:00.000Z',
      end: '2026-12-03T05:00:00.000Z',
    });
    expect(whenSpan('this_week', wednesday, ZONE)).toEqual({
      start: '2026-12-02T05:00:00.000Z',
      end: '2026-12-07T05:00:00.000Z',
    });
    expect(whenSpan('this_weekend', wednesday, ZONE)).toEqual({
      start: '2026-12-04T05:00:00.000Z',
      end: '2026-12-07T05:00:00.000Z',
    });
    // Late on Saturday evening in New York is already Sunday in UTC: still this Saturday's weekend.
    expect(whenSpan('this_weekend', new Date('2026-12-06T03:00:00Z'), ZONE)).toEqual({
      start: '2026-12-05T05:00:00.000Z',
      end: '2026-12-07T05:00:00.000Z',
    });
    expect(whenSpan('this_month', new Date('2026-12-31T12:00:00Z'), ZONE)).toEqual({
      start: '2026-12-31T05:00:00.000Z',
      end: '2027-01-01T05:00:00.000Z',
    });
    expect(datesSpan('2026-12-10', undefined, ZONE)).toEqual({ start: '2026-12-10T05:00:00.000Z' });
    expect(datesSpan(undefined, '2026-12-10', ZONE)).toEqual({ end: '2026-12-11T05:00:00.000Z' });
  });

  it('puts an event on each of its days, not on the day its midnight end starts', () => {
    expect(
      daysOf({ startDate: '2026-12-30', endDate: '2027-01-01', endTime: '22:00', allDay: false }),
    ).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(
      daysOf({ startDate: '2026-12-05', endDate: '2026-12-06', endTime: '00:00', allDay: false }),
    ).toEqual(['2026-12-05']);
    expect(daysOf({ startDate: '2026-12-05', endDate: '2026-12-05', endTime: null, allDay: true })).toEqual([
      '2026-12-05',
    ]);
  });
});
