import type { ListingStatus, OwnListing } from '@jaliya/contract';
import { data, Form, Link, useActionData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { StatusMessage } from '../../components/status-message';
import { businessPath } from '../../features/directory/directory-paths';
import { keysetCursorOf } from '../../lib/page-loaders';
import { directoryEndpoints } from '../../lib/endpoints.server';
import { dateTimeFormat } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { KeysetNav } from '../../components/keyset-nav';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/my-business';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = keysetCursorOf(request);
  const page = await serverApi(context).get(directoryEndpoints.myBusinesses, {
    query: cursor ? { cursor } : {},
  });
  const search = new URL(request.url).searchParams;
  const notice = search.has('added') ? 'added' : search.has('updated') ? 'updated' : undefined;
  return { page, notice, isFirstPage: cursor === undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'delete' || !/^\d{1,9}$/.test(id)) return data({ ok: false }, { status: 400 });
  const result = await serverApi(context).send(directoryEndpoints.deleteBusiness, { params: { id } });
  if (!result.ok) return data({ ok: false, message: result.error.message }, { status: result.status });
  return { ok: true, message: undefined };
}

const STATUS_TONES: Record<ListingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  closed: 'bg-slate-200 text-slate-800',
  deleted: 'bg-slate-200 text-slate-800',
};

function OwnBusiness({ listing }: { listing: OwnListing }) {
  const { t, language } = useI18n();
  const dateFormat = dateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="own-business">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold text-slate-900" dir="auto">
          {listing.status === 'published' ? (
            <Link to={businessPath({ id: listing.id, slug: listing.slug })} className="hover:underline">
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </h2>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_TONES[listing.status]}`}>
          {t(`directory.status.${listing.status}`)}
        </span>
      </div>
      {listing.status === 'pending' && listing.statusReason === 'reports' ? (
        <p className="mt-2 text-sm text-slate-700">{t('directory.status.heldForReports')}</p>
      ) : null}
      {listing.status === 'rejected' && listing.statusReason ? (
        <p className="mt-2 text-sm text-red-900">
          {t('directory.status.reason')}: <span dir="auto">{listing.statusReason}</span>
        </p>
      ) : null}
      {listing.hasPendingChanges ? (
        <p className="mt-2 text-sm text-amber-900">{t('directory.status.changesPending')}</p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {t('directory.status.addedOn', { date: dateFormat.format(new Date(listing.createdAt)) })}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link
          to={`/my-business/${listing.id}/edit`}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-primary ring-1 ring-primary/40 hover:bg-primary/5"
        >
          {t('directory.status.edit')}
        </Link>
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full px-5 font-semibold text-danger ring-1 ring-red-200 hover:bg-red-50">
            {t('directory.status.delete')}
          </summary>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="id" value={listing.id} />
            <p className="text-sm text-slate-800">
              {t('directory.status.deleteConfirm', { title: listing.title })}
            </p>
            <button
              type="submit"
              name="intent"
              value="delete"
              className="min-h-11 rounded-full bg-danger px-5 font-semibold text-white hover:bg-red-700"
            >
              {t('directory.status.deleteYes')}
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}

/** `/my-business`: the user's businesses in every state, with the rejection reason, edit and delete. */
export default function MyBusinessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, notice, isFirstPage } = loaderData;
  const result = useActionData<{ ok: boolean; message?: string }>();
  return (
    <section aria-labelledby="my-business-title">
      <title>{`${t('directory.status.myTitle')} | ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-business-title" className="text-2xl font-bold">
          {t('directory.status.myTitle')}
        </h1>
        <Link
          to="/add-business"
          className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
        >
          {t('nav.addBusiness')}
        </Link>
      </div>
      <div className="mt-4 grid gap-3">
        {notice === 'added' ? (
          <StatusMessage tone="success">{t('directory.status.addedNotice')}</StatusMessage>
        ) : null}
        {notice === 'updated' ? (
          <StatusMessage tone="success">{t('directory.status.updatedNotice')}</StatusMessage>
        ) : null}
        {result?.ok ? (
          <StatusMessage tone="success">{t('directory.status.deletedNotice')}</StatusMessage>
        ) : null}
        {result && !result.ok ? (
          <StatusMessage tone="error">{result.message ?? t('errors.INTERNAL')}</StatusMessage>
        ) : null}
      </div>
      {page.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState>
            <Link
              to="/add-business"
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('nav.addBusiness')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {page.items.map((listing) => (
            <OwnBusiness key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl="/my-business"
        nextPageUrl={page.nextCursor ? `/my-business?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
