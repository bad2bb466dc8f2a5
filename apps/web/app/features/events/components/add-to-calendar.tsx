import { useI18n } from '../../../lib/i18n';
import { CalendarIcon } from './event-icons';

/** Where "Add to calendar" leads: the API's `.ics` file, and Google Calendar's and Outlook.com's forms. */
export interface CalendarLinks {
  ics: string;
  google: string;
  outlook: string;
}

/**
 * "Add to calendar": the event's calendar file (Apple Calendar, Outlook, Thunderbird...) and the
 * Google Calendar and Outlook.com links, made by the loader (`event-calendar-links.server.ts`), so
 * the page's script does not carry their code. A `<details>` menu: it opens without JavaScript.
 */
export function AddToCalendar({ id, links }: { id: number; links: CalendarLinks }) {
  const { t } = useI18n();
  const itemClass = 'block rounded-lg px-3 py-2 text-start hover:bg-primary/10';
  return (
    <details className="group relative" data-testid="add-to-calendar">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 select-none hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <CalendarIcon className="size-5" />
        {t('events.calendar.add')}
      </summary>
      {/* Under its button on a phone, where a floating menu would leave the screen; beside it from 640 px. */}
      <ul className="z-20 mt-2 w-72 max-w-full rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-black/5 sm:absolute sm:end-0 sm:top-full">
        <li>
          <a href={links.ics} download={`event-${id}.ics`} className={itemClass} data-testid="calendar-ics">
            {t('events.calendar.ics')}
          </a>
        </li>
        <li>
          <a
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
            data-testid="calendar-google"
          >
            {t('events.calendar.google')}
            <span className="sr-only"> ({t('header.opensInNewTab')})</span>
          </a>
        </li>
        <li>
          <a
            href={links.outlook}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
            data-testid="calendar-outlook"
          >
            {t('events.calendar.outlook')}
            <span className="sr-only"> ({t('header.opensInNewTab')})</span>
          </a>
        </li>
      </ul>
    </details>
  );
}
