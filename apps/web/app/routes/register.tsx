import type { AuthResult } from '@jaliya/contract';
import { useId } from 'react';
import { Form, redirect, useActionData, useLoaderData } from 'react-router';
import { Link } from '../components/link';
import { FormField, useFieldError } from '../components/form-field';
import { StatusMessage } from '../components/status-message';
import { SubmitButton } from '../components/submit-button';
import { EmailField, GenderField, NewPasswordFields } from '../features/accounts/components/account-fields';
import { AuthCard } from '../features/accounts/components/auth-card';
import { type FormResult, formFailure } from '../lib/form-result';
import { useI18n } from '../lib/i18n';
import { useFormDraft } from '../lib/use-form-draft';
import type { RouteHandle } from '../lib/route-handle';
import { cookieHeaders, formFields, safeReturnPath, serverApi } from '../lib/server-api';
import type { Route } from './+types/register';

export const handle: RouteHandle = { hideFooter: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo'));
  if (context.hasSession && (await serverApi(context).currentUser())) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = {
    ...formFields(form, ['name', 'email', 'phone', 'password', 'password_confirmation', 'gender'] as const),
    accept_terms: form.get('accept_terms') === 'on',
  };
  const result = await serverApi(context).write<AuthResult>('POST', 'auth/register', body);
  if (!result.ok) return formFailure(result);
  return redirect(safeReturnPath(String(form.get('redirectTo') ?? '')), {
    headers: cookieHeaders(result.setCookies),
  });
}

/** A legal page linked from a form: it opens in a new tab, so what was typed stays, and says so. */
function LegalLink({ to, children }: { to: string; children: string }) {
  const { t } = useI18n();
  return (
    <Link to={to} target="_blank" rel="noopener" className="text-primary underline">
      {children}
      <span className="sr-only"> ({t('header.opensInNewTab')})</span>
    </Link>
  );
}

export default function RegisterRoute() {
  const { t } = useI18n();
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const errors = result?.fields ?? {};
  const termsError = useId();
  const terms = useFieldError(errors.accept_terms);
  // What was typed survives a Back (passwords excepted); the legal pages open in a tab of their own.
  const draft = useFormDraft('register', result);
  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <Form method="post" noValidate className="grid gap-4" ref={draft}>
        {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField label={t('fields.name')} name="name" autoComplete="name" required error={errors.name} />
        <EmailField error={errors.email} />
        <FormField
          label={t('fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
          error={errors.phone}
        />
        <NewPasswordFields errors={errors} />
        <GenderField error={errors.gender} />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="accept_terms"
              className="mt-1 size-4 accent-primary"
              required
              aria-describedby={terms.shownError ? termsError : undefined}
              aria-invalid={terms.shownError ? true : undefined}
              onChange={(event) => terms.onEdit(event.currentTarget)}
            />
            <span>
              {t('auth.acceptTermsBefore')}{' '}
              <LegalLink to="/Terms-conditions">{t('auth.termsLink')}</LegalLink> {t('auth.and')}{' '}
              <LegalLink to="/Privacy-Policy">{t('auth.privacyLink')}</LegalLink>
            </span>
          </label>
          {terms.shownError ? (
            <p id={termsError} className="mt-1 text-sm text-danger" data-field-error="accept_terms">
              {terms.shownError}
            </p>
          ) : null}
        </div>
        <SubmitButton>{t('auth.registerSubmit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.haveAccount')}{' '}
        <Link to="/Login" className="font-semibold text-primary underline">
          {t('auth.loginSubmit')}
        </Link>
      </p>
    </AuthCard>
  );
}
