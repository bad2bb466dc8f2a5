import { describe, expect, it } from 'vitest';
import { EVENT_LIST_FILTERS, EVENT_MONTH_FILTERS } from './event-options';
import { EventListQuerySchema, EventMonthQuerySchema } from './events';

describe('a list query built from its declared filters', () => {
  it('has every declared filter of the events, in order, and the month view its own few', () => {
    const names = Object.keys(EventListQuerySchema.shape);
    const declared = Object.keys(EVENT_LIST_FILTERS);
    const start = names.indexOf(declared[0] ?? '');
    expect(names.slice(start, start + declared.length)).toEqual(declared);
    expect(Object.keys(EventMonthQuerySchema.shape)).toEqual(['month', 'city', ...EVENT_MONTH_FILTERS]);
  });

  it('reads each filter as its type says, and refuses a value outside a choice', () => {
    const parsed = EventListQuerySchema.parse({
      category: '4',
      when: 'this_weekend',
      from: '2026-12-01',
      free: '1',
      language: '',
      attendance: 'online',
    });
    expect(parsed).toMatchObject({
      category: 4,
      when: 'this_weekend',
      from: '2026-12-01',
      free: true,
      language: undefined,
      attendance: 'online',
    });
    const refused = EventListQuerySchema.safeParse({ language: 'fr', to: '2026-02-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', 'validation.dateInvalid'],
      ['language', 'validation.choiceInvalid'],
    ]);
    expect(EventListQuerySchema.shape.when.description).toMatch(/ready-made range/);
  });
});
