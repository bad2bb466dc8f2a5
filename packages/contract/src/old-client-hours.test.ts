import { describe, expect, it } from 'vitest';
import { fromTwelveHourTime, hoursFromOldClient } from './old-client-hours';
import { OpeningHoursSchema } from './opening-hours';

describe("the old client's working times", () => {
  it('reads hh:mm AM/PM, noon and midnight', () => {
    expect(fromTwelveHourTime('09:00 AM')).toBe('09:00');
    expect(fromTwelveHourTime('9:30 pm')).toBe('21:30');
    expect(fromTwelveHourTime('12:00 AM')).toBe('00:00');
    expect(fromTwelveHourTime('12:15 PM')).toBe('12:15');
    expect(fromTwelveHourTime('17:45')).toBe('17:45');
    expect(fromTwelveHourTime('13:00 PM')).toBe('13:00 PM');
  });

  it('turns days, breaks, closed days, overnight and 24-hour days into valid hours', () => {
    const hours = hoursFromOldClient([
      { day_type: 'Monday', time_from: '09:00 AM', time_to: '01:00 PM' },
      { day_type: 'monday', time_from: '02:00 PM', time_to: '06:00 PM' },
      { day_type: 'friday', time_from: '06:00 PM', time_to: '02:00 AM' },
      { day_type: '0', is_closed: '1', time_from: '09:00 AM', time_to: '05:00 PM' },
      { day_type: 'sat', always_open: 'true' },
    ]);
    expect(hours.weekly.monday).toEqual([
      { opens: '09:00', closes: '13:00' },
      { opens: '14:00', closes: '18:00' },
    ]);
    expect(hours.weekly.friday).toEqual([{ opens: '18:00', closes: '02:00' }]);
    expect(hours.weekly.sunday).toEqual([]);
    expect(hours.weekly.saturday).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(OpeningHoursSchema.safeParse(hours).success).toBe(true);
  });

  it('is open around the clock when every day is, and leaves bad times for the schema to report', () => {
    const everyDay = ['0', '1', '2', '3', '4', '5', '6'].map((day) => ({ day_type: day, always_open: '1' }));
    expect(hoursFromOldClient(everyDay).alwaysOpen).toBe(true);
    const bad = hoursFromOldClient([{ day_type: 'tuesday', time_from: 'nine', time_to: '05:00 PM' }]);
    expect(OpeningHoursSchema.safeParse(bad).success).toBe(false);
    expect(hoursFromOldClient([{ day_type: 'someday', time_from: '09:00 AM' }]).weekly.monday).toEqual([]);
  });
});
