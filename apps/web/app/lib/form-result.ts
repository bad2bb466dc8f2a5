import { data } from 'react-router';
import type { WriteResult } from './api-client';

/** What a form's action returns: the field errors, or a message for the whole form. */
export interface FormResult {
  ok: boolean;
  intent?: string;
  fields?: Record<string, string>;
  message?: string;
  /** Values the page needs to go on, such as the e-mail a code was sent to. */
  email?: string;
  /** What was typed, so a page rendered again without JavaScript keeps it. */
  values?: Record<string, string>;
  /** When a message was sent: a new value is a new key for the form, which empties it. */
  sentAt?: number;
}

/** A form that was sent: its thank-you message, and a fresh key so the form empties. */
export function formSuccess(message: string): FormResult {
  return { ok: true, message, sentAt: Date.now() };
}

/** Turns a failed API write into the form's errors, keeping the API's status code for the page. */
export function formFailure(
  result: Extract<WriteResult<unknown>, { ok: false }>,
  intent?: string,
  email?: string,
  values?: Record<string, string>,
) {
  const fields = result.error.fields;
  return data<FormResult>(
    {
      ok: false,
      intent,
      email,
      values,
      fields: fields ?? {},
      message: fields && Object.keys(fields).length > 0 ? undefined : result.error.message,
    },
    { status: result.status },
  );
}
