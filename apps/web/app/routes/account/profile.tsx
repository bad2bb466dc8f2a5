import type { MessageResult, User } from '@jaliya/contract';
import { data, Form, useActionData } from 'react-router';
import { FormField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { SubmitButton } from '../../components/submit-button';
import { type FormResult, formFailure } from '../../features/accounts/form-result';
import { useAccountUser } from '../../features/accounts/use-account-user';
import { useI18n } from '../../lib/i18n';
import { formFields, serverApi } from '../../lib/server-api';
import type { Route } from './+types/profile';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context);
  const intent = String(form.get('intent'));
  if (intent === 'email-request') {
    const fields = formFields(form, ['email', 'password'] as const);
    const result = await api.write<MessageResult>('POST', 'profile/email', fields);
    if (!result.ok) return formFailure(result, intent);
    return data<FormResult>({ ok: true, intent, message: result.data.message, email: fields.email });
  }
  if (intent === 'email-confirm') {
    const result = await api.write<User>(
      'POST',
      'profile/email/confirm',
      formFields(form, ['code'] as const),
    );
    if (!result.ok) return formFailure(result, intent, String(form.get('email') ?? ''));
    return data<FormResult>({ ok: true, intent });
  }
  const result = await api.write<User>(
    'PATCH',
    'profile',
    formFields(form, ['name', 'phone', 'gender'] as const),
  );
  if (!result.ok) return formFailure(result, 'profile');
  return data<FormResult>({ ok: true, intent: 'profile' });
}

export default function ProfileRoute() {
  const { t } = useI18n();
  const user = useAccountUser();
  const result = useActionData<FormResult>();
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.fields ?? {}) : {});
  const profileErrors = errorsFor('profile');
  const emailErrors = { ...errorsFor('email-request'), ...errorsFor('email-confirm') };
  const isConfirmStep =
    (result?.intent === 'email-request' && result.ok) || (result?.intent === 'email-confirm' && !result.ok);

  return (
    <div className="grid gap-10">
      <title>{`${t('accountPages.profileTitle')} | ${t('app.name')}`}</title>
      <section aria-labelledby="profile-title">
        <h1 id="profile-title" className="text-2xl font-bold">
          {t('accountPages.profileTitle')}
        </h1>
        <p className="mt-1 text-slate-700">{t('accountPages.profileIntro')}</p>
        <Form
          method="post"
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          key={`profile-${user.name}-${user.phone}`}
        >
          {result?.intent === 'profile' && result.ok ? (
            <div className="sm:col-span-2">
              <StatusMessage tone="success">{t('account.profileSaved')}</StatusMessage>
            </div>
          ) : null}
          <FormField
            label={t('fields.name')}
            name="name"
            defaultValue={user.name}
            autoComplete="name"
            error={profileErrors.name}
          />
          <FormField
            label={t('fields.phone')}
            name="phone"
            type="tel"
            dir="ltr"
            defaultValue={user.phone}
            autoComplete="tel"
            error={profileErrors.phone}
          />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.gender')}</legend>
            <div className="flex gap-6">
              {(['male', 'female'] as const).map((gender) => (
                <label key={gender} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="gender"
                    value={gender}
                    defaultChecked={user.gender === gender}
                    className="size-4 accent-primary"
                  />
                  {t(`fields.${gender}`)}
                </label>
              ))}
            </div>
            {profileErrors.gender ? <p className="mt-1 text-sm text-danger">{profileErrors.gender}</p> : null}
          </fieldset>
          <div>
            <SubmitButton intent="profile">{t('accountPages.saveProfile')}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="email-title" className="border-t border-slate-200 pt-8">
        <h2 id="email-title" className="text-xl font-bold">
          {t('accountPages.emailTitle')}
        </h2>
        <p className="mt-1 text-slate-700" data-testid="current-email">
          {t('accountPages.currentEmail', { email: user.email })}
        </p>
        {result?.intent === 'email-confirm' && result.ok ? (
          <div className="mt-4">
            <StatusMessage tone="success">{t('account.emailChanged')}</StatusMessage>
          </div>
        ) : null}
        {isConfirmStep ? (
          <Form method="post" noValidate className="mt-4 grid max-w-sm gap-4" key="email-confirm">
            {result?.ok && result.message ? (
              <StatusMessage tone="success">{result.message}</StatusMessage>
            ) : null}
            {!result?.ok && result?.message ? (
              <StatusMessage tone="error">{result.message}</StatusMessage>
            ) : null}
            <input type="hidden" name="email" value={result?.email ?? ''} />
            <FormField
              label={t('fields.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
              error={emailErrors.code}
            />
            <div>
              <SubmitButton intent="email-confirm">{t('accountPages.confirmEmail')}</SubmitButton>
            </div>
          </Form>
        ) : (
          <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" key="email-request">
            <p className="text-sm text-slate-700 sm:col-span-2">{t('accountPages.emailIntro')}</p>
            {result?.intent === 'email-request' && result.message ? (
              <div className="sm:col-span-2">
                <StatusMessage tone="error">{result.message}</StatusMessage>
              </div>
            ) : null}
            <FormField
              label={t('fields.newEmail')}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              error={emailErrors.email}
            />
            <FormField
              label={t('fields.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              error={emailErrors.password}
            />
            <div>
              <SubmitButton intent="email-request">{t('accountPages.sendEmailCode')}</SubmitButton>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}
