import { listingEndpoints } from './endpoints.server';
import { data } from 'react-router';
import type { serverApi } from './server-api';

/**
 * Reports a post from a page's action (the report panel posts `intent=report` with a reason and
 * a note): the result the panel shows, or the fields the API refused.
 */
export async function reportFromForm(api: ReturnType<typeof serverApi>, id: string, form: FormData) {
  const reasonId = form.get('reasonId');
  const note = form.get('note');
  const sent = await api.send(listingEndpoints.report, {
    params: { id },
    body: {
      reasonId: typeof reasonId === 'string' ? reasonId : '',
      ...(typeof note === 'string' && note.trim() ? { note } : {}),
    },
  });
  if (sent.ok) return { reported: true as const };
  return data(
    { fields: sent.error.fields ?? {}, message: sent.error.fields ? undefined : sent.error.message },
    { status: sent.status },
  );
}
