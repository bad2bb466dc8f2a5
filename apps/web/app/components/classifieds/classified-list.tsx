import type { KeysetPage } from '@jaliya/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { countActiveFilters } from '../../lib/list-filters';
import { FilterDisclosure } from '../filter-disclosure';
import { KeysetNav } from '../keyset-nav';
import { FilterActions } from './filter-fields';

/**
 * A classified kind's list: its filter controls in a plain GET form (they work without
 * JavaScript), behind a Filters button on a phone, how many posts match, the cards, and the next
 * keyset page.
 */
export function ClassifiedList<T extends { id: number }>({
  page,
  filters,
  listPath,
  headingId,
  resultsLabel,
  emptyLabel,
  controls,
  renderCard,
}: {
  page: KeysetPage<T>;
  /** The filters as they are in the address (the cursor among them). */
  filters: Record<string, string | undefined>;
  listPath: string;
  headingId: string;
  resultsLabel: string;
  emptyLabel: string;
  controls: ReactNode;
  /** The first card (index 0) is at the top of the list: it may load its photo first. */
  renderCard: (item: T, index: number) => ReactNode;
}) {
  const { t } = useI18n();
  const query = (extra: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, cursor: undefined, ...extra })) {
      if (value) search.set(name, value);
    }
    const text = search.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  return (
    <section aria-labelledby={headingId}>
      <FilterDisclosure
        // Its controls are uncontrolled: a new address starts them afresh, and closes the
        // disclosure on a phone, where the new results are what the visitor wants to see.
        key={JSON.stringify(filters)}
        activeCount={countActiveFilters(filters)}
        className="mb-4 lg:mb-6"
      >
        <Form
          method="get"
          action={listPath}
          className="mt-3 grid grid-cols-2 gap-3 rounded-2xl bg-gray-50 p-4 sm:gap-4 lg:mt-0 lg:grid-cols-4"
        >
          {controls}
          <FilterActions
            applyLabel={t('directory.apply')}
            clearLabel={t('classifieds.clearFilters')}
            clearTo={listPath}
          />
        </Form>
      </FilterDisclosure>
      {/* The list's heading (the count of results): its cards' titles are the level below. */}
      <h2 id={headingId} className="mb-4 text-sm font-normal text-gray-700" aria-live="polite">
        {resultsLabel}
      </h2>
      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{emptyLabel}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {page.items.map((item, index) => (
            <li key={item.id} className="flex">
              {renderCard(item, index)}
            </li>
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={query({})}
        nextPageUrl={page.nextCursor ? query({ cursor: page.nextCursor }) : null}
        isFirstPage={!filters.cursor}
        label={resultsLabel}
      />
    </section>
  );
}
