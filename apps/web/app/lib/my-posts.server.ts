import type { Endpoint, KeysetPage, OwnListing } from '@jaliya/contract';
import { type AppLoadContext, data } from 'react-router';
import { keysetCursorOf } from './page-loaders';
import { serverApi } from './server-api';

/** One page of the owner's posts of a kind, and the notice a finished form left in the address. */
export async function loadMyPosts(context: AppLoadContext, request: Request, mine: Endpoint) {
  const cursor = keysetCursorOf(request);
  const page = (await serverApi(context).get(mine, {
    query: cursor ? { cursor } : {},
  } as never)) as KeysetPage<OwnListing>;
  const search = new URL(request.url).searchParams;
  const notice = search.has('added')
    ? ('added' as const)
    : search.has('updated')
      ? ('updated' as const)
      : undefined;
  return { page, notice, isFirstPage: cursor === undefined };
}

export interface MyPostsResult {
  ok: boolean;
  intent: 'delete' | 'renew' | 'close' | null;
  message?: string | undefined;
  /** After a renewal: when the post now leaves the site. */
  expiresAt?: string | null;
}

/** Renews, closes (sold, rented, filled) or deletes one of the owner's posts of a kind. */
export async function myPostsAction(
  context: AppLoadContext,
  request: Request,
  endpoints: { remove: Endpoint; act: Endpoint },
) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  if (!/^\d{1,9}$/.test(id) || (intent !== 'delete' && intent !== 'renew' && intent !== 'close'))
    return data<MyPostsResult>({ ok: false, intent: null }, { status: 400 });
  const api = serverApi(context);
  const result =
    intent === 'delete'
      ? await api.send(endpoints.remove, { params: { id } } as never)
      : await api.send(endpoints.act, { params: { id }, body: { action: intent } } as never);
  if (!result.ok)
    return data<MyPostsResult>(
      { ok: false, intent, message: result.error.message },
      { status: result.status },
    );
  const expiresAt = (result.data as { expiresAt?: string | null } | undefined)?.expiresAt ?? null;
  return { ok: true, intent, expiresAt } satisfies MyPostsResult;
}
