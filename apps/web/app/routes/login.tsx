import type { AuthResult } from '@jaliya/contract';
import { Form, redirect, useActionData, useLoaderData } from 'react-router';
import { Link } from '../components/link';
import { FormField } from '../components/form-field';
import { StatusMessage } from '../components/status-message';
import { SubmitButton } from '../components/submit-button';
import { EmailField } from '../features/accounts/components/account-fields';
import { AuthCard } from '../features/accounts/components/auth-card';
import { type FormResult, formFailure } from '../lib/form-result';
import { useI18n } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { cookieHeaders, formFields, safeReturnPath, serverApi } from '../lib/server-api';
import type { Route } from './+types/login';

export const handle: RouteHandle = { hideFooter: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeReturnPath(url.searchParams.get('redirectTo'));
  if (context.hasSession && (await serverApi(context).currentUser())) throw redirect(redirectTo);
  return { redirectTo, isPasswordChanged: url.searchParams.get('notice') === 'password-changed' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(context).write<AuthResult>(
    'POST',
    'auth/login',
    formFields(form, ['email', 'password'] as const),
  );
  if (!result.ok) return formFailure(result);
  return redirect(safeReturnPath(String(form.get('redirectTo') ?? '')), {
    headers: cookieHeaders(result.setCookies),
  });
}

export default function LoginRoute() {
  const { t } = useI18n();
  const { redirectTo, isPasswordChanged } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const errors = result?.fields ?? {};
  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <Form method="post" noValidate className="grid gap-4">
        {isPasswordChanged && !result ? (
          <StatusMessage tone="success">{t('account.passwordChanged')}</StatusMessage>
        ) : null}
        {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField error={errors.email} />
        <FormField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Link to="/Forget-Password" className="-mt-2 justify-self-end text-sm text-primary underline">
          {t('auth.forgotLink')}
        </Link>
        <SubmitButton>{t('auth.loginSubmit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.noAccount')}{' '}
        <Link
          to={`/Register${redirectTo === '/' ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`}`}
          className="font-semibold text-primary underline"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
