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
 * so a guest's page is the same for every guest.
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
  const [savedIds, reportReasons] = context.hasSession
    ? await Promise.all([
        orSignedOut(api.savedIds(options.savedType)),
        api.get(listingEndpoints.reportReasons, {}),
      ])
    : [null, []];
  const itemId = (item as { id: number }).id;
  return {
    item,
    canonicalUrl: `${context.publicUrl}${path}`,
    publicUrl: context.publicUrl,
    reportReasons,
    viewer: savedIds ? { isSaved: savedIds.ids.includes(itemId) } : null,
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
