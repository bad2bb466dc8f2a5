import { type TextareaHTMLAttributes, useId } from 'react';
import { controlClassName, FieldError } from './form-field';

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
        className={controlClassName(Boolean(error))}
        {...textarea}
      />
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}
