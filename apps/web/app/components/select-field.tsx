import { useId } from 'react';
import { controlClassName, FieldError } from './form-field';

/** A labelled drop-down whose error is shown beside it and announced with it. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  placeholder,
  error,
  onChange,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
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
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClassName(Boolean(error))}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}
