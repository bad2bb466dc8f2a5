import { useId } from 'react';
import { FieldError, useFieldError } from './form-field';

interface ChoiceFieldProps {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  isRequired?: boolean;
  defaultValue?: string | undefined;
  hint?: string;
  error?: string | undefined;
}

/** A group of radio buttons under a legend, with its error announced with the group until a choice is made. */
export function ChoiceField({
  label,
  name,
  options,
  isRequired = false,
  defaultValue,
  hint,
  error,
}: ChoiceFieldProps) {
  const id = useId();
  const { shownError, onEdit } = useFieldError(error);
  const describedBy = [hint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={shownError ? true : undefined}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement) onEdit(event.target);
      }}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-slate-300 has-checked:bg-primary/10 has-checked:ring-primary"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={isRequired}
              defaultChecked={defaultValue === option.value}
              className="accent-primary"
            />
            <span dir="auto">{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={shownError} />
    </fieldset>
  );
}
