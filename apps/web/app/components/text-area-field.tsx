import { type TextareaHTMLAttributes, useId } from 'react';
import { controlClassName, FieldError } from './form-field';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input, with an optional hint, whose error is shown beside it and announced with it. */
export function TextAreaField({ label, name, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        dir="auto"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClassName(Boolean(error))}
        {...textarea}
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
