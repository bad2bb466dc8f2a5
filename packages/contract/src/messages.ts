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
 * Chooses the plural form of each `{count, plural, one {# post} other {# posts}}` block (the ICU
 * syntax, without nesting) by the language's rules: Arabic has six forms (zero, one, two, few,
 * many, other), English two. `=N` picks an exact number first; `#` is the number, formatted.
 */
function choosePlurals(
  template: string,
  values: MessageValues,
  rules: Intl.PluralRules,
  numberFormat: Intl.NumberFormat,
): string {
  return template.replace(
    /\{(\w+),\s*plural\s*,((?:\s*=?\w+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g,
    (_block, name: string, body: string) => {
      const value = values[name];
      const count =
        typeof value === 'number' ? value : value === undefined || value === '' ? NaN : Number(value);
      const forms = new Map<string, string>();
      for (const [, form, text] of body.matchAll(/\s*(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g))
        forms.set(form as string, text as string);
      // Without a number to go by, the general form, with the number left out.
      if (!Number.isFinite(count)) return (forms.get('other') ?? '').replaceAll('#', '').trim();
      const chosen = forms.get(`=${count}`) ?? forms.get(rules.select(count)) ?? forms.get('other') ?? '';
      return chosen.replaceAll('#', numberFormat.format(count));
    },
  );
}

/**
 * Creates a translator over one catalogue. `{name}` placeholders are replaced by values, numbers
 * formatted for the language, and plural blocks take the language's form for the number; a
 * missing key returns the key itself so the gap is visible.
 */
export function createTranslator(messages: Messages, language: Language): Translate {
  const numberFormat = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
  const pluralRules = new Intl.PluralRules(language === 'ar' ? 'ar' : 'en-US');
  return (key, values) => {
    const found = lookUp(messages, key) ?? key;
    if (!values) return found;
    const template = /,\s*plural\s*,/.test(found)
      ? choosePlurals(found, values, pluralRules, numberFormat)
      : found;
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
