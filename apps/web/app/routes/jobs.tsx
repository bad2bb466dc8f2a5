import { Link } from 'react-router';
import { IntentTiles } from '../components/classifieds/intent-tiles';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { JobCard } from '../features/jobs/components/job-card';
import { JOB_LIST_PATH, JOBS_HOME_PATH } from '../features/jobs/job-paths';
import { jobEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/jobs';

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
    <>
      <PageMeta
        title={`${t('jobs.title')} | ${t('app.name')}`}
        description={t('jobs.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={t('jobs.title')} intro={t('jobs.intro')} width="max-w-7xl">
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/post-job"
            className="min-h-11 rounded-full bg-secondary px-6 py-2.5 font-semibold text-slate-900 hover:bg-secondary/90"
          >
            {t('jobs.post')}
          </Link>
          <Link
            to="/jobforcompany"
            className="min-h-11 rounded-full bg-white/15 px-6 py-2.5 font-semibold text-white ring-1 ring-white/60 hover:bg-white/25"
          >
            {t('jobs.postAsCompany')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <IntentTiles
          counts={intents}
          listPath={JOB_LIST_PATH}
          labels={{
            offer: { title: t('jobs.intent.offer'), hint: t('jobs.intentHint.offer') },
            seek: { title: t('jobs.intent.seek'), hint: t('jobs.intentHint.seek') },
          }}
        />
        <section aria-labelledby="newest-jobs">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="newest-jobs" className="text-2xl font-bold text-gray-900">
              {t('jobs.newest')}
            </h2>
            <Link to={JOB_LIST_PATH} className="font-semibold text-primary hover:underline">
              {t('jobs.browse')}
            </Link>
          </div>
          {newest.items.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{t('jobs.empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {newest.items.map((job) => (
                <li key={job.id} className="flex">
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
