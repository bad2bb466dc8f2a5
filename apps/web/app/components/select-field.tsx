import { useId } from 'react';
import { controlClassName, FieldError, useFieldError } from './form-field';

/** A labelled drop-down whose error is shown beside it and announced with it, until a valid choice is made. */
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
  const { shownError, onEdit } = useFieldError(error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={(event) => {
          onEdit(event.currentTarget);
          onChange?.(event.currentTarget.value);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={
          [shownError ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined
        }
        className={controlClassName(Boolean(shownError))}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        <OptionList options={options} groups={groups} />
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} error={shownError} />
    </div>
  );
}

type Choice = { value: string; label: string };

/** A drop-down's options, then its options under headings (subcategories under their main category). */
export function OptionList({
  options,
  groups,
}: {
  options: readonly Choice[];
  groups: readonly { label: string; options: readonly Choice[] }[];
}) {
  return (
    <>
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
    </>
  );
}
