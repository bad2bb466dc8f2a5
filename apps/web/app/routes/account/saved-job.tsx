import { SavedPostsPage } from '../../components/classifieds/saved-posts-page';
import { JobCard } from '../../features/jobs/components/job-card';
import { JOBS_HOME_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadSavedPosts } from '../../lib/saved-posts.server';
import type { Route } from './+types/saved-job';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedPosts(context, request, jobEndpoints.saved);
}

/** `/saved-job`: the published jobs the user saved. */
export default function SavedJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <SavedPostsPage
      data={loaderData}
      type="job"
      text={{ title: t('jobs.savedTitle'), intro: t('jobs.savedIntro'), browse: t('jobs.browse') }}
      paths={{ list: '/saved-job', browse: JOBS_HOME_PATH }}
      renderCard={(job) => <JobCard job={job} />}
    />
  );
}
