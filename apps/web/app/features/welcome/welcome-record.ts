/** What a visitor did with the pop-up for one link, kept in localStorage. */
export interface WelcomeRecord {
  action: 'closed' | 'watched';
  timestamp: number;
  url: string;
}

export const WELCOME_STORAGE_KEY = 'welcomeScreen';

/** Whether the visitor has already closed or watched the pop-up for this link. */
export function hasSeen(link: string): boolean {
  try {
    const records = JSON.parse(localStorage.getItem(WELCOME_STORAGE_KEY) ?? '[]') as WelcomeRecord[];
    return Array.isArray(records) && records.some((record) => record.url === link);
  } catch {
    return false;
  }
}

/** Remembers what the visitor did with the pop-up for this link. */
export function remember(action: WelcomeRecord['action'], link: string): void {
  try {
    const stored = JSON.parse(localStorage.getItem(WELCOME_STORAGE_KEY) ?? '[]') as unknown;
    const records = (Array.isArray(stored) ? stored : []) as WelcomeRecord[];
    const others = records.filter((record) => record.url !== link);
    localStorage.setItem(
      WELCOME_STORAGE_KEY,
      JSON.stringify([...others, { action, timestamp: Date.now(), url: link }]),
    );
  } catch {
    // Storage unavailable: the pop-up may show again next time, which is harmless.
  }
}
