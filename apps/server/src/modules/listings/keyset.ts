import type { SelectQueryBuilder } from 'kysely';

/**
 * Keyset page cursors: the sort value and id of the last item shown, as opaque base64url text.
 * A cursor that does not decode to that shape is refused (validation), never trusted.
 */
export type CursorValue = string | number | null;

export function encodeCursor(value: CursorValue, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { value: CursorValue; id: number } | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [value, id] = parsed as unknown[];
    const isValue =
      value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!isValue || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return undefined;
    if (typeof value === 'string' && value.length > 120) return undefined;
    return { value: value as CursorValue, id };
  } catch {
    return undefined;
  }
}

/**
 * One keyset page of any list: counts the whole list, fetches one row more than the page to
 * know whether another follows, and makes the next cursor from the last row shown.
 */
export async function keysetPage<Row, Item>(options: {
  cursor: string | undefined;
  limit: number;
  count: () => Promise<number>;
  /** The rows after the cursor's position (none: from the start), in the list's order. */
  fetch: (after: { value: CursorValue; id: number } | undefined, limit: number) => Promise<Row[]>;
  cursorOf: (row: Row) => [CursorValue, number];
  map: (rows: Row[]) => Item[] | Promise<Item[]>;
}): Promise<{ items: Item[]; nextCursor: string | null; total: number }> {
  const [total, rows] = await Promise.all([
    options.count(),
    options.fetch(decodeCursor(options.cursor), options.limit + 1),
  ]);
  const shown = rows.slice(0, options.limit);
  const last = shown.at(-1);
  return {
    items: await options.map(shown),
    nextCursor:
      rows.length > options.limit && last !== undefined ? encodeCursor(...options.cursorOf(last)) : null,
    total,
  };
}

/** How many rows a list query matches, whatever it selects. */
export async function countRows<DB, T extends keyof DB & string, O>(
  select: SelectQueryBuilder<DB, T, O>,
): Promise<number> {
  const row = (await select
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()) as { count: number | string };
  return Number(row.count);
}

/**
 * The count, rows and cursor of a list shown newest first by its `id` column (most of the
 * console's lists and a person's own posts), for `keysetPage`.
 */
export function newestFirstById<DB, T extends keyof DB & string, O extends { id: number }>(
  select: SelectQueryBuilder<DB, T, O>,
) {
  // `id` is a column of every table these lists read; Kysely cannot know that of a generic table.
  const id = 'id' as never;
  return {
    count: () => countRows(select),
    fetch: (after: { id: number } | undefined, limit: number): Promise<O[]> =>
      (after ? select.where(id, '<', after.id as never) : select).orderBy(id, 'desc').limit(limit).execute(),
    cursorOf: (row: O): [CursorValue, number] => [null, row.id],
  };
}
