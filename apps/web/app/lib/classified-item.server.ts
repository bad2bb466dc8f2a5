import type { Endpoint, EndpointData, SavedItemType } from '@jaliya/contract';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { ContactResult } from '../components/classifieds/contact-reveal';
import { listingEndpoints } from './endpoints.server';
import { orNotFound, orSignedOut } from './page-loaders';
import { reportFromForm } from './report-action';
import { serverApi } from './server-api';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Loads one published classified for its page: 404 for anything else, a permanent redirect to
 * the current slug, and (only for a signed-in visitor) whether it is saved and the report reasons,
 * so a guest's page is the same for every guest (and a member variant's, decision 024, for every
 * signed-in visitor: it has the reasons, not the mark).
 */
export async function loadClassifiedItem<E extends Endpoint>(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  options: { get: E; pathOf: (item: EndpointData<E>) => string; savedType: SavedItemType },
) {
  if (!id || !/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const item = await orNotFound(api.get(options.get, { params: { id } } as never));
  const path = options.pathOf(item);
  const url = new URL(request.url);
  if (url.pathname !== path && safeDecode(url.pathname) !== decodeURIComponent(path)) {
    throw redirect(`${path}${url.search}`, 301);
  }
  // The member variant (decision 024) knows the visitor is signed in, not what they saved.
  const [savedIds, reportReasons] = context.hasSession
    ? await Promise.all([
        orSignedOut(api.savedIds(options.savedType)),
        api.get(listingEndpoints.reportReasons, {}),
      ])
    : [null, context.isMemberVariant ? await api.get(listingEndpoints.reportReasons, {}) : []];
  const itemId = (item as { id: number }).id;
  const viewer: { isSaved: boolean | undefined } | null = savedIds
    ? { isSaved: savedIds.ids.includes(itemId) }
    : context.isMemberVariant
      ? { isSaved: undefined }
      : null;
  return {
    item,
    canonicalUrl: `${context.publicUrl}${path}`,
    publicUrl: context.publicUrl,
    reportReasons,
    viewer,
  };
}

/** A classified page's actions: show the contact details (anyone, rate-limited) or report it (signed in). */
export async function classifiedItemAction(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  contact: Endpoint,
) {
  if (!id || !/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const api = serverApi(context);
  if (form.get('intent') === 'contact') {
    const result = await api.send(contact, { params: { id } } as never);
    return result.ok
      ? ({ contact: result.data as never } satisfies ContactResult)
      : data({ contactFailed: true } satisfies ContactResult, { status: result.status });
  }
  if (!context.hasSession)
    throw redirect(`/Login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (form.get('intent') === 'report') return reportFromForm(api, id, form);
  return data(null, { status: 400 });
}
