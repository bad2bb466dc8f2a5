/**
 * Opening hours of a directory listing: "open", "closed" or "always open", always computed in the SITE's IANA
 * time zone (such as 'America/New_York'), never the server's or the browser's.
 *
 * Pure and dependency-free apart from zod; runs in Node and in browsers. Time-zone arithmetic uses only
 * `Intl.DateTimeFormat`. An unknown time zone makes `Intl` throw a RangeError.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * 'HH:MM' 24-hour local times. closes <= opens means the range runs past midnight into the next day
 * (18:00-02:00). closes may be '24:00'. opens '00:00' closes '24:00' is a whole day.
 */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** Hours of one local date that replace the weekly hours of that date (holiday, Ramadan hours). */
export interface SpecialHours {
  /** YYYY-MM-DD local date. */
  date: string;
  /** [] = closed all day. */
  ranges: TimeRange[];
}

export interface OpeningHours {
  alwaysOpen: boolean;
  /** [] = closed that day. */
  weekly: Record<Weekday, TimeRange[]>;
  special: SpecialHours[];
}

export type OpenState =
  | { state: 'always_open' }
  | { state: 'open'; closesAt: string /* ISO UTC instant */; closesInMinutes: number }
  | {
      state: 'closed';
      /** ISO UTC instant of the next opening within 14 days, or null. */
      opensAt: string | null;
      opensInMinutes: number | null;
    };

/** One row of the flattened form of {@link openIntervalRows}. */
export interface OpenIntervalRow {
  /** 0 = Monday .. 6 = Sunday for a weekly row; null for a special-date row. */
  weekday: number | null;
  /** YYYY-MM-DD for a special-date row; null for a weekly row. */
  date: string | null;
  /** Minutes since local midnight, inclusive. */
  start: number;
  /** Minutes since local midnight, exclusive, up to 1440. */
  end: number;
  /** True for the after-midnight part of an overnight range, stored on the following day. */
  spill: boolean;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;
/** How many days ahead `closesAt` follows a continuous open period. */
const CLOSES_SEARCH_DAYS = 8;
/** How many days ahead `opensAt` looks for the next opening. */
const OPENS_SEARCH_DAYS = 14;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/* ------------------------------------------------------------------------------------------------------------
 * Times of day and calendar dates
 * ---------------------------------------------------------------------------------------------------------- */

/** 'HH:MM' (00:00..23:59) to minutes since midnight; '24:00' gives 1440; anything else gives undefined. */
export function parseTimeOfDay(value: string): number | undefined {
  if (value === '24:00') return MINUTES_PER_DAY;
  const match = TIME_PATTERN.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Minutes since midnight to 'HH:MM'; 1440 gives '24:00'. Fractions are dropped and values outside 0..1440 are
 * wrapped into one day (1500 gives '01:00').
 */
export function formatTimeOfDay(minutes: number): string {
  const whole = Math.trunc(minutes);
  const inDay =
    whole === MINUTES_PER_DAY ? whole : ((whole % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(inDay / 60))}:${pad2(inDay % 60)}`;
}

/** A week with every day closed, not always open. */
export function emptyOpeningHours(): OpeningHours {
  return {
    alwaysOpen: false,
    weekly: {
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    },
    special: [],
  };
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Midnight UTC of a 'YYYY-MM-DD' date in epoch milliseconds, or NaN when it is not a real calendar date. */
function dateToUtcMs(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  const valid =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return valid ? ms : Number.NaN;
}

/** The 'YYYY-MM-DD' UTC date of epoch milliseconds. */
function utcMsToDate(ms: number): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** True for a 'YYYY-MM-DD' string naming a real calendar date (no 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(dateToUtcMs(date));
}

/** The calendar date `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** Weekday index of a 'YYYY-MM-DD' date: 0 = Monday .. 6 = Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(dateToUtcMs(date)).getUTCDay() + 6) % 7;
}

/* ------------------------------------------------------------------------------------------------------------
 * Time zones, with Intl.DateTimeFormat only
 * ---------------------------------------------------------------------------------------------------------- */

/** Formatters per time zone: creating one is costly, using one is cheap. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The local wall-clock time of an instant, read as if it were UTC, in epoch milliseconds (whole seconds).
 * Comparing two such values compares wall-clock times.
 */
function wallClockMs(instantMs: number, timeZone: string): number {
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  // hourCycle 'h23' gives 0..23; the modulo guards engines that still print 24 for midnight.
  return Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour % 24, fields.minute, fields.second);
}

/** UTC offset of a zone at an instant in milliseconds (local minus UTC; -4 h for New York in summer). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSecond = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

/**
 * The local date, weekday and minute of the day of an instant in a time zone (seconds are dropped).
 *
 * @example localDateTime(new Date('2026-06-20T03:59:00Z'), 'America/New_York')
 *   // { date: '2026-06-19', weekday: 'friday', minutes: 1439 }
 */
export function localDateTime(
  now: Date,
  timeZone: string,
): { date: string; weekday: Weekday; minutes: number } {
  const wall = wallClockMs(now.getTime(), timeZone);
  const date = utcMsToDate(wall);
  const minutes = Math.floor((wall - dateToUtcMs(date)) / MINUTE_MS);
  return { date, weekday: WEEKDAYS[weekdayIndex(date)] ?? 'monday', minutes };
}

/**
 * The UTC instant of a local wall-clock time: `minutes` (0..1440) after midnight of the local `date`
 * ('YYYY-MM-DD') in `timeZone`. 1440 is midnight at the start of the next date.
 *
 * - In a spring-forward gap the wall time does not exist: it gives the instant just after the gap
 *   (02:30 on 2026-03-08 in America/New_York gives 03:00 EDT, 07:00Z).
 * - In a fall-back overlap the wall time happens twice: it gives the first (earlier) instance
 *   (01:30 on 2026-11-01 in America/New_York gives 01:30 EDT, 05:30Z).
 *
 * Assumes at most one offset change within a day either side, which holds for every real zone.
 */
export function zonedWallTimeToUtc(date: string, minutes: number, timeZone: string): Date {
  const wall = dateToUtcMs(date) + minutes * MINUTE_MS;
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  // The offsets a day before and a day after: the wall time maps to one of them, or falls in a gap between.
  const earlierOffset = offsetMs(wall - DAY_MS, timeZone);
  const laterOffset = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - earlierOffset, wall - laterOffset].filter(
    (instant) => wallClockMs(instant, timeZone) === wall,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(endOfGap(wall, wall - laterOffset, wall - earlierOffset, timeZone));
}

/**
 * The first instant whose wall-clock time is past `wall`, between `low` (before the gap) and `high` (after it),
 * found by bisection in whole seconds: the moment the clocks jump forward.
 */
function endOfGap(wall: number, low: number, high: number, timeZone: string): number {
  if (!(low < high) || wallClockMs(high, timeZone) <= wall) return high;
  let before = low;
  let after = high;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClockMs(middle, timeZone) > wall) after = middle;
    else before = middle;
  }
  return after;
}

/* ------------------------------------------------------------------------------------------------------------
 * Open state
 * ---------------------------------------------------------------------------------------------------------- */

/** A half-open interval of instants [start, end) in epoch milliseconds. */
interface Interval {
  start: number;
  end: number;
}

/** Special ranges by date; the first entry wins if a date is listed twice. */
function specialByDate(hours: OpeningHours): Map<string, TimeRange[]> {
  const byDate = new Map<string, TimeRange[]>();
  for (const entry of hours.special ?? []) {
    if (!byDate.has(entry.date)) byDate.set(entry.date, entry.ranges ?? []);
  }
  return byDate;
}

/** The ranges that apply to a local date: its special ranges if it is a special date, else its weekday's. */
function rangesOn(hours: OpeningHours, special: Map<string, TimeRange[]>, date: string): TimeRange[] {
  const weekday = WEEKDAYS[weekdayIndex(date)] ?? 'monday';
  return special.get(date) ?? hours.weekly?.[weekday] ?? [];
}

/**
 * The instants during which the ranges OPENING on a local date are open. An overnight range runs into the next
 * date; unparseable ranges and ranges swallowed by a DST gap are skipped.
 */
function intervalsOn(
  hours: OpeningHours,
  special: Map<string, TimeRange[]>,
  date: string,
  timeZone: string,
): Interval[] {
  const intervals: Interval[] = [];
  for (const range of rangesOn(hours, special, date)) {
    const opens = parseTimeOfDay(range.opens);
    const closes = parseTimeOfDay(range.closes);
    if (opens === undefined || closes === undefined) continue;
    const closesDate = closes <= opens ? addDays(date, 1) : date;
    const start = zonedWallTimeToUtc(date, opens, timeZone).getTime();
    const end = zonedWallTimeToUtc(closesDate, closes, timeZone).getTime();
    if (end > start) intervals.push({ start, end });
  }
  return intervals;
}

function minutesUntil(fromMs: number, toMs: number): number {
  return Math.ceil((toMs - fromMs) / MINUTE_MS);
}

/**
 * Whether the shop is open at `now`, when it closes or when it next opens, in the site's `timeZone`.
 *
 * - A special date replaces the weekly ranges of that date.
 * - An overnight range belongs to the date it opens on: Friday 18:00-02:00 keeps the shop open on Saturday
 *   01:30 even if Saturday is closed; if that Friday is a special date, Friday's special ranges apply instead.
 * - Touching ranges (Monday ..-24:00 then Tuesday 00:00-.., or an overnight range ending when the next opens)
 *   count as one continuous open period: `closesAt` is its real end, followed up to 8 days ahead. A shop open
 *   around the clock through ranges (not `alwaysOpen`) gets the end of that horizon, 8 to 9 days away.
 * - `opensAt` is the next opening start after `now` within 14 days, else null.
 * - Minutes are whole minutes rounded up from `now`.
 */
export function openingState(hours: OpeningHours, timeZone: string, now: Date): OpenState {
  if (hours.alwaysOpen) return { state: 'always_open' };
  const nowMs = now.getTime();
  const today = localDateTime(now, timeZone).date;
  const special = specialByDate(hours);
  const intervalsAt = (offset: number) => intervalsOn(hours, special, addDays(today, offset), timeZone);

  // Yesterday's overnight ranges may still be running.
  const known = [...intervalsAt(-1), ...intervalsAt(0)];
  const current = known.filter((interval) => interval.start <= nowMs && nowMs < interval.end);
  if (current.length > 0) {
    const dayStart = (offset: number) => zonedWallTimeToUtc(addDays(today, offset), 0, timeZone).getTime();
    const end = Math.max(...current.map((interval) => interval.end));
    const closesAt = continuousEnd(end, known, dayStart, intervalsAt);
    return {
      state: 'open',
      closesAt: new Date(closesAt).toISOString(),
      closesInMinutes: minutesUntil(nowMs, closesAt),
    };
  }

  const opensAt = nextStart(nowMs, known, intervalsAt);
  if (opensAt === null) return { state: 'closed', opensAt: null, opensInMinutes: null };
  return {
    state: 'closed',
    opensAt: new Date(opensAt).toISOString(),
    opensInMinutes: minutesUntil(nowMs, opensAt),
  };
}

/**
 * The end of the continuous open period that is open until `end`, following touching or overlapping intervals.
 * `known` holds the intervals of yesterday and today; later days (`dayStart` is the instant of a day's local
 * midnight) are loaded only when the period reaches them, up to {@link CLOSES_SEARCH_DAYS}. Terminates because
 * the end only grows and the intervals are finite.
 */
function continuousEnd(
  end: number,
  known: Interval[],
  dayStart: (offset: number) => number,
  intervalsAt: (offset: number) => Interval[],
): number {
  const intervals = [...known];
  let loadedDays = 0;
  let periodEnd = end;
  for (;;) {
    // Every interval starting at or before periodEnd opens on a date whose midnight is at or before it.
    while (loadedDays < CLOSES_SEARCH_DAYS && dayStart(loadedDays + 1) <= periodEnd) {
      loadedDays += 1;
      intervals.push(...intervalsAt(loadedDays));
    }
    const extensions = intervals.filter(
      (interval) => interval.start <= periodEnd && interval.end > periodEnd,
    );
    if (extensions.length === 0) return periodEnd;
    periodEnd = Math.max(...extensions.map((interval) => interval.end));
  }
}

/**
 * The first interval start after `nowMs` within {@link OPENS_SEARCH_DAYS}, or null. Starts of a later date are
 * never earlier than starts of an earlier date, so the first date with a start after now has the answer.
 */
function nextStart(
  nowMs: number,
  known: Interval[],
  intervalsAt: (offset: number) => Interval[],
): number | null {
  for (let offset = 0; offset <= OPENS_SEARCH_DAYS; offset += 1) {
    const candidates = (offset === 0 ? known : intervalsAt(offset))
      .map((interval) => interval.start)
      .filter((start) => start > nowMs);
    if (candidates.length > 0) {
      const start = Math.min(...candidates);
      return start - nowMs <= OPENS_SEARCH_DAYS * DAY_MS ? start : null;
    }
  }
  return null;
}

/** Whether the shop is open (or always open) at `now` in the site's `timeZone`. Cheaper than openingState. */
export function isOpenAt(hours: OpeningHours, timeZone: string, now: Date): boolean {
  if (hours.alwaysOpen) return true;
  const nowMs = now.getTime();
  const today = localDateTime(now, timeZone).date;
  const special = specialByDate(hours);
  return [-1, 0].some((offset) =>
    intervalsOn(hours, special, addDays(today, offset), timeZone).some(
      (interval) => interval.start <= nowMs && nowMs < interval.end,
    ),
  );
}

/* ------------------------------------------------------------------------------------------------------------
 * Flattened rows for an SQL "open now" filter
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * Opening hours flattened into rows for an SQL "open now" filter (one row per part of a range).
 *
 * - Each weekly range gives a row with `weekday` 0 = Monday .. 6 = Sunday and `start`/`end` minutes of that day
 *   (`end` up to 1440, exclusive). An overnight range is split into the part on its own day (start..1440,
 *   `spill` false) and the part on the next day (0..closes, `spill` true, weekday + 1 mod 7); a range ending at
 *   00:00 has no spill row.
 * - Special dates give rows with `date` set and `weekday` null, split the same way (the spill row gets the next
 *   date). A special date with no ranges gives one marker row start 0, end 0, spill false ("this date is
 *   special: closed"), so every special date has at least one non-spill row.
 *
 * How a query decides "open now". First compute, in the SITE's time zone, today's local date D, yesterday's
 * date D-1, today's weekday W and the minute of the day M (`localDateTime`; SQLite has no time zones, so pass
 * them as parameters). A row "contains M" when start <= M < end. The shop is open when `alwaysOpen`, or:
 *
 *   1. today's own part: if D is special (a non-spill row dated D exists), a non-spill row dated D contains M;
 *      otherwise a non-spill weekly row for W contains M; or
 *   2. the part spilling from yesterday: if D-1 is special (a non-spill row dated D-1 exists), a spill row dated
 *      D contains M; otherwise a spill weekly row for W contains M.
 *
 *   WHERE s.always_open OR EXISTS (
 *     SELECT 1 FROM shop_open_rows r WHERE r.shop_id = s.id AND r.start <= :m AND :m < r.end AND (
 *       (NOT r.spill AND (r.date = :d OR (r.weekday = :w AND NOT EXISTS (SELECT 1 FROM shop_open_rows x
 *         WHERE x.shop_id = s.id AND x.date = :d AND NOT x.spill))))
 *       OR (r.spill AND (r.date = :d OR (r.weekday = :w AND NOT EXISTS (SELECT 1 FROM shop_open_rows x
 *         WHERE x.shop_id = s.id AND x.date = :yesterday AND NOT x.spill))))))
 *
 * This matches `openingState`/`isOpenAt` (the test suite compares them over a tricky week). The shorter rule
 * "if a non-spill special row for today exists, open only if a special row for today contains M; else a weekly
 * row for W or a spill special row for today contains M" agrees except in two edge cases: it keeps a weekly
 * overnight range running into a special date (openingState says open there, the short rule says closed), and it
 * applies a weekly spill row after a special date that replaced that overnight range (openingState says closed).
 *
 * Remaining difference, around DST changes only: rows compare wall-clock minutes, openingState real instants.
 * On a fall-back day the repeated hour (01:00-02:00 in New York) is judged by the rows on the wall clock both
 * times, while openingState places range boundaries at the first occurrence; so a range ending at 01:30 is
 * closed during the second 01:00-01:30 for openingState but open for the rows, and a range starting at 01:30 is
 * open throughout for openingState but closed 01:00-01:30 the second time for the rows.
 */
export function openIntervalRows(hours: OpeningHours): OpenIntervalRow[] {
  const rows: OpenIntervalRow[] = [];
  WEEKDAYS.forEach((weekday, index) => {
    for (const range of hours.weekly?.[weekday] ?? []) {
      rows.push(...splitRange(range, (spill) => ({ weekday: spill ? (index + 1) % 7 : index, date: null })));
    }
  });
  const seen = new Set<string>();
  for (const entry of hours.special ?? []) {
    if (seen.has(entry.date)) continue;
    seen.add(entry.date);
    const nextDate = isCalendarDate(entry.date) ? addDays(entry.date, 1) : entry.date;
    const own = (entry.ranges ?? []).flatMap((range) =>
      splitRange(range, (spill) => ({ weekday: null, date: spill ? nextDate : entry.date })),
    );
    if (!own.some((row) => !row.spill))
      own.push({ weekday: null, date: entry.date, start: 0, end: 0, spill: false });
    rows.push(...own);
  }
  return rows;
}

/** One range as rows: the part on its own day and, for an overnight range, the part on the next day. */
function splitRange(
  range: TimeRange,
  key: (spill: boolean) => Pick<OpenIntervalRow, 'weekday' | 'date'>,
): OpenIntervalRow[] {
  const opens = parseTimeOfDay(range.opens);
  const closes = parseTimeOfDay(range.closes);
  if (opens === undefined || closes === undefined) return [];
  if (closes > opens) return [{ ...key(false), start: opens, end: closes, spill: false }];
  const rows: OpenIntervalRow[] = [{ ...key(false), start: opens, end: MINUTES_PER_DAY, spill: false }];
  if (closes > 0) rows.push({ ...key(true), start: 0, end: closes, spill: true });
  return rows;
}
