import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { JobList } from '../features/jobs/components/job-list';
import { jobFiltersOf } from '../features/jobs/job-filters';
import { jobListPath } from '../features/jobs/job-paths';
import { jobEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/job-list';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/Job`: every published job, with filters, sorts and keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const filters = jobFiltersOf(request);
  const [page, settings] = await Promise.all([
    api.get(jobEndpoints.list, { query: filters }),
    api.generalSetting(),
  ]);
  return {
    page,
    filters,
    cities: settings.cities,
    canonicalUrl: `${context.publicUrl}${jobListPath(filters.intent)}`,
  };
}

export default function JobListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, cities, canonicalUrl } = loaderData;
  const title =
    filters.intent === 'offer'
      ? t('jobs.listTitleOffer')
      : filters.intent === 'seek'
        ? t('jobs.listTitleSeek')
        : t('jobs.listTitle');
  return (
    <>
      <PageMeta
        title={`${title} | ${t('app.name')}`}
        description={t('jobs.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={title} intro={t('jobs.intro')} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <JobList page={page} cities={cities} filters={filters} headingId="job-results" />
      </div>
    </>
  );
}
