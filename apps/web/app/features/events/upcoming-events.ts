import type { EventCard, KeysetPage } from '@jaliya/contract';

/** How many upcoming events the home page shows. */
export const UPCOMING_ON_HOME = 4;

/**
 * In the browser (the home page after a client-side navigation): the soonest upcoming events, or
 * none when they cannot be read, so the home page shows the rest without them.
 */
export async function fetchUpcomingEvents(apiBase: string, limit = UPCOMING_ON_HOME): Promise<EventCard[]> {
  try {
    const response = await fetch(`${apiBase}/events?limit=${limit}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return [];
    return ((await response.json()) as { data: KeysetPage<EventCard> }).data.items;
  } catch {
    return [];
  }
}
