import type { ListingKind, ListingStatus, MessageKey, Role } from '@jaliya/contract';

/** The kinds of post (the registry of kinds, zod-free) and the roles, as values (the contract's root would pull zod into the page). */
export { LISTING_KINDS as CONSOLE_KINDS, LISTING_KIND_PATTERN } from '@jaliya/contract/kinds';
export const CONSOLE_ROLES = ['user', 'moderator', 'admin'] as const satisfies readonly Role[];

/** A kind's name and a status's name, in the console's words (shared with the rest of the site). */
export const kindLabel = (kind: ListingKind): MessageKey => `search.kind.${kind}`;
export const statusLabel = (status: ListingStatus): MessageKey => `directory.status.${status}`;

/** Reads `id:version` pairs that the queue's checkboxes send. */
export function selectedItems(form: FormData, name: string): Array<{ id: number; version: string }> {
  return form.getAll(name).flatMap((value) => {
    const match = /^(\d{1,10}):([A-Za-z0-9_-]{1,200})$/.exec(String(value));
    return match ? [{ id: Number(match[1]), version: match[2] as string }] : [];
  });
}

/** A console filter read from the address: kept only when it looks like what the API takes. */
export function filterOf(url: URL, name: string, pattern: RegExp): string | undefined {
  const value = url.searchParams.get(name) ?? '';
  return pattern.test(value) ? value : undefined;
}
