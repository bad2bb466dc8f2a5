import type { JobInput } from '@jaliya/contract';
import { type AppLoadContext, data } from 'react-router';
import { jobEndpoints } from '../../lib/endpoints.server';
import { serverApi } from '../../lib/server-api';
import { type JobDraft, jobDraftFromForm } from './job-form-data';

/** The answer of a job form sent with errors: the messages, and what was sent, to show it again. */
export interface JobFormFailure {
  ok: false;
  fields: Record<string, string>;
  message?: string;
  draft: JobDraft;
}

/** Sends the job form to the API, posting a job or editing the one with `id`. */
export async function sendJobForm(context: AppLoadContext, request: Request, id?: string) {
  const draft = jobDraftFromForm(await request.formData());
  const api = serverApi(context);
  const body = draft as unknown as JobInput;
  const result =
    id === undefined
      ? await api.send(jobEndpoints.create, { body })
      : await api.send(jobEndpoints.update, { params: { id }, body });
  if (result.ok) return result;
  const fields = result.error.fields ?? {};
  return data<JobFormFailure>(
    {
      ok: false,
      fields,
      ...(Object.keys(fields).length === 0 ? { message: result.error.message } : {}),
      draft,
    },
    { status: result.status },
  );
}
