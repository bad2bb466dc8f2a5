import { data, redirect, useActionData } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { BusinessForm } from '../../features/directory/components/business-form';
import type { BusinessDraft } from '../../features/directory/business-form-data';
import {
  type BusinessFormFailure,
  businessFormChoices,
  sendBusinessForm,
} from '../../features/directory/business-form.server';
import { directoryEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/edit-business';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const [own, choices] = await Promise.all([
    orNotFound(serverApi(context).get(directoryEndpoints.ownBusinessForEdit, { params: { id: params.id } })),
    businessFormChoices(context),
  ]);
  return { ...own, ...choices };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const result = await sendBusinessForm(context, request, params.id);
  if ('ok' in result && result.ok) return redirect(`/my-business?updated=${result.data.id}`);
  return result;
}

/**
 * `/my-business/{id}/edit`: the owner edits their business. An edit of a published business
 * waits for review, and the public keeps seeing the published version until it is approved.
 */
export default function EditBusinessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<BusinessFormFailure>();
  const { listing, input, photos } = loaderData;
  return (
    <section aria-labelledby="edit-business-title">
      <title>{`${t('directory.form.editTitle')} | ${t('app.name')}`}</title>
      <h1 id="edit-business-title" className="text-2xl font-bold" dir="auto">
        {t('directory.form.editTitle')}: {listing.title}
      </h1>
      <div className="mt-3 mb-6">
        <StatusMessage tone="success">
          {listing.status === 'published'
            ? t('directory.form.editPublishedNote')
            : t('directory.form.editPendingNote')}
        </StatusMessage>
      </div>
      <BusinessForm
        mains={loaderData.mains}
        cities={loaderData.cities}
        defaultState={loaderData.defaultState}
        draft={failure?.draft ?? (input as BusinessDraft)}
        photos={photos}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('directory.form.saveChanges')}
      />
    </section>
  );
}
