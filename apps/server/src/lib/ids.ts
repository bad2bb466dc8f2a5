/** A positive integer id from a path segment, or undefined when it is not one. */
export function parseId(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
