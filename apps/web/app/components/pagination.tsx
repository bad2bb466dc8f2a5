import { Link } from './link';
import { formatNumber } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { ChevronEndIcon, ChevronStartIcon } from './icons';

/** The page numbers to show: first, last, and the current page with its neighbours. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  return pages.flatMap((candidate, index) => {
    const previous = pages[index - 1];
    return previous !== undefined && candidate - previous > 1 ? (['gap', candidate] as const) : [candidate];
  });
}

/** Numbered page links (`?page=N`) with previous and next; nothing when there is one page. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  const { t, language } = useI18n();
  if (pageCount <= 1) return null;
  const linkClassName =
    'flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-medium ring-1 ring-slate-200 hover:bg-slate-100';
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={linkClassName}>
              <ChevronStartIcon className="size-4" />
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((candidate, index) =>
          candidate === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={candidate}>
              <Link
                to={hrefOf(candidate)}
                aria-current={candidate === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: candidate })}
                className={`${linkClassName} aria-[current=page]:bg-primary aria-[current=page]:text-white aria-[current=page]:ring-primary`}
              >
                {formatNumber(candidate, language)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={linkClassName}>
              {t('pagination.next')}
              <ChevronEndIcon className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
