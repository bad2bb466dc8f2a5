import type { KeysetPage, SavedItemType } from '@jaliya/contract';
import type { ReactNode } from 'react';
import { Link } from '../link';
import { useI18n } from '../../lib/i18n';
import { EmptyState } from '../empty-state';
import { KeysetNav } from '../keyset-nav';
import { SaveToggle } from '../save-toggle';

/** The published posts of one kind the user saved (`/saved-job`, ...); unsaving one removes it. */
export function SavedPostsPage<T extends { id: number; title: string }>({
  data: { page, isFirstPage },
  type,
  text,
  paths,
  renderCard,
  saveTextOf,
}: {
  data: { page: KeysetPage<T>; isFirstPage: boolean };
  type: SavedItemType;
  text: { title: string; intro: string; browse: string };
  paths: { list: string; browse: string };
  renderCard: (item: T) => ReactNode;
  /** The kind's words for saving an item ("Interested" for an event). */
  saveTextOf?: (item: T) => Parameters<typeof SaveToggle>[0]['text'];
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="saved-posts-title">
      <title>{`${text.title} | ${t('app.name')}`}</title>
      <h1 id="saved-posts-title" className="text-2xl font-bold">
        {text.title}
      </h1>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <EmptyState>
            <Link
              to={paths.browse}
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {text.browse}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {page.items.map((item) => (
              <li key={item.id} className="flex items-start gap-3">
                {renderCard(item)}
                <SaveToggle
                  type={type}
                  id={item.id}
                  title={item.title}
                  isSaved
                  isSignedIn
                  isCompact
                  {...(saveTextOf ? { text: saveTextOf(item) } : {})}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <KeysetNav
        firstPageUrl={paths.list}
        nextPageUrl={page.nextCursor ? `${paths.list}?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}
