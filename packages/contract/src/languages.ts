/** The languages Jaliya speaks; the first is the default. */
export const LANGUAGES = ['en', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Text direction of a language: Arabic is right-to-left. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Whether a value is one of the supported language codes. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/**
 * Picks the language from a browser language list such as an `Accept-Language` header or
 * `navigator.language`: Arabic when the first preference starts with `ar`, otherwise English.
 */
export function languageFromBrowser(preference: string | null | undefined): Language {
  const first = (preference ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

/**
 * The address of a page in one language: English at the plain address (which is also the
 * `x-default`), Arabic with `lang=ar` (decision 011: SPEC's `/ar` prefix redirects stay).
 */
export function addressInLanguage(url: string, language: Language): string {
  if (language === 'en') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}
