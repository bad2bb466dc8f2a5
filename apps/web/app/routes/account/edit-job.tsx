import { data, redirect, useActionData } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { JobForm } from '../../features/jobs/components/job-form';
import {
  type ClassifiedFormFailure,
  loadOwnForEdit,
  sendClassifiedForm,
} from '../../lib/classified-form.server';
import { jobDraftFromForm, type JobDraft } from '../../features/jobs/job-form-data';
import { MY_JOBS_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/edit-job';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadOwnForEdit(context, params.id, jobEndpoints.ownForEdit);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await sendClassifiedForm(context, request, jobEndpoints, jobDraftFromForm, params.id);
  if ('ok' in result && result.ok) return redirect(`${MY_JOBS_PATH}?updated=${result.data.id}`);
  return result;
}

/**
 * `/my-job/{id}/edit`: the owner edits their job. An edit of a published job waits for review;
 * the public keeps seeing the published version until it is approved.
 */
export default function EditJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<JobDraft>>();
  const { listing, input, photos, cities } = loaderData;
  const draft = (failure?.draft ?? input) as JobDraft;
  return (
    <section aria-labelledby="edit-job-title">
      <title>{`${t('jobs.form.editTitle')} | ${t('app.name')}`}</title>
      <h1 id="edit-job-title" className="text-2xl font-bold">
        {t('jobs.form.editTitle')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700" dir="auto">
        {listing.title}
      </p>
      {listing.hasPendingChanges ? (
        <div className="mb-6">
          <StatusMessage tone="success">{t('directory.status.changesPending')}</StatusMessage>
        </div>
      ) : null}
      <JobForm
        cities={cities}
        draft={draft}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        posterType={draft.posterType === 'company' ? 'company' : 'individual'}
        submitLabel={t('classifieds.form.save')}
      />
    </section>
  );
}
