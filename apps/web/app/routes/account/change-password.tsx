import type { MessageResult } from '@jaliya/contract';
import { data, Form, useActionData } from 'react-router';
import { FormField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { SubmitButton } from '../../components/submit-button';
import { NewPasswordFields } from '../../features/accounts/components/account-fields';
import { type FormResult, formFailure } from '../../lib/form-result';
import { useI18n } from '../../lib/i18n';
import { formFields, serverApi } from '../../lib/server-api';
import type { Route } from './+types/change-password';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(context).write<MessageResult>(
    'POST',
    'profile/password',
    formFields(form, ['current_password', 'password', 'password_confirmation'] as const),
  );
  if (!result.ok) return formFailure(result);
  return data<FormResult>({ ok: true, message: result.data.message });
}

export default function ChangePasswordRoute() {
  const { t } = useI18n();
  const result = useActionData<FormResult>();
  const errors = result?.fields ?? {};
  return (
    <section aria-labelledby="change-password-title" className="max-w-md">
      <title>{`${t('accountPages.changePasswordTitle')} | ${t('app.name')}`}</title>
      <h1 id="change-password-title" className="text-2xl font-bold">
        {t('accountPages.changePasswordTitle')}
      </h1>
      <p className="mt-1 text-slate-700">{t('accountPages.changePasswordIntro')}</p>
      <Form method="post" noValidate className="mt-6 grid gap-4" key={result?.ok ? 'done' : 'form'}>
        {result?.message ? (
          <StatusMessage tone={result.ok ? 'success' : 'error'}>{result.message}</StatusMessage>
        ) : null}
        <FormField
          label={t('fields.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
        />
        <NewPasswordFields errors={errors} label="fields.newPassword" />
        <div>
          <SubmitButton>{t('accountPages.changePasswordSubmit')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
