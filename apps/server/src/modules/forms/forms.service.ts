import {
  EMAIL_PATTERN,
  type FormDefinition,
  type FormFieldDefinition,
  type Language,
  LIMITS,
} from '@jaliya/contract';
import { AppError, type FieldProblem } from '../../lib/errors';
import { localized } from '../../lib/localized';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SiteScope } from '../sites/site-scope';
import type { FormFieldRow, FormsRepository, StoredOption } from './forms.repository';

export const FORM_LIMITS = { submissionsPerAddress: { max: 10, windowSeconds: 3600 } } as const;

const DEFAULT_MAX_LENGTH: Record<FormFieldRow['type'], number> = {
  text: 200,
  email: 254,
  phone: 20,
  textarea: LIMITS.formValueMaxLength,
  choice: 200,
};
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;

function toField(row: FormFieldRow, language: Language): FormFieldDefinition {
  const options = row.options ? (JSON.parse(row.options) as StoredOption[]) : [];
  return {
    name: row.name,
    type: row.type,
    label: localized(row, 'label', language),
    isRequired: row.is_required === 1,
    maxLength: row.max_length ?? DEFAULT_MAX_LENGTH[row.type],
    options: options.map((option) => ({ value: option.value, label: localized(option, 'label', language) })),
  };
}

/**
 * The problem with one submitted value, or undefined when it is acceptable. The team's labels are
 * often questions ("How would you like to help?"), which read badly inside "{field} is required":
 * a choice asks for one of its answers, and a question to be answered, in words of their own.
 */
function checkValue(field: FormFieldDefinition, value: string): FieldProblem | undefined {
  const named = { field: field.label };
  const isQuestion = /[?؟]\s*$/u.test(field.label);
  if (field.type === 'choice' && (value !== '' || field.isRequired)) {
    return field.options.some((option) => option.value === value)
      ? undefined
      : { key: 'validation.answerChoice' };
  }
  if (value === '') {
    if (!field.isRequired) return undefined;
    return isQuestion ? { key: 'validation.answerRequired' } : { key: 'validation.required', values: named };
  }
  if (value.length > field.maxLength)
    return isQuestion
      ? { key: 'validation.fieldTooLong', values: { max: field.maxLength } }
      : { key: 'validation.tooLong', values: { ...named, max: field.maxLength } };
  if (field.type === 'email' && !EMAIL_PATTERN.test(value)) return { key: 'validation.emailInvalid' };
  if (field.type === 'phone' && !PHONE_PATTERN.test(value)) return { key: 'validation.phoneInvalid' };
  return undefined;
}

/**
 * Forms at `/form/{slug}`: the definition in the visitor's language, and submissions checked
 * field by field against it (every problem at once, nothing stored unless all pass).
 */
export class FormsService {
  constructor(
    private readonly forms: FormsRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async getDefinition({ site, language }: SiteScope, slug: string): Promise<FormDefinition> {
    const found = await this.forms.findPublished(site.id, slug);
    if (!found) throw new AppError('NOT_FOUND');
    return {
      slug: found.form.slug,
      title: localized(found.form, 'title', language),
      intro: localized(found.form, 'intro', language),
      fields: found.fields.map((field) => toField(field, language)),
    };
  }

  /** Checks and stores a submission; returns the form's thank-you message. */
  async submit(
    { site, language }: SiteScope,
    slug: string,
    body: Record<string, string>,
    sender: { address: string; userId: number | undefined },
  ): Promise<string> {
    const found = await this.forms.findPublished(site.id, slug);
    if (!found) throw new AppError('NOT_FOUND');
    const fields = found.fields.map((field) => toField(field, language));
    const problems: Record<string, FieldProblem> = {};
    const known = new Set(fields.map((field) => field.name));
    for (const name of Object.keys(body)) {
      if (!known.has(name)) problems[name] = { key: 'validation.unknownField', values: { field: name } };
    }
    const data: Record<string, string> = {};
    for (const field of fields) {
      const value = (body[field.name] ?? '').trim();
      const problem = checkValue(field, value);
      if (problem) problems[field.name] = problem;
      else if (value !== '') data[field.name] = value;
    }
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', {}, problems);
    await this.limiter.hit(['form-address', sender.address], FORM_LIMITS.submissionsPerAddress);
    await this.forms.insertSubmission({
      formId: found.form.id,
      userId: sender.userId ?? null,
      language,
      data,
    });
    return localized(found.form, 'success', language);
  }
}
