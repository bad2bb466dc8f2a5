import { allPages, csvResponse } from '../../features/console/csv.server';
import { staffRead } from '../../features/console/staff-read.server';
import { inboxEndpoints, MAX_EXPORT_ROWS } from '../../lib/endpoints.server';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/subscribers-export';

/** `/admin/subscribers/export` (admins): every subscriber matching the page's filters, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 120);
  const status = url.searchParams.get('status') ?? '';
  const query = {
    ...(q ? { q } : {}),
    ...(/^(pending|confirmed|unsubscribed)$/.test(status) ? { status: status as 'confirmed' } : {}),
    limit: 50,
  };
  const api = serverApi(context);
  const subscribers = await staffRead(request, () =>
    allPages(
      (cursor) => api.get(inboxEndpoints.subscribers, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
      MAX_EXPORT_ROWS,
    ),
  );
  return csvResponse('subscribers.csv', [
    ['email', 'language', 'status', 'subscribed_at', 'confirmed_at'],
    ...subscribers.map((row) => [row.email, row.language, row.status, row.createdAt, row.confirmedAt ?? '']),
  ]);
}
