import type { EventMonth } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/icons';
import { dateTimeFormat, formatNumber } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { dayInstant } from '../event-dates';
import { eventPath } from '../event-paths';
import { monthKey, parseMonth } from '../event-filters';

/** The events a cell shows by name; more are a link to that day in the list. */
const SHOWN_PER_DAY = 3;

/** The days of a month's grid, Sunday first (as US calendars are): blanks before the 1st and after the last. */
export function monthGrid(month: string): (string | null)[][] {
  const parsed = parseMonth(month);
  if (!parsed) return [];
  const first = new Date(Date.UTC(parsed.year, parsed.month - 1, 1));
  const days = new Date(Date.UTC(parsed.year, parsed.month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * One month of events as a calendar grid, with the previous and next months. It is a table, so
 * Arabic pages mirror it (Sunday on the right) and screen readers name each day's column.
 */
export function EventMonthView({
  data,
  today,
  monthAddress,
  dayAddress,
}: {
  data: EventMonth;
  today: string;
  /** The events page at another month, with the same filters. */
  monthAddress: (month: string) => string;
  /** The list of one day's events, with the same filters. */
  dayAddress: (date: string) => string;
}) {
  const { t, language } = useI18n();
  const parsed = parseMonth(data.month);
  if (!parsed) return null;
  const byDay = new Map(data.days.map((day) => [day.date, day.events]));
  const weeks = monthGrid(data.month);
  const monthName = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dayInstant(`${data.month}-15`),
  );
  const weekday = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const dayLabel = dateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // 2026-11-01 was a Sunday: the seven days from it name the columns.
  const columns = Array.from({ length: 7 }, (_, index) => dayInstant(`2026-11-0${index + 1}`));
  const time = (value: string) =>
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(`2000-01-01T${value}:00Z`),
    );
  const isEmpty = data.days.every((day) => day.events.length === 0);
  const navClass =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold text-primary ring-1 ring-slate-300 hover:bg-slate-100';
  return (
    <section aria-labelledby="event-month-title" data-testid="event-month">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={monthAddress(monthKey(parsed.year, parsed.month, -1))} className={navClass} rel="nofollow">
          <ChevronStartIcon className="size-4" />
          {t('events.month.previous')}
        </Link>
        <h2 id="event-month-title" className="text-2xl font-bold text-slate-900">
          {t('events.month.title', { month: monthName })}
        </h2>
        <Link to={monthAddress(monthKey(parsed.year, parsed.month, 1))} className={navClass} rel="nofollow">
          {t('events.month.next')}
          <ChevronEndIcon className="size-4" />
        </Link>
      </div>
      {isEmpty && <p className="mb-4 rounded-2xl bg-gray-50 p-4 text-gray-700">{t('events.month.empty')}</p>}
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('events.month.title', { month: monthName })}</caption>
        <thead>
          <tr>
            {columns.map((day) => (
              <th
                key={day.toISOString()}
                scope="col"
                abbr={weekdayLong.format(day)}
                className="py-2 font-semibold text-slate-700"
              >
                {weekday.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date)
                  return <td key={`blank-${index}`} className="border border-slate-200 bg-slate-50" />;
                const events = byDay.get(date) ?? [];
                const isToday = date === today;
                return (
                  <td
                    key={date}
                    className={`h-24 border border-slate-200 p-1 align-top sm:h-28 sm:p-1.5 ${isToday ? 'bg-primary/5' : ''}`}
                    data-date={date}
                    {...(isToday ? { 'aria-current': 'date' as const } : {})}
                  >
                    <span
                      className={`inline-grid size-7 place-items-center rounded-full text-sm font-semibold ${
                        isToday ? 'bg-primary text-white' : 'text-slate-700'
                      }`}
                    >
                      {formatNumber(Number(date.slice(8)), language)}
                    </span>
                    {events.length > 0 && (
                      <>
                        <ul className="mt-1 hidden space-y-1 sm:block">
                          {events.slice(0, SHOWN_PER_DAY).map((event) => (
                            <li key={event.id}>
                              <Link
                                to={eventPath(event)}
                                className="block truncate rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary-dark hover:bg-primary/20"
                              >
                                {!event.allDay && event.startTime && (
                                  <span className="font-semibold">{time(event.startTime)} </span>
                                )}
                                {/* The title in its own direction: an English one on an Arabic page reads whole. */}
                                <bdi>{event.title}</bdi>
                              </Link>
                            </li>
                          ))}
                        </ul>
                        <Link
                          to={dayAddress(date)}
                          aria-label={t('events.month.dayLink', {
                            count: events.length,
                            date: dayLabel.format(dayInstant(date)),
                          })}
                          className={`mt-1 block rounded px-1 text-xs font-semibold text-primary hover:underline ${
                            events.length > SHOWN_PER_DAY ? '' : 'sm:hidden'
                          }`}
                        >
                          <span className="sm:hidden">{formatNumber(events.length, language)}</span>
                          {events.length > SHOWN_PER_DAY && (
                            <span className="hidden sm:inline">
                              {t('events.month.more', { count: events.length - SHOWN_PER_DAY })}
                            </span>
                          )}
                        </Link>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
