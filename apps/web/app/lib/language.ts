import type { Language } from '@jaliya/contract';

const ONE_YEAR_SECONDS = 31_536_000;

/** Saves the language in the `lang` cookie (read by the server) and `localStorage.lang`. */
export function saveLanguage(language: Language): void {
  document.cookie = `lang=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem('lang', language);
  } catch {
    // Storage can be unavailable (private mode, quotas); the cookie alone is enough.
  }
}

/** The current address without a `lang` query parameter, which would override the saved choice. */
export function addressWithoutLanguage(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('lang');
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** Switches the whole site to another language: saves it, then reloads so every part follows. */
export function switchLanguage(language: Language): void {
  saveLanguage(language);
  const target =
    addressWithoutLanguage(window.location.pathname, window.location.search) + window.location.hash;
  if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.location.reload();
  else window.location.assign(target);
}

const SYNC_MARK = 'lang-sync';

/**
 * Keeps the two stores agreeing. A returning visitor whose only record is `localStorage.lang`
 * (the server guessed from the browser) gets that language back with one reload; otherwise the
 * language the page was rendered in is saved. The session mark stops a loop without cookies.
 */
export function syncStoredLanguage(rendered: Language, isChosen: boolean): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    // Storage unavailable: the cookie alone decides.
  }
  if (
    !isChosen &&
    (stored === 'en' || stored === 'ar') &&
    stored !== rendered &&
    !sessionStorage.getItem(SYNC_MARK)
  ) {
    sessionStorage.setItem(SYNC_MARK, '1');
    saveLanguage(stored);
    window.location.reload();
    return;
  }
  saveLanguage(rendered);
}
