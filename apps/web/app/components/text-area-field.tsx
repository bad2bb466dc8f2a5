import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
}

/** A labelled multi-line input whose error is shown beside it and announced with it. */
export function TextAreaField({ label, name, error, className = '', ...textarea }: TextAreaFieldProps) {
  const id = useId();
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
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${
          error ? 'border-danger' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
