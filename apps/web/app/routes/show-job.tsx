import { addressInLanguage } from '@jaliya/contract/page-paths';
import type { Job } from '@jaliya/contract';
import { ClassifiedPage } from '../components/classifieds/classified-page';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { JobFacts } from '../features/jobs/components/job-facts';
import { JOB_LIST_PATH, jobPath } from '../features/jobs/job-paths';
import { classifiedItemAction, loadClassifiedItem } from '../lib/classified-item.server';
import { jobEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/show-job';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/show-job/{id}/{slug}`: one published job. An old or missing slug redirects to the current
 * one; anything not published is a 404. The poster's contact details are not in the page.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadClassifiedItem(context, request, params.id, {
    get: jobEndpoints.get,
    pathOf: jobPath,
    savedType: 'job',
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return classifiedItemAction(context, request, params.id, jobEndpoints.contact);
}

const EMPLOYMENT_TYPES: Record<Job['jobType'], string[]> = {
  full_time: ['FULL_TIME'],
  part_time: ['PART_TIME'],
  both: ['FULL_TIME', 'PART_TIME'],
};

/**
 * schema.org JobPosting for a job offered. An anonymous post names no one: the hiring
 * organisation is "Confidential employer" (docs/decisions/014). The region is the site's state
 * (its code, such as GA), which Google asks of a job's location beside the city.
 */
function jobPosting(
  job: Job,
  url: string,
  confidential: string,
  logoUrl: string | undefined,
  region: string | undefined,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url,
    datePosted: job.publishedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.isAnonymous ? confidential : (job.company ?? job.poster?.name ?? confidential),
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.city ? { addressLocality: job.city.name } : {}),
        ...(region ? { addressRegion: region } : {}),
        addressCountry: 'US',
      },
    },
    ...(job.price !== null && job.salaryType
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', value: job.price, unitText: job.salaryType.toUpperCase() },
          },
        }
      : {}),
  };
}

export default function ShowJobRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { item: job, canonicalUrl, publicUrl, viewer, reportReasons } = loaderData;
  const region = useSiteSettings()?.site.code;
  const logoUrl = job.logo ? `${publicUrl}${job.logo.url}` : undefined;
  return (
    <>
      <PageMeta
        title={`${job.title} | ${t('app.name')}`}
        description={job.summary}
        canonicalUrl={canonicalUrl}
        imageUrl={job.photos[0] ? `${publicUrl}${job.photos[0].url}` : logoUrl}
      />
      {job.intent === 'offer' && (
        <JsonLd
          data={jobPosting(
            job,
            addressInLanguage(canonicalUrl, language),
            t('jobs.confidentialEmployer'),
            logoUrl,
            region,
          )}
        />
      )}
      <ClassifiedPage
        item={job}
        savedType="job"
        back={{ to: `${JOB_LIST_PATH}?intent=${job.intent}`, label: t(`jobs.intent.${job.intent}`) }}
        logo={job.logo}
        who={job.isAnonymous ? t('classifieds.anonymous') : (job.company ?? job.poster?.name ?? null)}
        facts={<JobFacts job={job} />}
        details={[
          { label: t('jobs.workLocation'), value: <span dir="auto">{job.workLocation}</span> },
          {
            label: t('jobs.posterType.label'),
            value: job.isAnonymous ? t('classifieds.anonymous') : t(`jobs.posterType.${job.posterType}`),
          },
        ]}
        viewer={viewer}
        reportReasons={reportReasons}
        canonicalUrl={canonicalUrl}
        actionData={actionData}
      />
    </>
  );
}
