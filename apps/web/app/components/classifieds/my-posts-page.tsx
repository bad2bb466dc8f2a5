import type { KeysetPage, OwnListing } from '@jaliya/contract';
import { useActionData } from 'react-router';
import { Link } from '../link';
import type { MyPostsResult } from '../../lib/my-posts.server';
import { useI18n } from '../../lib/i18n';
import { useDateTimeFormat } from '../../lib/site-settings';
import { EmptyState } from '../empty-state';
import { KeysetNav } from '../keyset-nav';
import { OwnListingItem } from '../own-listing-item';
import { StatusMessage } from '../status-message';

/**
 * "My posts" of one classified kind (`/my-job`, `/my-housing`, ...): every post in every state
 * with the moderator's reason, and edit, renew, close and delete.
 */
export function MyPostsPage({
  data: { page, notice, isFirstPage },
  text,
  paths,
  testId,
  canExpire = true,
}: {
  data: { page: KeysetPage<OwnListing>; notice: 'added' | 'updated' | undefined; isFirstPage: boolean };
  text: {
    title: string;
    intro: string;
    post: string;
    close: string;
    closeConfirm: (title: string) => string;
    sent: string;
    closed: string;
  };
  paths: { list: string; post: string; view: (listing: OwnListing) => string; edit: (id: number) => string };
  testId: string;
  /** The kind expires and is renewed (not events, which end by themselves). */
  canExpire?: boolean;
}) {
  const { t } = useI18n();
  const result = useActionData<MyPostsResult>();
  const dateFormat = useDateTimeFormat({ dateStyle: 'long' });
  // A renewal says the date it runs to, as the list below shows it: the days count from today.
  const done =
    result?.intent === 'renew'
      ? result.expiresAt
        ? t('classifieds.mine.renewedUntil', { date: dateFormat.format(new Date(result.expiresAt)) })
        : t('classifieds.mine.renewed')
      : result?.intent === 'close'
        ? text.closed
        : t('classifieds.mine.deletedNotice');
  const postLink = (
    <Link
      to={paths.post}
      className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
    >
      {text.post}
    </Link>
  );
  return (
    <section aria-labelledby="my-posts-title">
      <title>{`${text.title} | ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-posts-title" className="text-2xl font-bold">
          {text.title}
        </h1>
        {postLink}
      </div>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      <div className="mt-4 grid gap-3">
        {notice === 'added' ? <StatusMessage tone="success">{text.sent}</StatusMessage> : null}
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
              viewPath={paths.view(listing)}
              editPath={paths.edit(listing.id)}
              closeLabel={text.close}
              closeConfirm={text.closeConfirm(listing.title)}
              canExpire={canExpire}
              testId={testId}
            />
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={paths.list}
        nextPageUrl={page.nextCursor ? `${paths.list}?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
