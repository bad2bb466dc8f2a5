import { createTranslator, type Language, type Translate } from '@jaliya/contract';
import ar from '@jaliya/contract/i18n/ar.json';
import en from '@jaliya/contract/i18n/en.json';

const translators: Record<Language, Translate> = {
  en: createTranslator(en, 'en'),
  ar: createTranslator(ar, 'ar'),
};

/** The translator for a language, built once at start-up. */
export function translatorFor(language: Language): Translate {
  return translators[language];
}

/** The full message catalogue of a language, for the web client. */
export function messagesFor(language: Language) {
  return language === 'ar' ? ar : en;
}
