import { WEEKDAYS } from './opening-hours-time';
import type { OpeningHours } from './opening-hours';

/**
 * The old client's working times (`work_times[i][day_type|time_from|time_to|always_open|is_closed]`,
 * times as `hh:mm AM/PM`) read into opening hours. Anything it cannot read is left as it is, so the
 * schema reports it with the usual message.
 */
export interface OldClientWorkTime {
  day_type?: string;
  time_from?: string;
  time_to?: string;
  always_open?: string;
  is_closed?: string;
}

const SUNDAY_FIRST = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** `9:05 pm` -> `21:05`; `12:00 AM` -> `00:00`; a 24-hour `21:05` is taken as it is. */
export function fromTwelveHourTime(value: string): string {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]?\.?\s*$/.exec(value);
  if (!match) return value.trim();
  const [, hours = '', minutes = '', half = ''] = match;
  const hour = Number(hours);
  if (hour < 1 || hour > 12) return value.trim();
  const inDay = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return `${String(inDay).padStart(2, '0')}:${minutes}`;
}

/** A day as the old client names it: `monday`, `Monday`, `mon`, or 0-6 counting from Sunday. */
function dayOf(value: string | undefined): (typeof WEEKDAYS)[number] | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return SUNDAY_FIRST[Number(text)];
  return WEEKDAYS.find((day) => day === text || day.slice(0, 3) === text);
}

const isOn = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';

export function hoursFromOldClient(entries: readonly OldClientWorkTime[]): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as OpeningHours['weekly'];
  let alwaysOpenDays = 0;
  for (const entry of entries) {
    const day = dayOf(entry.day_type);
    if (!day || isOn(entry.is_closed)) continue;
    if (isOn(entry.always_open)) {
      alwaysOpenDays += 1;
      weekly[day] = [{ opens: '00:00', closes: '24:00' }];
      continue;
    }
    if (!entry.time_from && !entry.time_to) continue;
    weekly[day] = [
      ...weekly[day],
      { opens: fromTwelveHourTime(entry.time_from ?? ''), closes: fromTwelveHourTime(entry.time_to ?? '') },
    ];
  }
  if (alwaysOpenDays === WEEKDAYS.length) {
    return {
      alwaysOpen: true,
      weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as never,
      special: [],
    };
  }
  return { alwaysOpen: false, weekly, special: [] };
}
