import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { KeysetNav } from '../../components/keyset-nav';
import { SaveToggle } from '../../components/save-toggle';
import { JobCard } from '../../features/jobs/components/job-card';
import { JOBS_HOME_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/saved-job';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = keysetCursorOf(request);
  const page = await serverApi(context).get(jobEndpoints.saved, { query: cursor ? { cursor } : {} });
  return { page, isFirstPage: cursor === undefined };
}

/** `/saved-job`: the published jobs the user saved; unsaving one removes it from here. */
export default function SavedJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, isFirstPage } = loaderData;
  return (
    <section aria-labelledby="saved-job-title">
      <title>{`${t('jobs.savedTitle')} | ${t('app.name')}`}</title>
      <h1 id="saved-job-title" className="text-2xl font-bold">
        {t('jobs.savedTitle')}
      </h1>
      <p className="mt-1 text-slate-700">{t('jobs.savedIntro')}</p>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <EmptyState>
            <Link
              to={JOBS_HOME_PATH}
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('jobs.browse')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {page.items.map((job) => (
              <li key={job.id} className="flex items-start gap-3">
                <JobCard job={job} />
                <SaveToggle type="job" id={job.id} title={job.title} isSaved isSignedIn isCompact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <KeysetNav
        firstPageUrl="/saved-job"
        nextPageUrl={page.nextCursor ? `/saved-job?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
