import type { RentInput } from '@jaliya/contract';
import { formNumber, formText, formWhole } from '../../lib/form-values';

/** What the home form sent, shaped like `RentInput` but unchecked (the API validates it). */
export type RentDraft = { [K in keyof RentInput]?: unknown };

const text = formText;
const whole = formWhole;
const number = formNumber;

/** Reads the home form. */
export function rentDraftFromForm(form: FormData): RentDraft {
  const lat = text(form, 'location.lat').trim();
  const lng = text(form, 'location.lng').trim();
  return {
    location: lat || lng ? { lat: number(lat), lng: number(lng) } : null,
    intent: text(form, 'intent') || undefined,
    title: text(form, 'title'),
    description: text(form, 'description'),
    language: text(form, 'language') || undefined,
    cityId: whole(text(form, 'cityId')),
    accommodationType: text(form, 'accommodationType') || undefined,
    price: number(text(form, 'price')),
    areaSqft: number(text(form, 'areaSqft')),
    bedrooms: number(text(form, 'bedrooms')),
    bathrooms: number(text(form, 'bathrooms')),
    sharedBathroom: form.get('sharedBathroom') === 'true',
    gender: text(form, 'gender') || undefined,
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    isAnonymous: form.get('isAnonymous') === 'true',
    photoIds: form
      .getAll('photoIds')
      .map((value) => (typeof value === 'string' ? whole(value) : undefined))
      .filter((value): value is number => value !== undefined),
  };
}
