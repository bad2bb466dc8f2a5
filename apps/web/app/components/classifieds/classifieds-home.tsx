import type { ReactNode } from 'react';
import { Link } from '../link';
import { PageMeta } from '../page-meta';
import { IntentTiles } from './intent-tiles';

/**
 * The front page of a classified kind (`/jobs`, `/rents`): its title with ways to post, the
 * "looking for" choice with counts, and the newest posts.
 */
export function ClassifiedsHome<T extends { id: number }>({
  text,
  postLinks,
  counts,
  listPath,
  intentLabels,
  newest,
  renderCard,
  canonicalUrl,
  header,
  children,
}: {
  text: { title: string; intro: string; newest: string; browse: string; empty: string; siteName: string };
  /** The first is the main one. */
  postLinks: { to: string; label: string }[];
  counts: readonly { intent: string; count: number }[];
  listPath: string;
  intentLabels: Parameters<typeof IntentTiles>[0]['labels'];
  newest: readonly T[];
  renderCard: (item: T) => ReactNode;
  canonicalUrl: string;
  /** The page's header band (the editorial feature's), around the ways to post. */
  header: (postLinks: ReactNode) => ReactNode;
  /** What the kind shows between the choice and the newest posts (the marketplace's categories). */
  children?: ReactNode;
}) {
  return (
    <>
      <PageMeta
        title={`${text.title} | ${text.siteName}`}
        description={text.intro}
        canonicalUrl={canonicalUrl}
      />
      {header(
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {postLinks.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={
                index === 0
                  ? 'min-h-11 rounded-full bg-secondary px-6 py-2.5 font-semibold text-slate-900 hover:bg-secondary/90'
                  : 'min-h-11 rounded-full bg-white/15 px-6 py-2.5 font-semibold text-white ring-1 ring-white/60 hover:bg-white/25'
              }
            >
              {link.label}
            </Link>
          ))}
        </div>,
      )}
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <IntentTiles counts={counts} listPath={listPath} labels={intentLabels} />
        {children}
        <section aria-labelledby="newest-posts">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="newest-posts" className="text-2xl font-bold text-gray-900">
              {text.newest}
            </h2>
            <Link to={listPath} className="font-semibold text-primary hover:underline">
              {text.browse}
            </Link>
          </div>
          {newest.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{text.empty}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {newest.map((item) => (
                <li key={item.id} className="flex">
                  {renderCard(item)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
