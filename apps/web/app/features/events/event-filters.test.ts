import { EVENT_LIST_FILTERS } from '@jaliya/contract/event-options';
import { describe, expect, it } from 'vitest';
import { eventFiltersOf, eventsAddress, eventViewOf, monthKey, parseMonth } from './event-filters';
import { monthGrid } from './components/event-month';

const request = (query: string) => new Request(`https://jaliya.test/events${query}`);

describe('eventFiltersOf', () => {
  it('keeps the filters the list knows, with their values, and drops the rest', () => {
    expect(
      eventFiltersOf(
        request(
          '?when=this_weekend&category=4&city=2&free=1&language=ar&attendance=online&sort=x&cursor=abc',
        ),
      ),
    ).toEqual({
      when: 'this_weekend',
      category: '4',
      city: '2',
      free: '1',
      language: 'ar',
      attendance: 'online',
      cursor: 'abc',
    });
    expect(eventFiltersOf(request('?when=someday&language=fr&attendance=x&free=yes&category=-1'))).toEqual(
      {},
    );
  });

  it('reads every filter the contract declares, with a value its declaration allows', () => {
    const sample = { choice: '', id: '7', flag: '1', date: '2026-12-01' };
    const query = new URLSearchParams();
    const expected: Record<string, string> = {};
    for (const [name, filter] of Object.entries(EVENT_LIST_FILTERS)) {
      const value = filter.type === 'choice' ? filter.options[0] : sample[filter.type];
      query.set(name, value);
      expected[name] = value;
    }
    // A ready-made range replaces the dates.
    delete expected.from;
    delete expected.to;
    expect(eventFiltersOf(request(`?${query}`))).toEqual(expected);
  });

  it('keeps real days as the range, and none with a ready-made range', () => {
    expect(eventFiltersOf(request('?from=2026-12-01&to=2026-12-31'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(eventFiltersOf(request('?from=2026-02-30&to=tomorrow'))).toEqual({});
    expect(eventFiltersOf(request('?when=today&from=2026-12-01'))).toEqual({ when: 'today' });
  });
});

describe('the month view', () => {
  it('reads the asked month, or this one', () => {
    expect(eventViewOf(request('?view=month&month=2027-01'), '2026-12-05')).toEqual({
      view: 'month',
      month: '2027-01',
    });
    expect(eventViewOf(request('?view=month&month=2027-13'), '2026-12-05')).toEqual({
      view: 'month',
      month: '2026-12',
    });
    expect(eventViewOf(request('?month=2027-01'), '2026-12-05')).toEqual({ view: 'agenda' });
    expect(parseMonth('1999-01')).toBeUndefined();
  });

  it('moves across years', () => {
    expect(monthKey(2026, 12, 1)).toBe('2027-01');
    expect(monthKey(2027, 1, -1)).toBe('2026-12');
  });

  it('lays a month out in weeks from Sunday, with blanks before the first and after the last day', () => {
    // December 2026 starts on a Tuesday and has 31 days: five weeks.
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthGrid('2026-02')).toHaveLength(4);
  });

  it('builds the page address with the view first and without empty filters', () => {
    expect(
      eventsAddress('/events', { city: '2', free: undefined }, { view: 'month', month: '2026-12' }),
    ).toBe('/events?view=month&month=2026-12&city=2');
    expect(eventsAddress('/events', {})).toBe('/events');
  });
});
