import type { City, EventCard as Event, EventCategory, EventMonth, KeysetPage } from '@jaliya/contract';
import { EVENT_LIST_FILTERS, EVENT_MONTH_FILTERS } from '@jaliya/contract/event-options';
import { Form } from 'react-router';
import { CityFilter } from '../../../components/classifieds/common-filters';
import { choices, FilterActions, FilterSelect } from '../../../components/classifieds/filter-fields';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { KeysetNav } from '../../../components/keyset-nav';
import { Link } from '../../../components/link';
import { useI18n } from '../../../lib/i18n';
import { countActiveFilters } from '../../../lib/list-filters';
import { type EventFilters, eventsAddress, type EventView } from '../event-filters';
import { EVENTS_PATH } from '../event-paths';
import { EventAgenda } from './event-agenda';
import { EventMonthView } from './event-month';
import { StaticIsland } from '../../../components/static-island';

const controlClass = 'w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2';
const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-gray-800';
const pillClass =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-primary aria-[current=page]:text-white aria-[current=page]:ring-primary';

/** What the month view reads of the filters (the contract's month query): the others are the list's alone. */
const MONTH_FILTERS = ['city', ...EVENT_MONTH_FILTERS] as const;
const { when, language, attendance } = EVENT_LIST_FILTERS;

export type EventListing = { view: 'agenda'; page: KeysetPage<Event> } | { view: 'month'; month: EventMonth };

/**
 * The events page's body: the ready-made dates as links, every filter in a plain GET form (they
 * work without JavaScript), the list or month view, and the agenda's next keyset page.
 */
export function EventList({
  listing,
  filters,
  categories,
  cities,
  today,
}: {
  listing: EventListing;
  filters: EventFilters;
  categories: readonly EventCategory[];
  cities: readonly City[];
  today: string;
}) {
  const { t } = useI18n();
  const isMonth = listing.view === 'month';
  const monthFilters = Object.fromEntries(MONTH_FILTERS.map((name) => [name, filters[name]]));
  const withoutCursor = { ...filters, cursor: undefined };
  const agendaAddress = (extra: Partial<Record<keyof EventFilters, string | undefined>> = {}) =>
    eventsAddress(EVENTS_PATH, { ...withoutCursor, ...extra });
  const monthView: EventView | undefined = isMonth
    ? { view: 'month', month: listing.month.month }
    : undefined;
  const thisMonth = { view: 'month' as const, month: today.slice(0, 7) };
  const shownFilters = isMonth ? monthFilters : withoutCursor;
  /** Whether the view reads a filter: the agenda every one, the month view its own. */
  const shows = (name: keyof EventFilters) => !isMonth || (MONTH_FILTERS as readonly string[]).includes(name);
  const resultsLabel = isMonth ? '' : t('events.results', { count: listing.page.total });
  return (
    <section aria-labelledby={isMonth ? 'event-month-title' : 'event-results'} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!isMonth ? (
          <nav
            aria-label={t('events.filters.quickDates')}
            className="flex flex-wrap gap-2"
            data-testid="event-when"
          >
            <Link
              to={agendaAddress({ when: undefined, from: undefined, to: undefined })}
              className={pillClass}
              aria-current={!filters.when && !filters.from && !filters.to ? 'page' : undefined}
            >
              {t('events.filters.allUpcoming')}
            </Link>
            {when.options.map((value) => (
              <Link
                key={value}
                to={agendaAddress({ when: value, from: undefined, to: undefined })}
                className={pillClass}
                aria-current={filters.when === value ? 'page' : undefined}
              >
                {t(`events.when.${value}`)}
              </Link>
            ))}
          </nav>
        ) : (
          <span />
        )}
        <nav
          aria-label={t('events.view.label')}
          className="flex gap-1 rounded-full bg-slate-100 p-1"
          data-testid="event-views"
        >
          <Link
            to={eventsAddress(EVENTS_PATH, monthFilters)}
            className="rounded-full px-4 py-2 text-sm font-semibold aria-[current=page]:bg-white aria-[current=page]:shadow"
            aria-current={isMonth ? undefined : 'page'}
          >
            {t('events.view.agenda')}
          </Link>
          <Link
            to={eventsAddress(EVENTS_PATH, monthFilters, monthView ?? thisMonth)}
            className="rounded-full px-4 py-2 text-sm font-semibold aria-[current=page]:bg-white aria-[current=page]:shadow"
            aria-current={isMonth ? 'page' : undefined}
          >
            {t('events.view.month')}
          </Link>
        </nav>
      </div>
      <FilterDisclosure key={JSON.stringify(shownFilters)} activeCount={countActiveFilters(shownFilters)}>
        <Form
          method="get"
          action={EVENTS_PATH}
          className="mt-3 grid grid-cols-2 gap-3 rounded-2xl bg-gray-50 p-4 sm:gap-4 lg:mt-0 lg:grid-cols-4"
        >
          {monthView && (
            <>
              <input type="hidden" name="view" value="month" />
              <input type="hidden" name="month" value={monthView.month} />
            </>
          )}
          {/* The dates, ready-made or chosen, are the list's: the month view is its own range. */}
          {shows('when') && (
            <>
              <FilterSelect
                name="when"
                label={t('events.filters.when')}
                value={filters.when}
                anyLabel={t('events.filters.anyDate')}
                options={choices(when.options, (value) => t(`events.when.${value}`))}
              />
              <label className={labelClass}>
                {t('events.filters.from')}
                <input
                  type="date"
                  name="from"
                  defaultValue={filters.from ?? ''}
                  min={today}
                  className={controlClass}
                />
              </label>
              <label className={labelClass}>
                {t('events.filters.to')}
                <input
                  type="date"
                  name="to"
                  defaultValue={filters.to ?? ''}
                  min={today}
                  className={controlClass}
                />
              </label>
            </>
          )}
          <FilterSelect
            name="category"
            label={t('events.filters.category')}
            value={filters.category}
            anyLabel={t('events.filters.anyCategory')}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          />
          <CityFilter cities={cities} value={filters.city} />
          <FilterSelect
            name="language"
            label={t('events.filters.language')}
            value={filters.language}
            anyLabel={t('events.filters.anyLanguage')}
            options={choices(language.options, (value) => t(`events.spokenLanguage.${value}`))}
          />
          {shows('attendance') && (
            <FilterSelect
              name="attendance"
              label={t('events.filters.attendance')}
              value={filters.attendance}
              anyLabel={t('events.filters.anyAttendance')}
              options={choices(attendance.options, (value) => t(`events.attendance.${value}`))}
            />
          )}
          <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-gray-800">
            <input
              type="checkbox"
              name="free"
              value="1"
              defaultChecked={filters.free === '1'}
              className="size-4"
            />
            {t('events.filters.freeOnly')}
          </label>
          <FilterActions
            applyLabel={t('directory.apply')}
            clearLabel={t('classifieds.clearFilters')}
            clearTo={isMonth ? eventsAddress(EVENTS_PATH, {}, monthView) : EVENTS_PATH}
          />
        </Form>
      </FilterDisclosure>
      {!isMonth && (
        <p id="event-results" className="text-sm text-gray-700" aria-live="polite">
          {resultsLabel}
        </p>
      )}
      {listing.view === 'month' ? (
        // Links and text only, its dates and times in the language's words: kept as the server
        // wrote it, so the page's first hydration makes no date format (issue 37).
        <StaticIsland
          version={`${today} ${eventsAddress(EVENTS_PATH, monthFilters)} ${JSON.stringify(listing.month)}`}
        >
          <EventMonthView
            data={listing.month}
            today={today}
            monthAddress={(month) => eventsAddress(EVENTS_PATH, monthFilters, { view: 'month', month })}
            dayAddress={(date) => eventsAddress(EVENTS_PATH, { ...monthFilters, from: date, to: date })}
          />
        </StaticIsland>
      ) : listing.page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{t('events.empty')}</p>
      ) : (
        <EventAgenda events={listing.page.items} today={today} />
      )}
      {listing.view === 'agenda' && (
        <KeysetNav
          firstPageUrl={agendaAddress()}
          nextPageUrl={listing.page.nextCursor ? agendaAddress({ cursor: listing.page.nextCursor }) : null}
          isFirstPage={!filters.cursor}
          label={resultsLabel}
        />
      )}
    </section>
  );
}
