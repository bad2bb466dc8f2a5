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
