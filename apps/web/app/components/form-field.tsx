import { type InputHTMLAttributes, useId } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
  hint?: string;
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

/** A labelled input whose error is shown beside it and announced with it (aria-describedby). */
export function FormField({ label, name, error, hint, className = '', ...input }: FormFieldProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClassName(Boolean(error))}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}
