import { data, redirect, useActionData } from 'react-router';
import { EditPostSection } from '../../components/classifieds/edit-post-section';
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
    <EditPostSection id="edit-job" heading={t('jobs.form.editTitle')} listing={listing}>
      <JobForm
        cities={cities}
        draft={draft}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        posterType={draft.posterType === 'company' ? 'company' : 'individual'}
        submitLabel={t('classifieds.form.save')}
      />
    </EditPostSection>
  );
}
