/** A text field of a submitted form; empty when absent or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A whole number typed (an id, a year), undefined when blank or not one. */
export function formWhole(value: string): number | undefined {
  return /^\d{1,10}$/.test(value.trim()) ? Number(value) : undefined;
}

/**
 * A number typed: undefined when blank (so the API says it is required), the number, or the text
 * as typed when it is not one, for the API to refuse field by field.
 */
export function formNumber(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}
