import type { FormFieldDefinition } from '@jaliya/contract';
import { ChoiceField } from '../../../components/choice-field';
import { FormField } from '../../../components/form-field';
import { TextAreaField } from '../../../components/text-area-field';

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel' } as const;

/** One field of a form defined by the site team, drawn for its type. */
export function DynamicFormField({
  field,
  error,
  value,
}: {
  field: FormFieldDefinition;
  error: string | undefined;
  value: string | undefined;
}) {
  const label = field.isRequired ? `${field.label} *` : field.label;
  if (field.type === 'choice') {
    return (
      <ChoiceField
        label={field.label}
        name={field.name}
        options={field.options}
        isRequired={field.isRequired}
        defaultValue={value}
        error={error}
      />
    );
  }
  if (field.type === 'textarea') {
    return (
      <TextAreaField
        label={label}
        name={field.name}
        required={field.isRequired}
        maxLength={field.maxLength}
        defaultValue={value ?? ''}
        error={error}
      />
    );
  }
  const isLatin = field.type !== 'text';
  return (
    <FormField
      label={label}
      name={field.name}
      type={INPUT_TYPES[field.type]}
      dir={isLatin ? 'ltr' : 'auto'}
      autoComplete={field.type === 'text' ? undefined : AUTOCOMPLETE[field.type]}
      required={field.isRequired}
      maxLength={field.maxLength}
      defaultValue={value ?? ''}
      error={error}
    />
  );
}
