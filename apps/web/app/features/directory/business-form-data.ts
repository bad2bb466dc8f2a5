import type { BusinessInput, SocialMediaType, TimeRange } from '@jaliya/contract';
import { SOCIAL_MEDIA_TYPES } from '@jaliya/contract/limits';
import { WEEKDAYS, type Weekday } from '@jaliya/contract/opening-hours-time';

/** Time ranges a weekday row of the form offers (two covers a prayer or lunch break). */
export const RANGES_PER_DAY = 2;
/** Blank special-date rows offered under the ones already set. */
export const BLANK_SPECIAL_ROWS = 2;

/**
 * What the business form sent, shaped like `BusinessInput` but unchecked: the API validates it
 * and answers field by field, and a page rendered again without JavaScript shows it back.
 */
export type BusinessDraft = {
  [K in keyof BusinessInput]?: K extends 'hours' ? DraftHours : unknown;
};

export interface DraftHours {
  alwaysOpen: boolean;
  weekly: Record<Weekday, TimeRange[]>;
  special: { date: string; ranges: TimeRange[] }[];
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A whole number typed or chosen, or undefined (so the API says the field is required). */
const id = (value: string): number | undefined => (/^\d{1,10}$/.test(value) ? Number(value) : undefined);

const ids = (form: FormData, name: string): number[] =>
  form
    .getAll(name)
    .map((value) => (typeof value === 'string' ? id(value) : undefined))
    .filter((value): value is number => value !== undefined);

/** A range row: both times blank means no range; one of them blank is sent, for the API to refuse. */
function rangeOf(form: FormData, prefix: string): TimeRange | undefined {
  const opens = text(form, `${prefix}.opens`).trim();
  const closes = text(form, `${prefix}.closes`).trim();
  return opens || closes ? { opens, closes } : undefined;
}

function hoursOf(form: FormData): DraftHours {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      Array.from({ length: RANGES_PER_DAY }, (_, index) =>
        rangeOf(form, `hours.weekly.${day}.${index}`),
      ).filter((range): range is TimeRange => range !== undefined),
    ]),
  ) as Record<Weekday, TimeRange[]>;
  const special: DraftHours['special'] = [];
  for (let index = 0; form.has(`hours.special.${index}.date`); index += 1) {
    const date = text(form, `hours.special.${index}.date`).trim();
    if (!date) continue;
    const range = rangeOf(form, `hours.special.${index}.ranges.0`);
    const isClosed = form.has(`hours.special.${index}.closed`);
    special.push({ date, ranges: isClosed || !range ? [] : [range] });
  }
  return { alwaysOpen: form.has('hours.alwaysOpen'), weekly, special };
}

/**
 * Reads the business form into the API's shape. Blank optional fields are left out or null;
 * blank required ones are left out so the API names them. Field names match the API's error
 * paths (`hours.weekly.monday.0.closes`), so each error lands beside its control.
 */
export function businessDraftFromForm(form: FormData): BusinessDraft {
  const social: Partial<Record<SocialMediaType, string>> = {};
  for (const type of SOCIAL_MEDIA_TYPES) {
    const url = text(form, `social.${type}`).trim();
    if (url) social[type] = url;
  }
  const lat = text(form, 'location.lat').trim();
  const lng = text(form, 'location.lng').trim();
  const website = text(form, 'website').trim();
  const language = text(form, 'language');
  return {
    name: text(form, 'name'),
    mainCategoryId: id(text(form, 'mainCategoryId')),
    subcategoryIds: ids(form, 'subcategoryIds'),
    description: text(form, 'description'),
    services: form
      .getAll('services')
      .map((value) => (typeof value === 'string' ? value.trim() : ''))
      .filter(Boolean),
    street: text(form, 'street'),
    cityId: id(text(form, 'cityId')),
    state: text(form, 'state'),
    postalCode: text(form, 'postalCode'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    website: website || null,
    social,
    // A blank half is left out, so the API refuses the pair rather than reading it as 0.
    location: lat || lng ? { lat: lat || undefined, lng: lng || undefined } : null,
    hours: hoursOf(form),
    ...(language === 'en' || language === 'ar' ? { language } : {}),
    logoId: ids(form, 'logoId')[0],
    coverId: ids(form, 'coverId')[0],
    mainPhotoIds: ids(form, 'mainPhotoIds'),
    galleryPhotoIds: ids(form, 'galleryPhotoIds'),
  };
}
