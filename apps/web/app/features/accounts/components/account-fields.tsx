import type { MessageKey } from '@jaliya/contract';
import { LIMITS } from '@jaliya/contract/limits';
import { useId } from 'react';
import { FormField, useFieldError } from '../../../components/form-field';
import { StatusMessage } from '../../../components/status-message';
import type { FormResult } from '../../../lib/form-result';
import { useI18n } from '../../../lib/i18n';

type Errors = Record<string, string>;

/** The confirmation matches the password typed above it. */
const matchesPassword = (value: string, form: HTMLFormElement | null) => {
  const password = form?.elements.namedItem('password');
  return password instanceof HTMLInputElement && password.value === value;
};

/** A new password and its confirmation, as registration, reset and change ask for them. */
export function NewPasswordFields({
  errors,
  label = 'fields.password',
}: {
  errors: Errors;
  label?: MessageKey;
}) {
  const { t } = useI18n();
  return (
    <>
      <FormField
        label={t(label)}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMinLength}
        maxLength={LIMITS.passwordMaxLength}
        error={errors.password}
      />
      <FormField
        label={t('fields.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        isValid={matchesPassword}
        error={errors.password_confirmation}
      />
    </>
  );
}

/** An e-mail address field (left-to-right even on Arabic pages). */
export function EmailField({
  error,
  label = 'fields.email',
}: {
  error: string | undefined;
  label?: MessageKey;
}) {
  const { t } = useI18n();
  return (
    <FormField
      label={t(label)}
      name="email"
      type="email"
      autoComplete="email"
      dir="ltr"
      required
      error={error}
    />
  );
}

/** The 6-digit one-time code from an e-mail, in Latin or Arabic-Indic digits (the server folds them). */
export function CodeField({ error }: { error: string | undefined }) {
  const { t } = useI18n();
  return (
    <FormField
      label={t('fields.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9٠-٩۰-۹]{6}"
      dir="ltr"
      required
      error={error}
    />
  );
}

/** Male or female, as radio buttons, with the field's error announced with the group. */
export function GenderField({
  error,
  value,
  className = '',
}: {
  error: string | undefined;
  value?: string | null;
  className?: string;
}) {
  const { t } = useI18n();
  const errorId = useId();
  const { shownError, onEdit } = useFieldError(error);
  return (
    <fieldset
      className={className}
      aria-describedby={shownError ? errorId : undefined}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement) onEdit(event.target);
      }}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.gender')}</legend>
      <div className="flex gap-6">
        {(['male', 'female'] as const).map((gender) => (
          <label key={gender} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="gender"
              value={gender}
              defaultChecked={value === gender}
              className="size-4 accent-primary"
            />
            {t(`fields.${gender}`)}
          </label>
        ))}
      </div>
      {shownError ? (
        <p id={errorId} className="mt-1 text-sm text-danger" data-field-error="gender">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The top of a "type the code we e-mailed" step: the outcome of the last submission, the e-mail
 * the code was sent to (carried in the form), and the code field.
 */
export function CodeStepFields({
  result,
  error,
}: {
  result: FormResult | undefined;
  error: string | undefined;
}) {
  return (
    <>
      {result?.message ? (
        <StatusMessage tone={result.ok ? 'success' : 'error'}>{result.message}</StatusMessage>
      ) : null}
      <input type="hidden" name="email" value={result?.email ?? ''} />
      <CodeField error={error} />
    </>
  );
}
