import { redirect, useActionData, useLocation } from 'react-router';
import { JobForm } from '../../features/jobs/components/job-form';
import { type ClassifiedFormFailure, sendClassifiedForm } from '../../lib/classified-form.server';
import { jobDraftFromForm, type JobDraft } from '../../features/jobs/job-form-data';
import { MY_JOBS_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/post-job';

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await serverApi(context).generalSetting();
  return { cities: settings.cities };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendClassifiedForm(context, request, jobEndpoints, jobDraftFromForm);
  if ('ok' in result && result.ok) return redirect(`${MY_JOBS_PATH}?added=${result.data.id}`);
  return result;
}

/**
 * `/post-job` (a person) and `/jobforcompany` (a company, with its name and logo): the job waits
 * for a moderator before it is published.
 */
export default function PostJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<JobDraft>>();
  const isCompany = useLocation().pathname.toLowerCase().startsWith('/jobforcompany');
  const title = isCompany ? t('jobs.form.companyTitle') : t('jobs.form.title');
  return (
    <section aria-labelledby="post-job-title">
      <title>{`${title} | ${t('app.name')}`}</title>
      <h1 id="post-job-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('classifieds.form.intro', { days: 30 })}</p>
      <JobForm
        cities={loaderData.cities}
        draft={failure?.draft ?? {}}
        photos={[]}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        posterType={isCompany ? 'company' : 'individual'}
        submitLabel={t('classifieds.form.submit')}
      />
    </section>
  );
}
