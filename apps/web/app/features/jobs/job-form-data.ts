import type { JobInput } from '@jaliya/contract';
import { formText, formWhole } from '../../lib/form-values';

/**
 * What the job form sent, shaped like `JobInput` but unchecked: the API validates it and answers
 * field by field, and a page rendered again without JavaScript shows it back.
 */
export type JobDraft = { [K in keyof JobInput]?: unknown };

const text = formText;
const whole = formWhole;

/** Reads the job form. Blank optional fields become null; a number that is not one is sent as typed, for the API to refuse. */
export function jobDraftFromForm(form: FormData): JobDraft {
  const salary = text(form, 'salary').trim();
  const salaryNumber = Number(salary);
  return {
    intent: text(form, 'intent') || undefined,
    posterType: text(form, 'posterType') || 'individual',
    title: text(form, 'title'),
    description: text(form, 'description'),
    language: text(form, 'language') || undefined,
    cityId: whole(text(form, 'cityId')),
    jobType: text(form, 'jobType') || undefined,
    workLocation: text(form, 'workLocation'),
    company: text(form, 'company').trim() || null,
    salary: salary === '' ? null : Number.isFinite(salaryNumber) ? salaryNumber : salary,
    salaryType: text(form, 'salaryType') || null,
    experience: text(form, 'experience') || 'none',
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    portfolioUrl: text(form, 'portfolioUrl').trim() || null,
    isAnonymous: form.get('isAnonymous') === 'true',
    photoIds: form
      .getAll('photoIds')
      .map((value) => (typeof value === 'string' ? whole(value) : undefined))
      .filter((value): value is number => value !== undefined),
    logoId: whole(text(form, 'logoId')) ?? null,
  };
}
