import { localDateTime } from '@jaliya/contract/opening-hours-time';
import { Link } from '../components/link';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { EventList, type EventListing } from '../features/events/components/event-list';
import { eventFiltersOf, eventViewOf } from '../features/events/event-filters';
import { EVENTS_PATH, POST_EVENT_PATH } from '../features/events/event-paths';
import { eventEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/events';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/events`: upcoming events soonest first, by day, with ready-made dates and filters; or, with
 * `?view=month&month=YYYY-MM`, one month's calendar.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const filters = eventFiltersOf(request);
  const [settings, categories] = await Promise.all([
    api.generalSetting(),
    api.get(eventEndpoints.categories, {}),
  ]);
  // Today in the site's time zone: the agenda's "Today" and the month view's default are the site's.
  const today = localDateTime(new Date(), settings.site.timeZone).date;
  const view = eventViewOf(request, today);
  const listing: EventListing =
    view.view === 'month'
      ? {
          view: 'month',
          month: await api.get(eventEndpoints.month, {
            query: {
              month: view.month,
              city: filters.city,
              category: filters.category,
              free: filters.free,
              language: filters.language,
            },
          } as never),
        }
      : { view: 'agenda', page: await api.get(eventEndpoints.list, { query: filters } as never) };
  return {
    listing,
    filters,
    categories,
    cities: settings.cities,
    today,
    canonicalUrl: `${context.publicUrl}${EVENTS_PATH}`,
  };
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { listing, filters, categories, cities, today, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${t('events.title')} | ${t('app.name')}`}
        description={t('events.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={t('events.title')} intro={t('events.intro')} width="max-w-7xl">
        <div className="mt-6">
          <Link
            to={POST_EVENT_PATH}
            className="inline-flex min-h-11 items-center rounded-full bg-secondary px-6 py-2.5 font-semibold text-slate-900 hover:bg-secondary/90"
          >
            {t('events.post')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <EventList
          listing={listing}
          filters={filters}
          categories={categories}
          cities={cities}
          today={today}
        />
      </div>
    </>
  );
}
