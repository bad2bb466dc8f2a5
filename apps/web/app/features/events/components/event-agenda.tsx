import type { EventCard as Event } from '@jaliya/contract';
import { StaticIsland } from '../../../components/static-island';
import { useI18n } from '../../../lib/i18n';
import { agendaDays, dayHeading, nextDay } from '../event-dates';
import { EventCard } from './event-card';

/** Upcoming events under a heading per day (in the site's time zone), soonest first. */
export function EventAgenda({ events, today }: { events: readonly Event[]; today: string }) {
  return (
    <div className="space-y-8">
      {agendaDays(events, today).map((day, dayIndex) => (
        <section
          key={day.date}
          aria-labelledby={`day-${day.date}`}
          data-testid="agenda-day"
          data-date={day.date}
        >
          {/* Kept as the server wrote it: a page's first date format costs the browser its locale
              data, tens of milliseconds on a phone in the middle of hydration (issue 37). */}
          <StaticIsland version={`${day.date} ${today}`}>
            <DayHeading date={day.date} today={today} />
          </StaticIsland>
          <ul className="grid gap-4 lg:grid-cols-2">
            {day.events.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard event={event} isPriority={dayIndex === 0 && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "Today · Saturday, December 5": a day's heading, its name relative to today where it has one. */
function DayHeading({ date, today }: { date: string; today: string }) {
  const { t, language } = useI18n();
  const relative = date === today ? t('events.today') : date === nextDay(today) ? t('events.tomorrow') : null;
  return (
    <h2
      id={`day-${date}`}
      className="mb-3 flex flex-wrap items-baseline gap-x-2 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900"
    >
      {relative && <span className="text-primary">{relative}</span>}
      <span>{dayHeading(date, today, language)}</span>
    </h2>
  );
}
