import { redirect, useActionData } from 'react-router';
import { RentForm } from '../../features/rents/components/rent-form';
import { type RentDraft, rentDraftFromForm } from '../../features/rents/rent-form-data';
import { MY_HOUSING_PATH } from '../../features/rents/rent-paths';
import { type ClassifiedFormFailure, sendClassifiedForm } from '../../lib/classified-form.server';
import { rentEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/post-rent';

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await serverApi(context).generalSetting();
  return { cities: settings.cities };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await sendClassifiedForm(context, request, rentEndpoints, rentDraftFromForm);
  if ('ok' in result && result.ok) return redirect(`${MY_HOUSING_PATH}?added=${result.data.id}`);
  return result;
}

/** `/post-rent` and `/rentForm`: a home for rent, or a search for one; it waits for a moderator. */
export default function PostRentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<ClassifiedFormFailure<RentDraft>>();
  return (
    <section aria-labelledby="post-rent-title">
      <title>{`${t('rents.form.title')} | ${t('app.name')}`}</title>
      <h1 id="post-rent-title" className="text-2xl font-bold">
        {t('rents.form.title')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('classifieds.form.intro', { days: 30 })}</p>
      <RentForm
        cities={loaderData.cities}
        draft={failure?.draft ?? {}}
        photos={[]}
        errors={failure?.fields ?? {}}
        message={failure?.message}
        submitLabel={t('classifieds.form.submit')}
      />
    </section>
  );
}
