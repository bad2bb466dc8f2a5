import { useId } from 'react';
import { controlClassName, FieldError } from './form-field';

/** A labelled drop-down whose error is shown beside it and announced with it. */
export function SelectField({
  label,
  name,
  options,
  groups = [],
  defaultValue,
  placeholder,
  hint,
  error,
  onChange,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  /** Options under headings, after the plain ones. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  hint?: string;
  defaultValue: string;
  placeholder?: string;
  error: string | undefined;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined
        }
        className={controlClassName(Boolean(error))}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}
