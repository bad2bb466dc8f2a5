import type { BusinessInput } from '@jaliya/contract';
import { type AppLoadContext, data } from 'react-router';
import type { WriteResult } from '../../lib/api-client';
import { directoryEndpoints } from '../../lib/endpoints.server';
import { serverApi } from '../../lib/server-api';
import { type BusinessDraft, businessDraftFromForm } from './business-form-data';

/** What the business form offers: main categories with their subcategories, the cities, the state. */
export async function businessFormChoices(context: AppLoadContext) {
  const api = serverApi(context);
  const [mains, settings] = await Promise.all([
    api.get(directoryEndpoints.mainCategories, { query: {} }),
    api.generalSetting(),
  ]);
  return { mains, cities: settings.cities, defaultState: settings.site.code };
}

/** The answer of a business form sent with errors: the messages, and what was sent, to show it again. */
export interface BusinessFormFailure {
  ok: false;
  fields: Record<string, string>;
  message?: string;
  draft: BusinessDraft;
}

/**
 * Sends the business form to the API, creating a business or editing the one with `id`. Answers
 * the new or edited post, or the form's errors with the API's status code.
 */
export async function sendBusinessForm(context: AppLoadContext, request: Request, id?: string) {
  const draft = businessDraftFromForm(await request.formData());
  const api = serverApi(context);
  const body = draft as unknown as BusinessInput;
  const result =
    id === undefined
      ? await api.send(directoryEndpoints.createBusiness, { body })
      : await api.send(directoryEndpoints.updateBusiness, { params: { id }, body });
  if (result.ok) return result;
  return data<BusinessFormFailure>(failureOf(result, draft), { status: result.status });
}

function failureOf(result: Extract<WriteResult<unknown>, { ok: false }>, draft: BusinessDraft) {
  const fields = result.error.fields ?? {};
  return {
    ok: false as const,
    fields,
    ...(Object.keys(fields).length === 0 ? { message: result.error.message } : {}),
    draft,
  };
}
