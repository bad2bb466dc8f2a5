import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { ChevronDownIcon, FilterIcon } from './icons';

/**
 * A list's filter form behind a Filters button on narrow screens, so the results come first on a
 * phone; the button names how many filters are on ("Filters (2)"). It is a `<details>`: it opens
 * and its form submits without JavaScript, and the browser tells screen readers whether it is
 * open. On wide screens the button is hidden and the form always shown (app.css,
 * `.filter-disclosure`).
 */
export function FilterDisclosure({
  activeCount,
  children,
  className = '',
}: {
  /** Filters set away from their defaults (`countActiveFilters`). */
  activeCount: number;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <details className={`filter-disclosure group ${className}`} data-testid="list-filters">
      <summary
        data-testid="list-filters-toggle"
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full bg-white px-4 font-semibold text-slate-900 ring-1 ring-slate-300 select-none hover:bg-slate-100 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <FilterIcon className="size-5" />
        {activeCount > 0 ? t('common.filtersOn', { count: activeCount }) : t('common.filters')}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
