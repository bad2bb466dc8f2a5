import { data, redirect, useActionData } from 'react-router';
import { EditPostSection } from '../../components/classifieds/edit-post-section';
import { RentForm } from '../../features/rents/components/rent-form';
import { type RentDraft, rentDraftFromForm } from '../../features/rents/rent-form-data';
import { MY_HOUSING_PATH } from '../../features/rents/rent-paths';
import {
  type ClassifiedFormFailure,
  loadOwnForEdit,
  sendClassifiedForm,
} from '../../lib/classified-form.server';
import { rentEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/edit-rent';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadOwnForEdit(context, params.id, rentEndpoints.ownForEdit);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await sendClassifiedForm(context, request, rentEndpoints, rentDraftFromForm, params.id);
  if ('ok' in result && result.ok) return redirect(`${MY_HOUSING_PATH}?updated=${result.data.id}`);
  return result;
}

/** `/my-housing/{id}/edit`: the owner edits their home; an edit of a published one waits for review. */
export default function EditRentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<RentDraft>>();
  const { listing, input, photos, cities } = loaderData;
  return (
    <EditPostSection id="edit-rent" heading={t('rents.form.editTitle')} listing={listing}>
      <RentForm
        cities={cities}
        draft={(failure?.draft ?? input) as RentDraft}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.save')}
      />
    </EditPostSection>
  );
}
