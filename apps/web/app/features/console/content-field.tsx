import type { ContentChoice, ContentField, Image, MessageKey } from '@jaliya/contract';
import { lazy, Suspense, useId } from 'react';
import { PhotoPicker } from '../../components/photo-picker';
import { useI18n } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { toLocalInput } from './zoned-time';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

const inputClassName =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal aria-[invalid=true]:border-red-600';

/** A field's label in the console's language: "Title (Arabic)" for one of a bilingual pair. */
export function useFieldLabel() {
  const { t } = useI18n();
  return (field: ContentField) => {
    const label = t(`console.content.field.${field.label}` as MessageKey);
    return field.language
      ? t('console.content.fieldIn', { label, language: t(`console.content.languages.${field.language}`) })
      : label;
  };
}

/** A choice's label: `console.content.option.{label}.{value}`. */
export function useOptionLabel() {
  const { t } = useI18n();
  return (field: ContentField, value: string) =>
    t(`console.content.option.${field.label}.${value}` as MessageKey);
}

/**
 * One field of a console form, drawn from its declaration in the contract: the right control,
 * its label and hint, the language and direction of its text, and its error beside it.
 */
export function ContentFieldInput({
  field,
  value,
  image,
  choices,
  error,
  timeZone,
}: {
  field: ContentField;
  value: string | number | boolean | null | undefined;
  image: Image | undefined;
  choices: ContentChoice[] | undefined;
  error: string | undefined;
  timeZone: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const labelOf = useFieldLabel();
  const optionLabel = useOptionLabel();
  const isHydrated = useHydrated();
  const label = labelOf(field);
  const hint = field.hint ? t(`console.content.hint.${field.hint}` as MessageKey) : undefined;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: field.required,
  };
  const direction = field.language === 'ar' ? 'rtl' : field.language === 'en' ? 'ltr' : undefined;
  const text = value === null || value === undefined ? '' : String(value);

  if (field.type === 'image') {
    return (
      <div className="grid gap-1">
        <PhotoPicker
          name={field.name}
          label={label}
          hint={t('console.content.image.hint')}
          max={1}
          initial={typeof value === 'number' && image ? [{ id: value, image }] : []}
          error={error}
          uploadPath="admin/uploads/images"
        />
      </div>
    );
  }
  if (field.type === 'boolean') {
    return (
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            {...common}
            required={false}
            defaultChecked={value === true}
            className="size-4"
          />
          {label}
        </label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  }

  let control;
  switch (field.type) {
    case 'richText':
      control = isHydrated ? (
        <Suspense
          fallback={
            <textarea {...common} defaultValue={text} rows={10} dir={direction} className={inputClassName} />
          }
        >
          <RichTextEditor
            name={field.name}
            initial={text}
            language={field.language ?? 'en'}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={error !== undefined}
          />
        </Suspense>
      ) : (
        // Before the script runs (or without it), the HTML can still be edited as text.
        <textarea {...common} defaultValue={text} rows={10} dir={direction} className={inputClassName} />
      );
      break;
    case 'textarea':
    case 'lines':
      control = (
        <textarea
          {...common}
          defaultValue={text}
          rows={field.type === 'lines' ? 6 : 3}
          maxLength={field.maxLength}
          dir={field.type === 'lines' ? 'auto' : direction}
          className={inputClassName}
        />
      );
      break;
    case 'choice':
    case 'reference':
      control = (
        <select {...common} defaultValue={text} className={inputClassName}>
          <option value="">{field.required ? t('console.content.choose') : t('console.content.none')}</option>
          {field.type === 'choice'
            ? (field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {optionLabel(field, option)}
                </option>
              ))
            : (choices ?? []).map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
        </select>
      );
      break;
    case 'integer':
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
          step={field.type === 'integer' ? 1 : 'any'}
          min={field.min}
          max={field.max}
          defaultValue={text}
          dir="ltr"
          className={`${inputClassName} max-w-48`}
        />
      );
      break;
    case 'dateTime':
      control = (
        <input
          {...common}
          type="datetime-local"
          defaultValue={typeof value === 'string' ? toLocalInput(value, timeZone) : ''}
          dir="ltr"
          className={`${inputClassName} max-w-64`}
        />
      );
      break;
    case 'color':
      control = (
        <input
          {...common}
          type="color"
          defaultValue={text || '#000000'}
          className="h-10 w-20 rounded border border-slate-300"
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'link' ? 'text' : 'text'}
          inputMode={field.type === 'link' ? 'url' : undefined}
          defaultValue={text}
          maxLength={field.maxLength}
          readOnly={field.readOnly}
          dir={field.type === 'slug' || field.type === 'link' || field.type === 'email' ? 'ltr' : direction}
          className={inputClassName}
        />
      );
  }
  return (
    <div className="grid gap-1">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </>
  );
}
