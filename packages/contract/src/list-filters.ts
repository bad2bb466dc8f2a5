/**
 * A list's filters declared once, without zod, so the browser bundle can read them: the API's
 * query schema is built from the same declaration (`listFilterQueryShape` in `classifieds.ts`),
 * and the web reads a page address and draws its filter form from it.
 */

/** One filter: a choice among fixed values, a record id, a tick box, or a day (`YYYY-MM-DD`). */
export type ListFilter =
  | { type: 'choice'; options: readonly [string, ...string[]]; description?: string }
  | { type: 'id' | 'flag' | 'date'; description?: string };

export type ListFilters = Readonly<Record<string, ListFilter>>;

/**
 * The filters' values as a page address keeps them: a choice's value, `1` for a ticked box, the
 * text of an id or a day; a filter not set is absent (no filter has a default other than "any").
 */
export type ListFilterValues<F extends ListFilters> = {
  -readonly [K in keyof F]?: F[K] extends { type: 'choice'; options: readonly (infer O)[] }
    ? O
    : F[K] extends { type: 'flag' }
      ? '1'
      : string;
};

/** The names of the filters of one type, in their declared order. */
export function filterNames<F extends ListFilters>(
  filters: F,
  type: ListFilter['type'],
): (keyof F & string)[] {
  return Object.entries(filters)
    .filter(([, filter]) => filter.type === type)
    .map(([name]) => name);
}
