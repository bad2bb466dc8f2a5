import { EMAIL_PATTERN } from '@jaliya/contract/limits';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useActionData } from 'react-router';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** An extra check a field's value must pass before its error is taken away (the control's own constraints come first). */
export type FieldCheck = (value: string, form: HTMLFormElement | null) => boolean;

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
  hint?: string;
  /** What the value must also pass for the error to go away as the person fixes it. */
  isValid?: FieldCheck;
}

/**
 * The server's error for a field while the person fixes it: it goes away as soon as an edit makes
 * the value pass the control's own constraints (`required`, `type`, `minLength`, `pattern`...; an
 * e-mail address the specification's rule) and `isValid`, and comes back if a later edit breaks them again. Each answer of the form's action
 * (a new object, even when it holds the same message) starts afresh.
 */
export function useFieldError(
  error: string | undefined,
  isValid?: FieldCheck,
): { shownError: string | undefined; onEdit: (control: Control) => void } {
  const answer = useActionData();
  const [state, setState] = useState({ answer, error, isFixed: false });
  let isFixed = state.isFixed;
  if (state.answer !== answer || state.error !== error) {
    setState({ answer, error, isFixed: false });
    isFixed = false;
  }
  const onEdit = (control: Control) => {
    if (!error) return;
    const { value } = control;
    // Browsers report a short value only after the person typed it (not one a script restored).
    const minLength = control instanceof HTMLSelectElement ? -1 : control.minLength;
    const isNowValid =
      control.validity.valid &&
      !(minLength > 0 && value.length > 0 && value.length < minLength) &&
      // The specification's e-mail rule is stricter than the browser's (which takes `a@b`).
      !(control.type === 'email' && value !== '' && !EMAIL_PATTERN.test(value.trim())) &&
      !(control instanceof HTMLSelectElement && value === '' && control.options[0]?.value === '') &&
      (isValid?.(value, control.form) ?? true);
    if (isNowValid !== isFixed) setState((current) => ({ ...current, isFixed: isNowValid }));
  };
  return { shownError: isFixed ? undefined : error, onEdit };
}

/** The look of a text control, red-edged when it has an error. */
export function controlClassName(hasError: boolean): string {
  return `w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${
    hasError ? 'border-danger' : 'border-slate-300'
  }`;
}

/** A field's error under it, referenced by the control's aria-describedby (`{id}-error`). */
export function FieldError({ id, name, error }: { id: string; name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-field-error={name}>
      {error}
    </p>
  );
}

/**
 * A labelled input whose error is shown beside it and announced with it (aria-describedby), and
 * taken away as the value becomes valid.
 */
export function FormField({
  label,
  name,
  error,
  hint,
  isValid,
  className = '',
  onInput,
  ...input
}: FormFieldProps) {
  const id = useId();
  const { shownError, onEdit } = useFieldError(error, isValid);
  const describedBy =
    [shownError ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={controlClassName(Boolean(shownError))}
        onInput={(event) => {
          onEdit(event.currentTarget);
          onInput?.(event);
        }}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={shownError} />
    </div>
  );
}
