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

/**
 * The current page in a language, through the server's `/en` or `/ar` address, which saves the
 * language in the cookie of its redirect. A cookie written by script just before a navigation can
 * miss that navigation's request (Chromium hands the two to its network service separately; a
 * browser test saw it under load), so the page must not depend on it.
 */
export function languageAddress(
  language: Language,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
) {
  return `/${language}${addressWithoutLanguage(location.pathname, location.search)}${location.hash}`;
}

/** Switches the whole site to another language: saves it, then loads the page again in it. */
export function switchLanguage(language: Language): void {
  saveLanguage(language);
  const { pathname, search } = window.location;
  const isSameAddress = addressWithoutLanguage(pathname, search) === `${pathname}${search}`;
  // The same address is loaded again in place, as a reload would; a `?lang=` one is left behind.
  if (isSameAddress) window.location.replace(languageAddress(language, window.location));
  else window.location.assign(languageAddress(language, window.location));
}

const SYNC_MARK = 'lang-sync';

/**
 * Keeps the two stores agreeing. A returning visitor whose only record is `localStorage.lang`
 * (the server guessed from the browser) gets that language back with one more load; otherwise the
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
    window.location.replace(languageAddress(stored, window.location));
    return;
  }
  saveLanguage(rendered);
}
