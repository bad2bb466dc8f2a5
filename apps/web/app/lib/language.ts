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

/** Switches the whole site to another language: saves it, then reloads so every part follows. */
export function switchLanguage(language: Language): void {
  saveLanguage(language);
  window.location.reload();
}
