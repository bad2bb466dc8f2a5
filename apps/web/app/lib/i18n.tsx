import type { Language } from '@jaliya/contract/languages';
import { createTranslator, type Messages, type Translate } from '@jaliya/contract/messages';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface I18n {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

const reported = new Set<string>();

/**
 * In the browser, a key the page's message files do not hold is shown as the key and reported
 * once: the server renders with the whole catalogue, so it is a message the page's code asks for
 * in a way `lib/message-files.node.ts` cannot read (the browser tests fail on the report).
 */
function reportingMisses(translate: Translate): Translate {
  const reporting: Translate = (key, values) => {
    const text = translate(key, values);
    if (text === key && !reported.has(key)) {
      reported.add(key);
      console.error(`Missing message "${key}": not in this page's message files (decision 003)`);
    }
    return text;
  };
  // Asking whether a key is there is not a miss.
  if (translate.has) reporting.has = translate.has;
  return reporting;
}

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
  const value = useMemo(() => {
    const t = createTranslator(messages, language);
    return { language, t: typeof document === 'undefined' ? t : reportingMisses(t) };
  }, [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator and language of the page. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside I18nProvider');
  return i18n;
}
