import type { MessageResult } from '@jaliya/contract';
import { data, type AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/server-api';

/** Sends the token from the e-mailed link to `subscribes/confirm` or `subscribes/unsubscribe`. */
export async function submitSubscriptionToken(
  request: Request,
  context: AppLoadContext,
  resource: 'confirm' | 'unsubscribe',
) {
  const form = await request.formData();
  const result = await serverApi(context).write<MessageResult>('POST', `subscribes/${resource}`, {
    token: String(form.get('token') ?? ''),
  });
  if (!result.ok)
    return data(
      { ok: false, message: result.error.fields?.token ?? result.error.message },
      { status: result.status },
    );
  return { ok: true, message: result.data.message };
}
