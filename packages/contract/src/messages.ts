import type en from './i18n/en.json';
import type { Language } from './languages';
import { formatWholeNumber, isPlainWholeNumber, wholeNumberPlural } from './whole-numbers';

/** The shape of a message catalogue; `en.json` is the reference every language must match. */
export type Messages = typeof en;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted message key, such as `nav.home`. */
export type MessageKey = Leaves<Messages>;

export type MessageValues = Record<string, string | number>;

/**
 * A function that turns a message key and its values into text (a missing key gives the key back).
 * Translators made by `createTranslator` also say whether the catalogue holds a key, for code that
 * looks up keys it builds (a field's label, a status's name) and has its own fallback.
 */
export type Translate = ((key: MessageKey, values?: MessageValues) => string) & {
  has?: (key: string) => boolean;
};

/** Looks a dotted key up in a catalogue; undefined when any part is missing. */
function lookUp(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A plural block of a template: the value it counts and its text for each form. */
interface PluralBlock {
  name: string;
  forms: Map<string, string>;
}

const PLURAL_BLOCK = /\{(\w+),\s*plural\s*,((?:\s*=?\w+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const PLURAL_FORM = /\s*(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/** A template cut into its plain text and its `{count, plural, ...}` blocks (ICU, no nesting). */
function parsePlurals(template: string): (string | PluralBlock)[] {
  const parts: (string | PluralBlock)[] = [];
  let copiedTo = 0;
  for (const { 0: whole, 1: name = '', 2: body = '', index } of template.matchAll(PLURAL_BLOCK)) {
    const forms = new Map<string, string>();
    for (const { 1: form = '', 2: text = '' } of body.matchAll(PLURAL_FORM)) forms.set(form, text);
    parts.push(template.slice(copiedTo, index), { name, forms });
    copiedTo = index + whole.length;
  }
  parts.push(template.slice(copiedTo));
  return parts;
}

/**
 * Chooses the plural form of each block by the language's rules: Arabic has six forms (zero, one,
 * two, few, many, other), English two. `=N` picks an exact number first; `#` is the number,
 * formatted.
 */
function choosePlurals(
  parts: readonly (string | PluralBlock)[],
  values: MessageValues,
  numbers: NumberRules,
): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const { forms } = part;
    const value = values[part.name];
    const count =
      typeof value === 'number' ? value : value === undefined || value === '' ? NaN : Number(value);
    // Without a number to go by, the general form, with the number left out.
    if (!Number.isFinite(count)) text += (forms.get('other') ?? '').replaceAll('#', '').trim();
    else {
      const chosen = forms.get(`=${count}`) ?? forms.get(numbers.plural(count)) ?? forms.get('other') ?? '';
      text += chosen.replaceAll('#', numbers.format(count));
    }
  }
  return text;
}

/** How a language writes numbers and picks a plural form. */
interface NumberRules {
  format(value: number): string;
  plural(value: number): Intl.LDMLPluralRule;
}

/**
 * A language's number rules. Whole numbers are written and counted without `Intl`
 * (`whole-numbers.ts`: a page's first `Intl` object loads the browser's locale data, 15-40 ms on
 * a fast machine and four times that on a phone, in the middle of hydration); `Intl` is made for
 * the first other number.
 */
function numberRulesFor(language: Language): NumberRules {
  let numberFormat: Intl.NumberFormat | undefined;
  let pluralRules: Intl.PluralRules | undefined;
  return {
    format: (value) =>
      isPlainWholeNumber(value)
        ? formatWholeNumber(value, language)
        : (numberFormat ??= new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US')).format(value),
    plural: (value) =>
      isPlainWholeNumber(value)
        ? wholeNumberPlural(value, language)
        : (pluralRules ??= new Intl.PluralRules(language === 'ar' ? 'ar' : 'en-US')).select(value),
  };
}

/** One translator per catalogue and language: pages render many times with the same ones. */
const translators = new WeakMap<Messages, Map<Language, Translate>>();

/**
 * The translator over one catalogue. `{name}` placeholders are replaced by values, numbers
 * formatted for the language, and plural blocks take the language's form for the number; a
 * missing key returns the key itself so the gap is visible. Each translator is made once and
 * remembers what it looked up and parsed (a page asks for hundreds of messages).
 */
export function createTranslator(messages: Messages, language: Language): Translate {
  let byLanguage = translators.get(messages);
  if (!byLanguage) translators.set(messages, (byLanguage = new Map()));
  let translate = byLanguage.get(language);
  if (!translate) byLanguage.set(language, (translate = makeTranslator(messages, language)));
  return translate;
}

function makeTranslator(messages: Messages, language: Language): Translate {
  const numbers = numberRulesFor(language);
  const found = new Map<string, string>();
  const plurals = new Map<string, (string | PluralBlock)[] | null>();
  const translate: Translate = (key, values) => {
    let template = found.get(key);
    if (template === undefined) found.set(key, (template = lookUp(messages, key) ?? key));
    if (!values) return template;
    let parts = plurals.get(template);
    if (parts === undefined)
      plurals.set(template, (parts = /,\s*plural\s*,/.test(template) ? parsePlurals(template) : null));
    const text = parts ? choosePlurals(parts, values, numbers) : template;
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
  translate.has = (key) => lookUp(messages, key) !== undefined;
  return translate;
}

/** Lists the dotted keys of a catalogue, for completeness checks. */
export function listMessageKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? listMessageKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
