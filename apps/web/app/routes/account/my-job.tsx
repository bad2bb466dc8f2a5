import { MyPostsPage } from '../../components/classifieds/my-posts-page';
import { editJobPath, jobPath, MY_JOBS_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadMyPosts, myPostsAction } from '../../lib/my-posts.server';
import type { Route } from './+types/my-job';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyPosts(context, request, jobEndpoints.mine);
}

export function action({ request, context }: Route.ActionArgs) {
  return myPostsAction(context, request, jobEndpoints);
}

/** `/my-job`: the user's jobs in every state, with the moderator's reason, edit, renew, close and delete. */
export default function MyJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <MyPostsPage
      data={loaderData}
      testId="own-job"
      text={{
        title: t('jobs.mine.title'),
        intro: t('jobs.mine.intro'),
        post: t('jobs.post'),
        close: t('jobs.mine.close'),
        closeConfirm: (title) => t('jobs.mine.closeConfirm', { title }),
        sent: t('jobs.form.sentNotice'),
        closed: t('jobs.mine.closedNotice'),
      }}
      paths={{ list: MY_JOBS_PATH, post: '/post-job', view: jobPath, edit: editJobPath }}
    />
  );
}
