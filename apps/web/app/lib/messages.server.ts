import type { Language, Messages } from '@jaliya/contract';
import ar from '@jaliya/contract/i18n/ar.json';
import en from '@jaliya/contract/i18n/en.json';

/** The catalogue of one language; only the one a page needs is sent to the browser. */
export function messagesFor(language: Language): Messages {
  return language === 'ar' ? ar : en;
}
