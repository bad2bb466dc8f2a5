import { ClassifiedsHome } from '../components/classifieds/classifieds-home';
import { PageHeader } from '../features/editorial/components/page-header';
import { JobCard } from '../features/jobs/components/job-card';
import { JOB_LIST_PATH, JOBS_HOME_PATH } from '../features/jobs/job-paths';
import { jobEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/jobs';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/jobs`: the "looking for" choice (an employee or a job, with how many posts each has), a way
 * to post, and the newest jobs.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [intents, newest] = await Promise.all([
    api.get(jobEndpoints.intents, {}),
    api.get(jobEndpoints.list, { query: { limit: 6 } }),
  ]);
  return { intents, newest, canonicalUrl: `${context.publicUrl}${JOBS_HOME_PATH}` };
}

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { intents, newest, canonicalUrl } = loaderData;
  return (
    <ClassifiedsHome
      text={{
        title: t('jobs.title'),
        intro: t('jobs.intro'),
        newest: t('jobs.newest'),
        browse: t('jobs.browse'),
        empty: t('jobs.empty'),
        siteName: t('app.name'),
      }}
      postLinks={[
        { to: '/post-job', label: t('jobs.post') },
        { to: '/jobforcompany', label: t('jobs.postAsCompany') },
      ]}
      counts={intents}
      listPath={JOB_LIST_PATH}
      intentLabels={{
        offer: { title: t('jobs.intent.offer'), hint: t('jobs.intentHint.offer') },
        seek: { title: t('jobs.intent.seek'), hint: t('jobs.intentHint.seek') },
      }}
      newest={newest.items}
      renderCard={(job) => <JobCard job={job} />}
      canonicalUrl={canonicalUrl}
      header={(postLinks) => (
        <PageHeader title={t('jobs.title')} intro={t('jobs.intro')} width="max-w-7xl">
          {postLinks}
        </PageHeader>
      )}
    />
  );
}
