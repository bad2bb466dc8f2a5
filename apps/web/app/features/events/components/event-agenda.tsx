import type { EventCard as Event } from '@jaliya/contract';
import { useI18n } from '../../../lib/i18n';
import { agendaDays, dayHeading, nextDay } from '../event-dates';
import { EventCard } from './event-card';

/** Upcoming events under a heading per day (in the site's time zone), soonest first. */
export function EventAgenda({ events, today }: { events: readonly Event[]; today: string }) {
  const { t, language } = useI18n();
  const tomorrow = nextDay(today);
  return (
    <div className="space-y-8">
      {agendaDays(events, today).map((day, dayIndex) => {
        const heading = dayHeading(day.date, today, language);
        const relative =
          day.date === today ? t('events.today') : day.date === tomorrow ? t('events.tomorrow') : null;
        return (
          <section
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            data-testid="agenda-day"
            data-date={day.date}
          >
            <h2
              id={`day-${day.date}`}
              className="mb-3 flex flex-wrap items-baseline gap-x-2 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900"
            >
              {relative && <span className="text-primary">{relative}</span>}
              <span>{heading}</span>
            </h2>
            <ul className="grid gap-4 lg:grid-cols-2">
              {day.events.map((event, index) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} isPriority={dayIndex === 0 && index === 0} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
