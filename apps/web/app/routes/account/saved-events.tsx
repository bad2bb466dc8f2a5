import { SavedPostsPage } from '../../components/classifieds/saved-posts-page';
import { EventCard } from '../../features/events/components/event-card';
import { EVENTS_PATH, SAVED_EVENTS_PATH } from '../../features/events/event-paths';
import { eventEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadSavedPosts } from '../../lib/saved-posts.server';
import type { Route } from './+types/saved-events';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedPosts(context, request, eventEndpoints.saved);
}

/** `/saved-events`: the upcoming events the user marked as interested. */
export default function SavedEventsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <SavedPostsPage
      data={loaderData}
      type="event"
      text={{ title: t('events.savedTitle'), intro: t('events.savedIntro'), browse: t('events.browse') }}
      paths={{ list: SAVED_EVENTS_PATH, browse: EVENTS_PATH }}
      renderCard={(event) => <EventCard event={event} />}
      saveTextOf={(event) => ({
        save: t('events.interested.save'),
        saved: t('events.interested.saved'),
        saveLabel: t('events.interested.saveLabel', { title: event.title }),
        unsaveLabel: t('events.interested.unsaveLabel', { title: event.title }),
      })}
    />
  );
}
