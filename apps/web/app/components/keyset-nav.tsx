import { Link } from './link';
import { useI18n } from '../lib/i18n';

/**
 * Moving through a keyset list: back to the first page (when not on it) and on to the next one
 * (when there is one). A keyset cursor only goes forward, so there is no page number to show.
 */
export function KeysetNav({
  firstPageUrl,
  nextPageUrl,
  isFirstPage,
  label,
}: {
  firstPageUrl: string;
  /** Null on the last page. */
  nextPageUrl: string | null;
  isFirstPage: boolean;
  label?: string;
}) {
  const { t } = useI18n();
  if (isFirstPage && !nextPageUrl) return null;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-8 flex flex-wrap justify-between gap-4">
      {isFirstPage ? (
        <span />
      ) : (
        <Link to={firstPageUrl} className="self-center font-semibold text-primary hover:underline">
          {t('directory.firstPage')}
        </Link>
      )}
      {nextPageUrl ? (
        <Link
          to={nextPageUrl}
          rel="next"
          className="rounded-lg border border-primary px-5 py-2 font-semibold text-primary hover:bg-primary hover:text-white"
        >
          {t('directory.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
