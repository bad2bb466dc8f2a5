import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { StatusMessage } from '../status-message';

/**
 * The frame of an owner's edit page for any kind of post: the page title and heading, the post's
 * own title, and a note when an earlier edit still waits for review; the kind's form goes inside.
 */
export function EditPostSection({
  id,
  heading,
  listing,
  children,
}: {
  /** The heading's id stem (`edit-job` gives `edit-job-title`). */
  id: string;
  heading: string;
  listing: { title: string; hasPendingChanges: boolean };
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-title`}>
      <title>{`${heading} | ${t('app.name')}`}</title>
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {heading}
      </h1>
      <p className="mt-1 mb-6 text-slate-700" dir="auto">
        {listing.title}
      </p>
      {listing.hasPendingChanges ? (
        <div className="mb-6">
          <StatusMessage tone="success">{t('directory.status.changesPending')}</StatusMessage>
        </div>
      ) : null}
      {children}
    </section>
  );
}
