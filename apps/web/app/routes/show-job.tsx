import type { Job } from '@jaliya/contract';
import { data, Link, redirect } from 'react-router';
import { ChevronStartIcon } from '../components/icons';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { PhotoGallery } from '../components/photo-gallery';
import { ReportButton, type ReportResult } from '../components/report-button';
import { SaveToggle } from '../components/save-toggle';
import { ShareButton } from '../components/share-dialog';
import { StoredImage } from '../components/stored-image';
import { ContactReveal, type ContactResult } from '../features/jobs/components/contact-reveal';
import { JobFacts } from '../features/jobs/components/job-facts';
import { JOB_LIST_PATH, jobPath } from '../features/jobs/job-paths';
import { jobEndpoints, listingEndpoints } from '../lib/endpoints.server';
import { dateTimeFormat } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { orNotFound, orSignedOut } from '../lib/page-loaders';
import { reportFromForm } from '../lib/report-action';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/show-job';

/**
 * `/show-job/{id}/{slug}`: one published job. An old or missing slug redirects to the current
 * one; anything not published is a 404. The poster's contact details are not in the page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const job = await orNotFound(api.get(jobEndpoints.get, { params: { id: params.id } }));
  const path = jobPath(job);
  const url = new URL(request.url);
  if (url.pathname !== path && safeDecode(url.pathname) !== decodeURIComponent(path)) {
    throw redirect(`${path}${url.search}`, 301);
  }
  const [savedIds, reportReasons] = context.hasSession
    ? await Promise.all([orSignedOut(api.savedIds('job')), api.get(listingEndpoints.reportReasons, {})])
    : [null, []];
  return {
    job,
    canonicalUrl: `${context.publicUrl}${path}`,
    publicUrl: context.publicUrl,
    reportReasons,
    viewer: savedIds ? { isSaved: savedIds.ids.includes(job.id) } : null,
  };
}

/** Shows the contact details (anyone, rate-limited) or reports the post (signed in). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const api = serverApi(context);
  if (form.get('intent') === 'contact') {
    const result = await api.send(jobEndpoints.contact, { params: { id } });
    return result.ok
      ? ({ contact: result.data } satisfies ContactResult)
      : data({ contactFailed: true } satisfies ContactResult, { status: result.status });
  }
  if (!context.hasSession)
    throw redirect(`/Login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (form.get('intent') === 'report') return reportFromForm(api, id, form);
  return data(null, { status: 400 });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const EMPLOYMENT_TYPES: Record<Job['jobType'], string[]> = {
  full_time: ['FULL_TIME'],
  part_time: ['PART_TIME'],
  both: ['FULL_TIME', 'PART_TIME'],
};

/**
 * schema.org JobPosting for a job offered. An anonymous post names no one: the hiring
 * organisation is "Confidential employer" (docs/decisions/014).
 */
function jobPosting(job: Job, url: string, confidential: string, logoUrl: string | undefined) {
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
  const { job, canonicalUrl, publicUrl, viewer, reportReasons } = loaderData;
  const date = dateTimeFormat(language, { dateStyle: 'long' });
  const logoUrl = job.logo ? `${publicUrl}${job.logo.url}` : undefined;
  const who = job.isAnonymous ? t('jobs.anonymous') : (job.company ?? job.poster?.name ?? null);
  const result = actionData as (ContactResult & ReportResult) | undefined;
  return (
    <article>
      <PageMeta
        title={`${job.title} | ${t('app.name')}`}
        description={job.summary}
        canonicalUrl={canonicalUrl}
        imageUrl={job.photos[0] ? `${publicUrl}${job.photos[0].url}` : logoUrl}
      />
      {job.intent === 'offer' && (
        <JsonLd data={jobPosting(job, canonicalUrl, t('jobs.confidentialEmployer'), logoUrl)} />
      )}
      <header className="bg-tertiary text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-end gap-6 px-4 py-10">
          {job.logo && (
            <StoredImage
              image={job.logo}
              sizes="96px"
              alt=""
              className="size-24 rounded-2xl border-4 border-white bg-white object-contain"
            />
          )}
          <div className="min-w-[min(100%,18rem)] flex-1">
            <Link
              to={`${JOB_LIST_PATH}?intent=${job.intent}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
            >
              <ChevronStartIcon className="size-4" />
              {t(`jobs.intent.${job.intent}`)}
            </Link>
            <h1 dir="auto" lang={job.language} className="mt-2 text-3xl font-bold leading-tight lg:text-4xl">
              {job.title}
            </h1>
            {who && (
              <p dir="auto" className="mt-2 text-lg text-white/90">
                {who}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <div className="rounded-full bg-white text-slate-900">
              <SaveToggle
                type="job"
                id={job.id}
                title={job.title}
                isSaved={viewer?.isSaved ?? false}
                isSignedIn={viewer !== null}
              />
            </div>
            <ShareButton url={canonicalUrl} title={job.title} />
            <ReportButton
              reasons={reportReasons}
              isSignedIn={viewer !== null}
              initialResult={result && 'reported' in result ? result : undefined}
            />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <JobFacts job={job} />
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="mb-3 text-2xl font-bold text-gray-900">
              {t('jobs.description')}
            </h2>
            <p dir="auto" lang={job.language} className="whitespace-pre-line text-lg text-gray-800">
              {job.description}
            </p>
          </section>
          {job.photos.length > 0 && (
            <section aria-labelledby="job-photos">
              <h2 id="job-photos" className="mb-3 text-2xl font-bold text-gray-900">
                {t('jobs.photos')}
              </h2>
              <PhotoGallery photos={job.photos} name={job.title} />
            </section>
          )}
        </div>
        <aside className="space-y-6">
          <section
            aria-labelledby="job-contact"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="job-contact" className="mb-3 text-xl font-bold text-gray-900">
              {t('jobs.contactTitle')}
            </h2>
            <ContactReveal
              hasPhone={job.hasPhone}
              hasEmail={job.hasEmail}
              initialResult={
                result && ('contact' in result || 'contactFailed' in result) ? result : undefined
              }
            />
          </section>
          <section
            aria-labelledby="job-details"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="job-details" className="mb-3 text-xl font-bold text-gray-900">
              {t('jobs.details')}
            </h2>
            <dl className="space-y-3 text-slate-800">
              <div>
                <dt className="text-sm text-slate-600">{t('jobs.workLocation')}</dt>
                <dd dir="auto">{job.workLocation}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('jobs.posterType.label')}</dt>
                <dd>{job.isAnonymous ? t('jobs.anonymous') : t(`jobs.posterType.${job.posterType}`)}</dd>
              </div>
              {job.poster && (
                <div>
                  <dt className="text-sm text-slate-600">{t('jobs.labels.postedBy')}</dt>
                  <dd dir="auto">{job.poster.name}</dd>
                </div>
              )}
              {job.publishedAt && (
                <div>
                  <dt className="text-sm text-slate-600">{t('jobs.labels.postedOn')}</dt>
                  <dd>{date.format(new Date(job.publishedAt))}</dd>
                </div>
              )}
              {job.expiresAt && (
                <div>
                  <dt className="text-sm text-slate-600">{t('jobs.labels.openUntil')}</dt>
                  <dd>{date.format(new Date(job.expiresAt))}</dd>
                </div>
              )}
              {job.portfolioUrl && (
                <div>
                  <dt className="text-sm text-slate-600">{t('jobs.portfolio')}</dt>
                  <dd>
                    <a
                      href={job.portfolioUrl}
                      rel="nofollow noopener noreferrer"
                      target="_blank"
                      dir="ltr"
                      className="break-all text-primary hover:underline"
                    >
                      {job.portfolioUrl}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
}
