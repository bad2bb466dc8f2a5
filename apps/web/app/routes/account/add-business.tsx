import { redirect, useActionData } from 'react-router';
import { BusinessForm } from '../../features/directory/components/business-form';
import {
  type BusinessFormFailure,
  businessFormChoices,
  sendBusinessForm,
} from '../../features/directory/business-form.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/add-business';

export async function loader({ context }: Route.LoaderArgs) {
  return businessFormChoices(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendBusinessForm(context, request);
  if ('ok' in result && result.ok) return redirect(`/my-business?added=${result.data.id}`);
  return result;
}

/** `/add-business`: a signed-in user adds a business; it waits for a moderator before it is published. */
export default function AddBusinessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<BusinessFormFailure>();
  return (
    <section aria-labelledby="add-business-title">
      <title>{`${t('directory.form.addTitle')} | ${t('app.name')}`}</title>
      <h1 id="add-business-title" className="text-2xl font-bold">
        {t('directory.form.addTitle')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('directory.form.addIntro')}</p>
      <BusinessForm
        mains={loaderData.mains}
        cities={loaderData.cities}
        defaultState={loaderData.defaultState}
        draft={failure?.draft ?? {}}
        photos={[]}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('directory.form.send')}
      />
    </section>
  );
}
