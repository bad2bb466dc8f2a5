/**
 * A CSV file as spreadsheets open it: UTF-8 with a byte-order mark (so Excel reads Arabic), CRLF
 * lines, every cell quoted. A cell that starts like a formula (= + - @, a tab or a return) gets
 * a leading apostrophe, so a submitted value can never run as a formula in the admin's
 * spreadsheet.
 */
export function csvResponse(filename: string, rows: readonly (readonly string[])[]): Response {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  const text = `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** Reads every page of a keyset list (up to `max` items), for an export. */
export async function allPages<T>(
  readPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  max: number,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < max);
  return items.slice(0, max);
}
