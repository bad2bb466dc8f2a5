import type { ConsoleMessage } from '@jaliya/contract';
import { useDateTimeFormat } from '../../lib/site-settings';
import { data, Form, useActionData } from 'react-router';
import { KeysetNav } from '../../components/keyset-nav';
import { StatusMessage } from '../../components/status-message';
import { Badge, Filter, TextBox } from '../../features/console/console-controls';
import { filterOf } from '../../features/console/console-format';
import { inboxEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/messages';

const STATUSES = ['new', 'read', 'answered'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 120) || undefined,
    status: filterOf(url, 'status', /^(new|read|answered)$/) as ConsoleMessage['status'] | undefined,
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const page = await orNotFound(
    serverApi(context).get(inboxEndpoints.messages, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
  );
  return {
    page,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  if (!/^[1-9]\d{0,8}$/.test(id)) throw data(null, { status: 400 });
  const api = serverApi(context);
  const result =
    intent === 'reply'
      ? await api.send(inboxEndpoints.replyToMessage, {
          params: { id },
          body: { reply: String(form.get('reply') ?? '') },
        })
      : await api.send(inboxEndpoints.markMessage, {
          params: { id },
          body: { status: String(form.get('status') ?? '') as 'read' },
        });
  if (result.ok) return { ok: true as const, id: Number(id), intent: intent === 'reply' ? 'reply' : 'mark' };
  return data(
    { ok: false as const, id: Number(id), fields: result.error.fields ?? {}, message: result.error.message },
    { status: result.status },
  );
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** `/admin/messages` (admins): what people sent through the contact form, answered from here. */
export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, query, isFirstPage } = loaderData;
  const result = useActionData<typeof action>();
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="messages-title">
      <title>{`${t('console.nav.messages')} | ${t('console.title')}`}</title>
      <h1 id="messages-title" className="text-2xl font-bold">
        {t('console.nav.messages')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.messages.count', { count: page.total })}</p>
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label={t('console.filters')}
      >
        <TextBox
          type="search"
          label={t('console.messages.search')}
          name="q"
          value={filters.q}
          maxLength={120}
        />
        <Filter label={t('console.messages.status')} name="status" value={filters.status}>
          <option value="">{t('console.any')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`console.messages.statuses.${status}`)}
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
        <p className="mt-6 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
          {t('console.messages.empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="console-messages">
          {page.items.map((message) => {
            const answer = result && result.id === message.id ? result : undefined;
            return (
              <li key={message.id} className="rounded-xl p-4 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold" dir="auto">
                    {message.name} <span className="font-normal text-slate-600">&lt;{message.email}&gt;</span>
                  </h2>
                  <span className="text-sm text-slate-600">
                    <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>{' '}
                    <Badge tone={message.status === 'new' ? 'amber' : 'slate'}>
                      {t(`console.messages.statuses.${message.status}`)}
                    </Badge>
                  </span>
                </div>
                {message.phone ? (
                  <p className="text-sm text-slate-600" dir="ltr">
                    {message.phone}
                  </p>
                ) : null}
                <p className="mt-2 whitespace-pre-line" dir="auto" lang={message.language}>
                  {message.message}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('console.messages.writtenIn', { language: t(`console.languages.${message.language}`) })}
                </p>
                {answer?.ok ? (
                  <div className="mt-3">
                    <StatusMessage tone="success">
                      {answer.intent === 'reply'
                        ? t('console.messages.replied')
                        : t('console.messages.marked')}
                    </StatusMessage>
                  </div>
                ) : null}
                {answer && !answer.ok && !answer.fields.reply ? (
                  <div className="mt-3">
                    <StatusMessage tone="error">{answer.message}</StatusMessage>
                  </div>
                ) : null}
                <div className="mt-3 flex flex-wrap items-start gap-3">
                  <Form method="post">
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="intent" value="mark" />
                    <input type="hidden" name="status" value={message.status === 'new' ? 'read' : 'new'} />
                    <button
                      type="submit"
                      className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300"
                    >
                      {message.status === 'new'
                        ? t('console.messages.markRead')
                        : t('console.messages.markNew')}
                    </button>
                  </Form>
                  <details className="min-w-64 flex-1" open={Boolean(answer && !answer.ok)}>
                    <summary className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-primary">
                      {t('console.messages.reply')}
                    </summary>
                    <Form method="post" className="mt-2 grid gap-2">
                      <input type="hidden" name="id" value={message.id} />
                      <input type="hidden" name="intent" value="reply" />
                      <label className="grid gap-1 text-sm font-medium text-slate-800">
                        {t('console.messages.replyLabel')}
                        <textarea
                          name="reply"
                          rows={5}
                          maxLength={5000}
                          dir="auto"
                          lang={message.language}
                          aria-invalid={answer && !answer.ok && answer.fields.reply ? true : undefined}
                          aria-describedby={
                            answer && !answer.ok && answer.fields.reply
                              ? `reply-error-${message.id}`
                              : undefined
                          }
                          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
                        />
                      </label>
                      {answer && !answer.ok && answer.fields.reply ? (
                        <span id={`reply-error-${message.id}`} className="text-sm text-red-700">
                          {answer.fields.reply}
                        </span>
                      ) : null}
                      <button
                        type="submit"
                        className="justify-self-start rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white"
                      >
                        {t('console.messages.send')}
                      </button>
                    </Form>
                  </details>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={`/admin/messages${query ? `?${query}` : ''}`}
        nextPageUrl={
          page.nextCursor ? `/admin/messages?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null
        }
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
