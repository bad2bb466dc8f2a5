import type { Language } from '@jaliya/contract';

/** A row with `<field>_en` and `<field>_ar` text columns. */
export type Bilingual<Field extends string> = Record<`${Field}_en` | `${Field}_ar`, string>;

/** The text of a bilingual column pair in one language, such as `title_ar` for Arabic. */
export function localized<Field extends string>(
  row: Bilingual<Field>,
  field: Field,
  language: Language,
): string {
  return language === 'ar' ? row[`${field}_ar`] : row[`${field}_en`];
}

/** Sanitises the named rich-text column pairs of a row before it is stored. */
export function withSanitized<Row extends object, Field extends string>(
  row: Row,
  fields: readonly Field[],
  sanitize: (html: string) => string,
): Row {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of fields) {
    for (const suffix of ['_en', '_ar']) {
      const value = copy[`${field}${suffix}`];
      if (typeof value === 'string') copy[`${field}${suffix}`] = sanitize(value);
    }
  }
  return copy as Row;
}
