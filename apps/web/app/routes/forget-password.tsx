import type { MessageResult } from '@jaliya/contract';
import { data, Form, redirect, useActionData } from 'react-router';
import { Link } from '../components/link';
import { StatusMessage } from '../components/status-message';
import { SubmitButton } from '../components/submit-button';
import {
  CodeStepFields,
  EmailField,
  NewPasswordFields,
} from '../features/accounts/components/account-fields';
import { AuthCard } from '../features/accounts/components/auth-card';
import { type FormResult, formFailure } from '../lib/form-result';
import { useI18n } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { formFields, serverApi } from '../lib/server-api';
import type { Route } from './+types/forget-password';

export const handle: RouteHandle = { hideFooter: true };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context);
  const intent = form.get('intent');
  if (intent === 'reset') {
    const result = await api.write<MessageResult>(
      'POST',
      'password/reset',
      formFields(form, ['email', 'code', 'password', 'password_confirmation'] as const),
    );
    if (!result.ok) return formFailure(result, 'reset', String(form.get('email') ?? ''));
    return redirect('/Login?notice=password-changed');
  }
  const email = String(form.get('email') ?? '');
  const result = await api.write<MessageResult>('POST', 'password/forgot', { email });
  if (!result.ok) return formFailure(result, 'request');
  return data<FormResult>({ ok: true, intent: 'request', message: result.data.message, email });
}

export default function ForgetPasswordRoute() {
  const { t } = useI18n();
  const result = useActionData<FormResult>();
  const errors = result?.fields ?? {};
  const isResetStep = result?.intent === 'reset' || (result?.intent === 'request' && result.ok);
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      intro={isResetStep ? t('auth.resetIntro') : t('auth.forgotIntro')}
    >
      {isResetStep ? (
        <Form method="post" noValidate className="grid gap-4" key="reset">
          <CodeStepFields result={result} error={errors.code} />
          <NewPasswordFields errors={errors} label="fields.newPassword" />
          <SubmitButton intent="reset">{t('auth.resetSubmit')}</SubmitButton>
        </Form>
      ) : null}
      {isResetStep ? (
        <Form method="post" className="mt-4 text-center" key="again">
          <input type="hidden" name="email" value={result?.email ?? ''} />
          <button type="submit" name="intent" value="request" className="text-sm text-primary underline">
            {t('auth.sendAgain')}
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate className="grid gap-4" key="request">
          {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
          <EmailField error={errors.email} />
          <SubmitButton intent="request">{t('auth.sendCode')}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/Login" className="text-primary underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
