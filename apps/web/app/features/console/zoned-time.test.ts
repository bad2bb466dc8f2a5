import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './zoned-time';

describe('console dates on the site clock', () => {
  it('reads a wall time in the site zone, in winter and in summer', () => {
    expect(fromLocalInput('2026-01-15T09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z');
    expect(fromLocalInput('2026-07-15T09:00', 'America/New_York')).toBe('2026-07-15T13:00:00.000Z');
    expect(fromLocalInput('2026-07-15T09:00', 'America/Los_Angeles')).toBe('2026-07-15T16:00:00.000Z');
  });

  it('shows an instant on the site clock, and back again', () => {
    expect(toLocalInput('2026-11-24T17:30:00.000Z', 'America/New_York')).toBe('2026-11-24T12:30');
    expect(
      fromLocalInput(toLocalInput('2026-03-08T12:00:00.000Z', 'America/Chicago'), 'America/Chicago'),
    ).toBe('2026-03-08T12:00:00.000Z');
  });

  it('gives null for what is not a date', () => {
    expect(fromLocalInput('', 'America/New_York')).toBeNull();
    expect(fromLocalInput('tomorrow', 'America/New_York')).toBeNull();
    expect(toLocalInput('nonsense', 'America/New_York')).toBe('');
  });
});
