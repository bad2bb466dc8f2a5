import type { Language } from '@jaliya/contract/languages';
import { createTranslator, type Messages, type Translate } from '@jaliya/contract/messages';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface I18n {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** Makes the current language's messages available to every component below. */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: createTranslator(messages, language) }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator and language of the page. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside I18nProvider');
  return i18n;
}
