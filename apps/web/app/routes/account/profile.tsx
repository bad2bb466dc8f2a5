import type { MessageResult, User } from '@jaliya/contract';
import { PHOTO_FILE_TYPES } from '@jaliya/contract/limits';
import { useId } from 'react';
import { data, Form, useActionData } from 'react-router';
import { FormField } from '../../components/form-field';
import { StatusMessage } from '../../components/status-message';
import { SubmitButton } from '../../components/submit-button';
import { CodeStepFields, GenderField } from '../../features/accounts/components/account-fields';
import { type FormResult, formFailure } from '../../lib/form-result';
import { useAccountUser } from '../../features/accounts/use-account-user';
import { useI18n } from '../../lib/i18n';
import { formFields, serverApi } from '../../lib/server-api';
import type { Route } from './+types/profile';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context);
  const intent = String(form.get('intent'));
  if (intent === 'photo' || intent === 'photo-remove') {
    const photo = form.get('photo');
    const upload = new FormData();
    if (photo instanceof File && photo.size > 0) upload.append('photo', photo, photo.name);
    const result =
      intent === 'photo'
        ? await api.write<User>('POST', 'profile/photo', upload)
        : await api.write<User>('DELETE', 'profile/photo');
    if (!result.ok) return formFailure(result, intent);
    return data<FormResult>({ ok: true, intent });
  }
  if (intent === 'email-request') {
    const fields = formFields(form, ['email', 'password'] as const);
    const result = await api.write<MessageResult>('POST', 'profile/email', fields);
    if (!result.ok) return formFailure(result, intent);
    return data<FormResult>({ ok: true, intent, message: result.data.message, email: fields.email });
  }
  if (intent === 'email-verify') {
    const result = await api.write<MessageResult>('POST', 'profile/email/verify');
    if (!result.ok) return formFailure(result, intent);
    return data<FormResult>({ ok: true, intent, message: result.data.message });
  }
  // A code is waiting for an address the user no longer wants: back to the address form.
  if (intent === 'email-restart') return data<FormResult>({ ok: true, intent });
  if (intent === 'email-confirm') {
    const result = await api.write<User>(
      'POST',
      'profile/email/confirm',
      formFields(form, ['code'] as const),
    );
    if (!result.ok) return formFailure(result, intent, String(form.get('email') ?? ''));
    return data<FormResult>({ ok: true, intent });
  }
  const result = await api.write<User>('PATCH', 'profile', {
    ...formFields(form, ['name', 'phone', 'gender'] as const),
    // An unticked box sends nothing: the choice is always sent, so unticking turns reminders off.
    eventReminders: form.get('eventReminders') === 'true',
  });
  if (!result.ok) return formFailure(result, 'profile');
  return data<FormResult>({ ok: true, intent: 'profile' });
}

/** The profile photo: the current one (or the initial), a file to upload, and removal. */
function PhotoForm({ user, result }: { user: User; result: FormResult | undefined }) {
  const { t } = useI18n();
  const error = result?.intent === 'photo' ? (result.fields?.photo ?? result.message) : undefined;
  const errorId = useId();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 flex flex-wrap items-center gap-4"
      key={user.photo?.url ?? 'none'}
    >
      {user.photo ? (
        <img
          src={user.photo.url}
          srcSet={user.photo.srcset}
          sizes="96px"
          width={96}
          height={96}
          alt={t('accountPages.photoAlt')}
          className="size-24 rounded-full object-cover ring-2 ring-primary/20"
          data-testid="profile-photo"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-24 place-items-center rounded-full bg-primary/10 text-3xl font-bold text-primary"
        >
          {user.name.trim().charAt(0)}
        </span>
      )}
      <div className="grid gap-2">
        <label className="text-sm font-medium text-slate-800" htmlFor={`${errorId}-input`}>
          {t('accountPages.photoLabel')}
        </label>
        <input
          id={`${errorId}-input`}
          type="file"
          name="photo"
          accept={PHOTO_FILE_TYPES}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="text-sm file:me-3 file:rounded-full file:border-0 file:bg-primary/10 file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
        {error ? (
          <p id={errorId} className="text-sm text-danger" data-field-error="photo">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <SubmitButton intent="photo">{t('accountPages.photoUpload')}</SubmitButton>
          {user.photo ? (
            <button
              type="submit"
              name="intent"
              value="photo-remove"
              className="min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('accountPages.photoRemove')}
            </button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

export default function ProfileRoute() {
  const { t } = useI18n();
  const user = useAccountUser();
  const result = useActionData<FormResult>();
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.fields ?? {}) : {});
  const profileErrors = errorsFor('profile');
  const emailErrors = { ...errorsFor('email-request'), ...errorsFor('email-confirm') };
  // The code box stays while a code is waiting (10 minutes), after a reload too.
  const isConfirmStep =
    (result?.intent === 'email-request' && result.ok) ||
    (result?.intent === 'email-confirm' && !result.ok) ||
    (user.pendingEmail !== null && result?.intent !== 'email-restart' && result?.intent !== 'email-confirm');
  const pendingResult: FormResult | undefined =
    result?.intent === 'email-request' || result?.intent === 'email-confirm' || user.pendingEmail === null
      ? result
      : {
          ok: true,
          email: user.pendingEmail,
          message: t('account.emailCodeSent', { email: user.pendingEmail }),
        };

  return (
    <div className="grid gap-10">
      <title>{`${t('accountPages.profileTitle')} | ${t('app.name')}`}</title>
      <section aria-labelledby="profile-title">
        <h1 id="profile-title" className="text-2xl font-bold">
          {t('accountPages.profileTitle')}
        </h1>
        <p className="mt-1 text-slate-700">{t('accountPages.profileIntro')}</p>
        <PhotoForm user={user} result={result} />
        <Form
          method="post"
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          key={`profile-${user.name}-${user.phone}-${String(user.eventReminders)}`}
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
          <GenderField error={profileErrors.gender} value={user.gender} className="sm:col-span-2" />
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id="profile-event-reminders"
              type="checkbox"
              name="eventReminders"
              value="true"
              defaultChecked={user.eventReminders}
              className="mt-1 size-5 accent-primary"
              aria-describedby="profile-event-reminders-hint"
            />
            <div>
              <label htmlFor="profile-event-reminders" className="font-medium text-slate-900">
                {t('accountPages.eventRemindersLabel')}
              </label>
              <p id="profile-event-reminders-hint" className="text-sm text-slate-700">
                {t('accountPages.eventRemindersHint')}
              </p>
            </div>
          </div>
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
        {user.emailVerified ? null : (
          <Form
            method="post"
            className="mt-4 grid gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
            data-testid="email-unverified"
          >
            <p className="text-sm text-slate-800">{t('accountPages.emailUnverified')}</p>
            {result?.intent === 'email-verify' && result.message ? (
              <StatusMessage tone={result.ok ? 'success' : 'error'}>{result.message}</StatusMessage>
            ) : null}
            <div>
              <SubmitButton intent="email-verify">{t('accountPages.sendVerifyLink')}</SubmitButton>
            </div>
          </Form>
        )}
        {result?.intent === 'email-confirm' && result.ok ? (
          <div className="mt-4">
            <StatusMessage tone="success">{t('account.emailChanged')}</StatusMessage>
          </div>
        ) : null}
        {isConfirmStep ? (
          <Form method="post" noValidate className="mt-4 grid max-w-sm gap-4" key="email-confirm">
            <CodeStepFields result={pendingResult} error={emailErrors.code} />
            <div className="flex flex-wrap items-center gap-3">
              <SubmitButton intent="email-confirm">{t('accountPages.confirmEmail')}</SubmitButton>
              <button
                type="submit"
                name="intent"
                value="email-restart"
                formNoValidate
                className="text-sm font-semibold text-primary underline"
              >
                {t('accountPages.otherEmail')}
              </button>
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
