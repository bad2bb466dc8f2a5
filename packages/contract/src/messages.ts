import type en from './i18n/en.json';
import type { Language } from './languages';

/** The shape of a message catalogue; `en.json` is the reference every language must match. */
export type Messages = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted message key, such as `nav.home`. */
export type MessageKey = Leaves<Messages>;

export type MessageValues = Record<string, string | number>;

/** A function that turns a message key and its values into text. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Looks a dotted key up in a catalogue; undefined when any part is missing. */
function lookUp(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Creates a translator over one catalogue. `{name}` placeholders are replaced by values, numbers
 * formatted for the language; a missing key returns the key itself so the gap is visible.
 */
export function createTranslator(messages: Messages, language: Language): Translate {
  const numberFormat = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
  return (key, values) => {
    const template = lookUp(messages, key) ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  };
}

/** Lists the dotted keys of a catalogue, for completeness checks. */
export function listMessageKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? listMessageKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
