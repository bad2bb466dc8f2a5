import type { Language, MessageKey, ReviewField } from '@jaliya/contract';
import { kindNamed } from '@jaliya/contract/kinds';
import { translatorFor } from '../../lib/i18n';
import { type NamedTable, serverKind } from '../../kinds';
import type { ReviewVersions } from '../listings/listings.service';

/** Form values shown as photos, not as text. */
const PHOTO_FIELDS = new Set(['logoId', 'coverId', 'mainPhotoIds', 'galleryPhotoIds', 'photoIds']);

/** Form values that are ids of a named thing, and where its names are. */
const NAMED: Record<string, NamedTable> = {
  cityId: 'cities',
  mainCategoryId: 'categories',
  categoryId: 'categories',
  subcategoryIds: 'categories',
};

/** The shared named fields and the kind's own (`ServerKind.reviewNamed`: a product's model and colour). */
function namedFields(kind: string): Record<string, NamedTable> {
  return { ...NAMED, ...serverKind(kind)?.reviewNamed };
}

/**
 * Form values that are one of a fixed set of choices, and where the site keeps their labels: the
 * moderator reads "Part time", as the public will, not `part_time`. The shared ones are here; a
 * kind's own are in its contract declaration (`reviewFields.choices`).
 */
const CHOICES: Record<string, string> = {
  language: 'console.languages',
};

type Names = Map<string, string>;

/** Reads the names of some rows of a named table (`ModerationRepository.namesIn`). */
export type NamesIn = (
  table: NamedTable,
  ids: readonly number[],
) => Promise<{ id: number; name_en: string; name_ar: string }[]>;

/** The names (in a language) of every city, category, model and colour the versions point at. */
async function namesOf(
  namesIn: NamesIn,
  named: Record<string, NamedTable>,
  versions: ReviewVersions,
  language: Language,
): Promise<Names> {
  const wanted = new Map<NamedTable, Set<number>>();
  for (const version of [versions.proposed, versions.published]) {
    for (const [key, table] of Object.entries(named)) {
      const value = version?.input[key];
      const ids = (Array.isArray(value) ? value : [value]).filter(
        (id): id is number => typeof id === 'number' && id > 0,
      );
      const set = wanted.get(table) ?? new Set<number>();
      for (const id of ids) set.add(id);
      wanted.set(table, set);
    }
  }
  const names: Names = new Map();
  for (const [table, ids] of wanted) {
    if (ids.size === 0) continue;
    const rows = await namesIn(table, [...ids]);
    for (const row of rows) names.set(`${table}:${row.id}`, language === 'ar' ? row.name_ar : row.name_en);
  }
  return names;
}

/** A choice's label in the language, or the value itself when the catalogue has none. */
function choiceLabel(kind: string, key: string, value: string, language: Language): string {
  const prefix = kindNamed(kind)?.reviewFields.choices[key] ?? CHOICES[key];
  if (!prefix) return value;
  const messageKey = `${prefix}.${value}` as MessageKey;
  const label = translatorFor(language)(messageKey);
  return label === messageKey ? value : label;
}

function format(kind: string, key: string, value: unknown, names: Names, language: Language): string {
  const t = translatorFor(language);
  const table = namedFields(kind)[key];
  if (table && (typeof value === 'number' || Array.isArray(value))) {
    const ids = Array.isArray(value) ? value : [value];
    return ids
      .map((id) => names.get(`${table}:${String(id)}`) ?? `#${String(id)}`)
      .join(language === 'ar' ? '، ' : ', ');
  }
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'console.yes' : 'console.no');
  if (typeof value === 'string') return choiceLabel(kind, key, value, language);
  if (typeof value === 'number') return String(value);
  if (key === 'location' && typeof value === 'object') {
    const { lat, lng } = value as { lat: number; lng: number };
    return `${lat}, ${lng}`;
  }
  if (Array.isArray(value)) return value.map((item) => format(kind, '', item, names, language)).join(', ');
  return JSON.stringify(value);
}

/** Labels of the fields every kind shares; a kind's own are in its contract declaration (`reviewFields.labels`). */
const LABELS: Record<string, MessageKey> = {
  name: 'console.field.name',
  title: 'console.field.title',
  intent: 'console.field.intent',
  description: 'console.field.description',
  mainCategoryId: 'console.field.mainCategory',
  categoryId: 'console.field.category',
  cityId: 'console.field.city',
  email: 'console.field.email',
  phone: 'console.field.phone',
  location: 'console.field.location',
  language: 'console.field.language',
  isAnonymous: 'console.field.isAnonymous',
  price: 'console.field.price',
};

/**
 * A post's form values as a moderator reads them: each field named in their language, ids shown
 * as the names they stand for, and for an edit the published value beside each changed one.
 */
export async function reviewFields(
  namesIn: NamesIn,
  kind: string,
  versions: ReviewVersions,
  language: Language,
): Promise<ReviewField[]> {
  const t = translatorFor(language);
  const names = await namesOf(namesIn, namedFields(kind), versions, language);
  const { proposed, published } = versions;
  const keys = [...new Set([...Object.keys(proposed.input), ...Object.keys(published?.input ?? {})])].filter(
    (key) => !PHOTO_FIELDS.has(key),
  );
  return keys.map((key) => {
    const value = format(kind, key, proposed.input[key], names, language);
    const before = published ? format(kind, key, published.input[key], names, language) : null;
    const own = kindNamed(kind)?.reviewFields.labels[key];
    const label = own ? (`console.field.${own}` as const) : LABELS[key];
    return {
      key,
      label: label ? t(label) : key,
      value,
      previous: before !== null && before !== value ? before : null,
    };
  });
}
