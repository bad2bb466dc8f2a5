import { data } from 'react-router';
import { allPages, csvResponse } from '../../features/console/csv.server';
import { staffRead } from '../../features/console/staff-read.server';
import { inboxEndpoints, MAX_EXPORT_ROWS } from '../../lib/endpoints.server';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/submissions-export';

/** `/admin/forms/{id}/submissions/export` (admins): a form's submissions as CSV, a column per field. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  let fields: { name: string; label: string }[] = [];
  const submissions = await staffRead(request, () =>
    allPages(async (cursor) => {
      const page = await api.get(inboxEndpoints.submissions, {
        params: { id: params.id },
        query: { limit: 50, ...(cursor ? { cursor } : {}) },
      });
      fields = page.fields;
      return page;
    }, MAX_EXPORT_ROWS),
  );
  return csvResponse(`form-${params.id}-submissions.csv`, [
    ['sent_at', 'language', ...fields.map((field) => field.label)],
    ...submissions.map((row) => [
      row.createdAt,
      row.language,
      ...fields.map((field) => row.values[field.name] ?? ''),
    ]),
  ]);
}
