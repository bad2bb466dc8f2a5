import { data, Form, redirect, useActionData } from 'react-router';
import { useDateTimeFormat } from '../../lib/site-settings';
import { Link } from '../../components/link';
import { StatusMessage } from '../../components/status-message';
import { StoredImage } from '../../components/stored-image';
import { Badge, Filter } from '../../features/console/console-controls';
import { kindLabel, statusLabel } from '../../features/console/console-format';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/review-item';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [detail, reasons] = await Promise.all([
    orNotFound(api.get(consoleEndpoints.reviewItem, { params: { id: params.id } })),
    api.get(consoleEndpoints.rejectionReasons, {}),
  ]);
  return { detail, reasons };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const action = form.get('intent') === 'reject' ? 'reject' : 'approve';
  const reasonId = String(form.get('reasonId') ?? '');
  const note = String(form.get('note') ?? '');
  const result = await serverApi(context).send(consoleEndpoints.decide, {
    params: { id: params.id },
    body: {
      action,
      version: String(form.get('version') ?? ''),
      ...(reasonId ? { reasonId: Number(reasonId) } : {}),
      ...(note ? { note } : {}),
    },
  });
  if (result.ok) throw redirect(`/admin?done=${action}`);
  return data(
    {
      fields: result.error.fields ?? {},
      message: result.error.fields ? undefined : result.error.message,
      note,
    },
    { status: result.status },
  );
}

/** `/admin/review/{id}`: one post as its owner sent it, what an edit changes, and the decision. */
export default function ReviewItemRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { detail, reasons } = loaderData;
  const result = useActionData<typeof action>();
  const { item } = detail;
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const canDecide = item.status === 'pending' || item.isEdit;
  return (
    <article aria-labelledby="review-title" className="grid gap-6">
      <title>{`${item.title} | ${t('console.title')}`}</title>
      <div>
        <Link to="/admin" className="text-sm text-primary hover:underline">
          {t('console.review.back')}
        </Link>
        <h1 id="review-title" className="mt-2 text-2xl font-bold" dir="auto">
          {item.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone="slate">{t(kindLabel(item.kind))}</Badge>
          <Badge tone={item.status === 'published' ? 'slate' : 'amber'}>{t(statusLabel(item.status))}</Badge>
          {item.isEdit ? <Badge tone="amber">{t('console.queue.edit')}</Badge> : null}
          {item.isHeld ? <Badge tone="red">{t('console.queue.held')}</Badge> : null}
          <span>
            {t('console.review.sentBy', {
              name: item.owner?.name ?? '—',
              date: when.format(new Date(item.submittedAt)),
            })}
          </span>
          {item.owner ? (
            <Link to={`/admin/users/${item.owner.id}`} className="text-primary hover:underline">
              {item.owner.email}
            </Link>
          ) : null}
          {item.status === 'published' ? (
            <Link to={item.webPath} className="text-primary hover:underline">
              {t('console.review.viewOnSite')}
            </Link>
          ) : null}
        </div>
      </div>
      {item.claimedBy ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('console.review.claimed', { name: item.claimedBy })}
        </p>
      ) : null}
      {result?.message ? <StatusMessage tone="error">{result.message}</StatusMessage> : null}
      {item.isEdit ? <p className="text-slate-700">{t('console.review.editExplained')}</p> : null}

      <section aria-labelledby="fields-title">
        <h2 id="fields-title" className="text-lg font-semibold">
          {item.isEdit ? t('console.review.changes') : t('console.review.content')}
        </h2>
        <dl
          className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
          data-testid="review-fields"
        >
          {detail.fields.map((field) => (
            <div
              key={field.key}
              className={`grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] ${field.previous !== null ? 'bg-amber-50' : ''}`}
            >
              <dt className="font-medium text-slate-700">{field.label}</dt>
              <dd className="whitespace-pre-line break-words" dir="auto">
                {field.previous !== null ? (
                  <>
                    <del className="block text-red-800" aria-label={t('console.review.before')}>
                      {field.previous}
                    </del>
                    <ins className="block text-green-900 no-underline" aria-label={t('console.review.after')}>
                      {field.value}
                    </ins>
                  </>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="photos-title">
        <h2 id="photos-title" className="text-lg font-semibold">
          {t('console.review.photos', { count: detail.photos.length })}
        </h2>
        {detail.previousPhotos ? (
          <p className="text-sm text-amber-900">{t('console.review.photosChanged')}</p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-3">
          {detail.photos.map((photo) => (
            <li key={photo.url} className="size-32 overflow-hidden rounded-lg bg-slate-100">
              <StoredImage image={photo} sizes="8rem" className="size-full object-cover" />
            </li>
          ))}
        </ul>
      </section>

      {detail.reports.length > 0 ? (
        <section aria-labelledby="reports-title">
          <h2 id="reports-title" className="text-lg font-semibold">
            {t('console.nav.reports')}
          </h2>
          <ul className="mt-2 list-disc ps-6">
            {detail.reports.map((report) => (
              <li key={report.label}>
                {t('console.reports.reasonCount', { reason: report.label, count: report.count })}
              </li>
            ))}
          </ul>
          {detail.reportNotes.map((note) => (
            <blockquote
              key={note}
              className="mt-2 border-s-4 border-slate-300 ps-3 text-slate-700"
              dir="auto"
            >
              {note}
            </blockquote>
          ))}
        </section>
      ) : null}

      {canDecide ? (
        <section
          aria-labelledby="decide-title"
          className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2"
        >
          <h2 id="decide-title" className="text-lg font-semibold sm:col-span-2">
            {t('console.review.decide')}
          </h2>
          <Form method="post">
            <input type="hidden" name="version" value={item.version} />
            <button
              type="submit"
              name="intent"
              value="approve"
              className="rounded-full bg-green-700 px-6 py-2.5 font-semibold text-white hover:bg-green-800"
            >
              {item.isEdit ? t('console.review.approveEdit') : t('console.review.approve')}
            </button>
          </Form>
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="version" value={item.version} />
            <Filter
              label={t('console.review.reason')}
              name="reasonId"
              value=""
              error={result?.fields.reasonId}
            >
              <option value="">{t('console.review.chooseReason')}</option>
              {reasons.map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {reason.label}
                </option>
              ))}
            </Filter>
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t('console.review.note')}
              <textarea
                name="note"
                maxLength={500}
                rows={3}
                defaultValue={result?.note ?? ''}
                className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
              />
            </label>
            <button
              type="submit"
              name="intent"
              value="reject"
              className="justify-self-start rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800"
            >
              {item.isEdit ? t('console.review.rejectEdit') : t('console.review.reject')}
            </button>
          </Form>
        </section>
      ) : null}
    </article>
  );
}
