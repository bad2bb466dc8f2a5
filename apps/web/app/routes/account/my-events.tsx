import { MyPostsPage } from '../../components/classifieds/my-posts-page';
import { editEventPath, eventPath, MY_EVENTS_PATH, POST_EVENT_PATH } from '../../features/events/event-paths';
import { eventEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadMyPosts, myPostsAction } from '../../lib/my-posts.server';
import type { Route } from './+types/my-events';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyPosts(context, request, eventEndpoints.mine);
}

export function action({ request, context }: Route.ActionArgs) {
  return myPostsAction(context, request, eventEndpoints);
}

/** `/my-events`: the user's events in every state, with edit, cancel and delete (an event is never renewed). */
export default function MyEventsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <MyPostsPage
      data={loaderData}
      testId="own-event"
      canExpire={false}
      text={{
        title: t('events.mine.title'),
        intro: t('events.mine.intro'),
        post: t('events.post'),
        close: t('events.mine.close'),
        closeConfirm: (title) => t('events.mine.closeConfirm', { title }),
        sent: t('classifieds.form.sentNotice'),
        closed: t('events.mine.closedNotice'),
      }}
      paths={{ list: MY_EVENTS_PATH, post: POST_EVENT_PATH, view: eventPath, edit: editEventPath }}
    />
  );
}
