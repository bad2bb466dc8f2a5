import type { SaveResult } from '@jaliya/contract';
import { SAVED_ITEM_TYPES, type SavedItemType } from '@jaliya/contract/limits';
import { data, redirect } from 'react-router';
import { orSignedOut } from '../lib/page-loaders';
import { safeReturnPath, serverApi } from '../lib/server-api';
import type { Route } from './+types/saved';

const isSavedItemType = (value: unknown): value is SavedItemType =>
  (SAVED_ITEM_TYPES as readonly unknown[]).includes(value);

/** There is nothing to show here: a visit goes to the saved blogs. */
export function loader() {
  return redirect('/saved-blogs');
}

/**
 * Saves or unsaves an item for the signed-in visitor (the save buttons post here). With
 * JavaScript it answers with data; without, it goes back to the page the button was on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeReturnPath(String(form.get('redirectTo') ?? ''));
  const toLogin = () => redirect(`/Login?redirectTo=${encodeURIComponent(returnTo)}`);
  if (!context.hasSession) return toLogin();
  const type = form.get('type');
  const id = Number(form.get('id'));
  if (!isSavedItemType(type) || !Number.isInteger(id) || id <= 0) return data({ ok: false }, { status: 400 });
  const api = serverApi(context);
  // A button that did not know the mark (a member's shared page without JavaScript, decision 024)
  // toggles it.
  let intent = form.get('intent');
  if (intent === 'toggle') {
    const saved = await orSignedOut(api.savedIds(type));
    if (saved === null) return toLogin();
    intent = saved.ids.includes(id) ? 'unsave' : 'save';
  }
  const result =
    intent === 'unsave'
      ? await api.write<SaveResult>('DELETE', `profile/save/${type}/${id}`)
      : await api.write<SaveResult>('POST', 'profile/save', { type, id });
  if (!result.ok && result.status === 401) return toLogin();
  if (form.get('respond') !== 'data') return redirect(returnTo);
  if (!result.ok) return data({ ok: false }, { status: result.status });
  return { ok: true, isSaved: result.data.isSaved };
}
