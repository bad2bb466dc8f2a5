import { type TextareaHTMLAttributes, useId } from 'react';
import { controlClassName, type FieldCheck, FieldError, useFieldError } from './form-field';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
  hint?: string;
  /** What the value must also pass for the error to go away as the person fixes it. */
  isValid?: FieldCheck;
}

/**
 * A labelled multi-line input, with an optional hint, whose error is shown beside it and announced
 * with it, and taken away as the text becomes valid.
 */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  isValid,
  className = '',
  onInput,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const { shownError, onEdit } = useFieldError(error, isValid);
  const describedBy =
    [shownError ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
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
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className={controlClassName(Boolean(shownError))}
        onInput={(event) => {
          onEdit(event.currentTarget);
          onInput?.(event);
        }}
        {...textarea}
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
