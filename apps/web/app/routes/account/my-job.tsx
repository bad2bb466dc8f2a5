import { data, Link, useActionData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { KeysetNav } from '../../components/keyset-nav';
import { OwnListingItem } from '../../components/own-listing-item';
import { StatusMessage } from '../../components/status-message';
import { editJobPath, jobPath, MY_JOBS_PATH } from '../../features/jobs/job-paths';
import { jobEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/my-job';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = keysetCursorOf(request);
  const page = await serverApi(context).get(jobEndpoints.mine, { query: cursor ? { cursor } : {} });
  const search = new URL(request.url).searchParams;
  const notice = search.has('added') ? 'added' : search.has('updated') ? 'updated' : undefined;
  return { page, notice, isFirstPage: cursor === undefined };
}

/** Renews, closes (filled) or deletes one of the user's jobs. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = form.get('intent');
  if (!/^\d{1,9}$/.test(id) || (intent !== 'delete' && intent !== 'renew' && intent !== 'close'))
    return data({ ok: false, intent: null, message: undefined }, { status: 400 });
  const api = serverApi(context);
  const result =
    intent === 'delete'
      ? await api.send(jobEndpoints.remove, { params: { id } })
      : await api.send(jobEndpoints.act, { params: { id }, body: { action: intent } });
  if (!result.ok)
    return data({ ok: false, intent, message: result.error.message }, { status: result.status });
  return { ok: true, intent, message: undefined };
}

/** `/my-job`: the user's jobs in every state, with the moderator's reason, edit, renew, close and delete. */
export default function MyJobRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, notice, isFirstPage } = loaderData;
  const result = useActionData<{ ok: boolean; intent: string | null; message?: string }>();
  const done =
    result?.intent === 'renew'
      ? t('classifieds.mine.renewedNotice', { days: 30 })
      : result?.intent === 'close'
        ? t('jobs.mine.closedNotice')
        : t('classifieds.mine.deletedNotice');
  const postLink = (
    <Link
      to="/post-job"
      className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
    >
      {t('jobs.post')}
    </Link>
  );
  return (
    <section aria-labelledby="my-job-title">
      <title>{`${t('jobs.mine.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-job-title" className="text-2xl font-bold">
          {t('jobs.mine.title')}
        </h1>
        {postLink}
      </div>
      <p className="mt-1 text-slate-700">{t('jobs.mine.intro')}</p>
      <div className="mt-4 grid gap-3">
        {notice === 'added' ? (
          <StatusMessage tone="success">{t('jobs.form.sentNotice')}</StatusMessage>
        ) : null}
        {notice === 'updated' ? (
          <StatusMessage tone="success">{t('classifieds.form.updatedNotice')}</StatusMessage>
        ) : null}
        {result?.ok ? <StatusMessage tone="success">{done}</StatusMessage> : null}
        {result && !result.ok ? (
          <StatusMessage tone="error">{result.message ?? t('errors.INTERNAL')}</StatusMessage>
        ) : null}
      </div>
      {page.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{postLink}</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {page.items.map((listing) => (
            <OwnListingItem
              key={listing.id}
              listing={listing}
              viewPath={jobPath(listing)}
              editPath={editJobPath(listing.id)}
              closeLabel={t('jobs.mine.close')}
              closeConfirm={t('jobs.mine.closeConfirm', { title: listing.title })}
              canExpire
              testId="own-job"
            />
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={MY_JOBS_PATH}
        nextPageUrl={page.nextCursor ? `${MY_JOBS_PATH}?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
