import type { ListingKind } from '@jaliya/contract';
import { data, Form, useActionData } from 'react-router';
import { useDateTimeFormat } from '../../lib/site-settings';
import { Link } from '../../components/link';
import { KeysetNav } from '../../components/keyset-nav';
import { StatusMessage } from '../../components/status-message';
import { Badge, Filter } from '../../features/console/console-controls';
import {
  filterOf,
  kindLabel,
  statusLabel,
  CONSOLE_KINDS,
  LISTING_KIND_PATTERN,
} from '../../features/console/console-format';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/reports';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const kind = filterOf(url, 'kind', LISTING_KIND_PATTERN);
  const api = serverApi(context);
  const [page, reasons] = await Promise.all([
    api.get(consoleEndpoints.reports, {
      query: { ...(kind ? { kind: kind as ListingKind } : {}), ...(cursor ? { cursor } : {}) },
    }),
    api.get(consoleEndpoints.rejectionReasons, {}),
  ]);
  return { page, reasons, kind, isFirstPage: cursor === undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'ban' || intent === 'unban') {
    const userId = String(form.get('userId') ?? '');
    const listingId = Number(form.get('id') ?? 0) || 0;
    if (!/^[1-9]\d{0,8}$/.test(userId))
      return data(
        { ok: false, id: listingId, message: '', fields: {} as Record<string, string> },
        { status: 400 },
      );
    const result = await serverApi(context).send(consoleEndpoints.reportingBan, {
      params: { id: userId },
      body: { banned: intent === 'ban' },
    });
    if (result.ok)
      return {
        ok: true,
        id: listingId,
        banned: intent === 'ban',
        message: '',
        fields: {} as Record<string, string>,
      };
    return data(
      { ok: false, id: listingId, message: result.error.message, fields: result.error.fields ?? {} },
      { status: result.status },
    );
  }
  const id = String(form.get('id') ?? '');
  if (!/^[1-9]\d{0,8}$/.test(id))
    return data({ ok: false, id: 0, message: '', fields: {} as Record<string, string> }, { status: 400 });
  const reasonId = String(form.get('reasonId') ?? '');
  const result = await serverApi(context).send(consoleEndpoints.actOnReports, {
    params: { id },
    body: {
      action: form.get('intent') === 'take-down' ? 'take-down' : 'dismiss',
      version: String(form.get('version') ?? ''),
      ...(reasonId ? { reasonId: Number(reasonId) } : {}),
    },
  });
  if (result.ok) return { ok: true, id: Number(id), message: '', fields: {} as Record<string, string> };
  return data(
    { ok: false, id: Number(id), message: result.error.message, fields: result.error.fields ?? {} },
    { status: result.status },
  );
}

/**
 * A name set into a translated sentence in a first-strong isolate, so a name in the other script
 * keeps its own direction without turning the sentence around ("سارة: Spam", "Mia: احتيال").
 */
const isolate = (name: string) => `\u2068${name}\u2069`;

/**
 * `/admin/reports`: posts people reported, the weightiest first, with who reported each, why and
 * what their report counted for; dismiss, take down, or stop a reporter from reporting.
 */
export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { page, reasons, kind, isFirstPage } = loaderData;
  const result = useActionData<typeof action>();
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const number = { format: (value: number) => formatNumber(value, language) };
  return (
    <section aria-labelledby="reports-title">
      <title>{`${t('console.nav.reports')} | ${t('console.title')}`}</title>
      <h1 id="reports-title" className="text-2xl font-bold">
        {t('console.nav.reports')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.reports.count', { count: page.total })}</p>
      {result?.ok ? (
        <div className="mt-4">
          <StatusMessage tone="success">
            {'banned' in result
              ? t(result.banned ? 'console.reports.banDone' : 'console.reports.unbanDone')
              : t('console.reports.done')}
          </StatusMessage>
        </div>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t('console.filters')}>
        <Filter label={t('console.queue.kind')} name="kind" value={kind}>
          <option value="">{t('console.any')}</option>
          {CONSOLE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(kindLabel(value))}
            </option>
          ))}
        </Filter>
        <button
          type="submit"
          className="rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
        >
          {t('console.apply')}
        </button>
      </Form>
      {page.items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
          {t('console.reports.empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="reported-posts">
          {page.items.map(
            ({ item, reasons: counts, lastReportedAt, weight, hideAt, isEstablished, reporters }) => {
              const failed = result && !result.ok && result.id === item.id ? result : undefined;
              return (
                <li
                  key={item.id}
                  className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200"
                  data-testid="reported-post"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/review/${item.id}`}
                      className="font-semibold text-primary hover:underline"
                      dir="auto"
                    >
                      {item.title}
                    </Link>
                    <Badge tone="slate">{t(kindLabel(item.kind))}</Badge>
                    <Badge tone={item.status === 'published' ? 'slate' : 'amber'}>
                      {t(statusLabel(item.status))}
                    </Badge>
                    {item.isHeld ? <Badge tone="red">{t('console.queue.held')}</Badge> : null}
                    <Badge tone={weight >= hideAt ? 'red' : 'slate'}>
                      {t('console.reports.weight', {
                        weight: number.format(weight),
                        hideAt: number.format(hideAt),
                      })}
                    </Badge>
                    {isEstablished ? <Badge tone="amber">{t('console.reports.established')}</Badge> : null}
                  </div>
                  <p className="text-sm text-slate-600">
                    {t('console.reports.last', { date: when.format(new Date(lastReportedAt)) })}
                  </p>
                  <ul className="list-disc ps-6 text-sm">
                    {counts.map((count) => (
                      <li key={count.label}>
                        {t('console.reports.reasonCount', { reason: count.label, count: count.count })}
                      </li>
                    ))}
                  </ul>
                  <h2 className="text-sm font-semibold">{t('console.reports.reporters')}</h2>
                  <ul className="grid gap-2 text-sm" data-testid="reporters">
                    {reporters.map((reporter, index) => (
                      <li key={`${reporter.userId ?? 'gone'}-${index}`} className="grid gap-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span>
                            {t('console.reports.reporterLine', {
                              name:
                                reporter.userId === null
                                  ? t('console.reports.deletedReporter')
                                  : isolate(reporter.name),
                              reason: reporter.reason,
                            })}
                          </span>
                          {reporter.email ? (
                            <span className="text-slate-600" dir="ltr">
                              {reporter.email}
                            </span>
                          ) : null}
                          <Badge tone="slate">
                            {t('console.reports.reporterWeight', { weight: number.format(reporter.weight) })}
                          </Badge>
                          {reporter.isEmailVerified ? null : (
                            <Badge tone="amber">{t('console.reports.unverified')}</Badge>
                          )}
                          {reporter.isBanned ? <Badge tone="red">{t('console.reports.banned')}</Badge> : null}
                          <span className="text-slate-600">
                            {t('console.reports.record', {
                              upheld: reporter.upheld,
                              dismissed: reporter.dismissed,
                            })}
                          </span>
                        </div>
                        {reporter.note ? (
                          <blockquote className="border-s-4 border-slate-300 ps-3 text-slate-700">
                            <span dir="auto">{reporter.note}</span>
                          </blockquote>
                        ) : null}
                        {reporter.userId === null ? null : (
                          <Form method="post">
                            <input type="hidden" name="id" value={item.id} />
                            <input type="hidden" name="userId" value={reporter.userId} />
                            <button
                              type="submit"
                              name="intent"
                              value={reporter.isBanned ? 'unban' : 'ban'}
                              className="text-start text-sm font-semibold text-primary underline"
                            >
                              {t(reporter.isBanned ? 'console.reports.unban' : 'console.reports.ban', {
                                name: reporter.name,
                              })}
                            </button>
                          </Form>
                        )}
                      </li>
                    ))}
                  </ul>
                  {failed?.message && Object.keys(failed.fields).length === 0 ? (
                    <StatusMessage tone="error">{failed.message}</StatusMessage>
                  ) : null}
                  <div className="flex flex-wrap items-end gap-3">
                    <Form method="post">
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="version" value={item.version} />
                      <button
                        type="submit"
                        name="intent"
                        value="dismiss"
                        className="rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
                      >
                        {t('console.reports.dismiss')}
                      </button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-3">
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="version" value={item.version} />
                      <Filter
                        label={t('console.review.reason')}
                        name="reasonId"
                        value=""
                        error={failed?.fields.reasonId}
                      >
                        <option value="">{t('console.review.chooseReason')}</option>
                        {reasons.map((reason) => (
                          <option key={reason.id} value={reason.id}>
                            {reason.label}
                          </option>
                        ))}
                      </Filter>
                      <button
                        type="submit"
                        name="intent"
                        value="take-down"
                        className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800"
                      >
                        {t('console.reports.takeDown')}
                      </button>
                    </Form>
                  </div>
                </li>
              );
            },
          )}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={`/admin/reports${kind ? `?kind=${kind}` : ''}`}
        nextPageUrl={
          page.nextCursor ? `/admin/reports?${kind ? `kind=${kind}&` : ''}cursor=${page.nextCursor}` : null
        }
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
