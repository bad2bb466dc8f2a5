import { data, useActionData } from 'react-router';
import { Link } from '../../components/link';
import { EmptyState } from '../../components/empty-state';
import { OwnListingItem } from '../../components/own-listing-item';
import { StatusMessage } from '../../components/status-message';
import { businessPath } from '../../features/directory/directory-paths';
import { keysetCursorOf } from '../../lib/page-loaders';
import { directoryEndpoints } from '../../lib/endpoints.server';
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
            <OwnListingItem
              key={listing.id}
              listing={listing}
              viewPath={businessPath({ id: listing.id, slug: listing.slug })}
              editPath={`/my-business/${listing.id}/edit`}
              testId="own-business"
            />
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
