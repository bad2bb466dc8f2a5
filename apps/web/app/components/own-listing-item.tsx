import type { ListingStatus, OwnListing } from '@jaliya/contract';
import { useDateTimeFormat } from '../lib/site-settings';
import { Form } from 'react-router';
import { Link } from './link';
import { useI18n } from '../lib/i18n';

/** Each state's colours; the words are always there too. */
const STATUS_TONES: Record<ListingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  closed: 'bg-slate-200 text-slate-800',
  suspended: 'bg-red-100 text-red-900',
  deleted: 'bg-slate-200 text-slate-800',
};

/**
 * One of the owner's posts in "my posts", whatever its kind: its state in words (with the
 * moderator's reason), a note when an edit waits for review, and what the owner may do now:
 * edit, renew (published or expired posts that expire), close (sold, rented, filled) and delete.
 */
export function OwnListingItem({
  listing,
  viewPath,
  editPath,
  closeLabel,
  closeConfirm,
  canExpire = false,
  testId,
}: {
  listing: OwnListing;
  viewPath: string;
  editPath: string;
  /** The kind's word for closing ("Mark as filled"); none: the kind is not closed by its owner. */
  closeLabel?: string;
  closeConfirm?: string;
  /** The kind expires, so the owner sees when and can renew. */
  canExpire?: boolean;
  testId: string;
}) {
  const { t } = useI18n();
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold text-slate-900" dir="auto">
          {listing.status === 'published' ? (
            <Link to={viewPath} className="hover:underline">
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
        {canExpire && listing.status === 'published' && listing.expiresAt
          ? ` · ${t('classifieds.mine.expiresOn', { date: dateFormat.format(new Date(listing.expiresAt)) })}`
          : ''}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canExpire && (listing.status === 'published' || listing.status === 'expired') ? (
          <Form method="post">
            <input type="hidden" name="id" value={listing.id} />
            <button
              type="submit"
              name="intent"
              value="renew"
              className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-primary/90"
            >
              {t('directory.status.renew')}
            </button>
          </Form>
        ) : null}
        {closeLabel && (listing.status === 'published' || listing.status === 'expired') ? (
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full px-5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
              {closeLabel}
            </summary>
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="id" value={listing.id} />
              <p className="text-sm text-slate-800">{closeConfirm}</p>
              <button
                type="submit"
                name="intent"
                value="close"
                className="min-h-11 rounded-full bg-slate-800 px-5 font-semibold text-white hover:bg-slate-900"
              >
                {closeLabel}
              </button>
            </Form>
          </details>
        ) : null}
        {listing.status === 'closed' ? null : (
          <Link
            to={editPath}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-primary ring-1 ring-primary/40 hover:bg-primary/5"
          >
            {t('directory.status.edit')}
          </Link>
        )}
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
