import type { Endpoint, EndpointData } from '@jaliya/contract';
import { type AppLoadContext, data } from 'react-router';
import { orNotFound } from './page-loaders';
import { serverApi } from './server-api';

/** The answer of a classified's form sent with errors: the messages, and what was sent, to show it again. */
export interface ClassifiedFormFailure<Draft> {
  ok: false;
  fields: Record<string, string>;
  message?: string;
  draft: Draft;
}

/**
 * Sends a classified's form (a job, a home, a product) to the API: a new post, or an edit of the
 * one with `id`. Answers the post, or the form's errors with the API's status code.
 */
export async function sendClassifiedForm<Draft extends object>(
  context: AppLoadContext,
  request: Request,
  endpoints: { create: Endpoint; update: Endpoint },
  draftFromForm: (form: FormData) => Draft,
  id?: string,
) {
  const draft = draftFromForm(await request.formData());
  const api = serverApi(context);
  const result =
    id === undefined
      ? await api.send(endpoints.create, { body: draft } as never)
      : await api.send(endpoints.update, { params: { id }, body: draft } as never);
  if (result.ok) return result as typeof result & { data: { id: number } };
  const fields = result.error.fields ?? {};
  return data<ClassifiedFormFailure<Draft>>(
    {
      ok: false,
      fields,
      ...(Object.keys(fields).length === 0 ? { message: result.error.message } : {}),
      draft,
    },
    { status: result.status },
  );
}

/** The owner's post as they last wrote it and the cities, to fill its edit form; a 404 for any other. */
export async function loadOwnForEdit<E extends Endpoint>(context: AppLoadContext, id: string, ownForEdit: E) {
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [own, settings] = await Promise.all([
    orNotFound(api.get(ownForEdit, { params: { id } } as never) as Promise<EndpointData<E>>),
    api.generalSetting(),
  ]);
  return { ...(own as EndpointData<E> & object), cities: settings.cities };
}
