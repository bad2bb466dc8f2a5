import type { EventInput } from '@jaliya/contract';
import { formNumber, formText, formWhole } from '../../lib/form-values';

/** What the event form sent, shaped like `EventInput` but unchecked (the API validates it). */
export type EventDraft = { [K in keyof EventInput]?: unknown };

const text = formText;

/** Reads the event form; blank optional fields go as null, so the API reads them as not given. */
export function eventDraftFromForm(form: FormData): EventDraft {
  const lat = text(form, 'location.lat').trim();
  const lng = text(form, 'location.lng').trim();
  const allDay = form.get('allDay') === 'true';
  const priceType = text(form, 'priceType') || undefined;
  const optional = (name: string) => text(form, name).trim() || null;
  // The fields of the other way to attend, hidden once it was chosen, are not sent.
  const attendance = text(form, 'attendance') || undefined;
  const atVenue = attendance !== 'online';
  const isOnline = attendance !== 'in_person';
  return {
    title: text(form, 'title'),
    description: text(form, 'description'),
    language: text(form, 'language') || undefined,
    cityId: formWhole(text(form, 'cityId')),
    categoryId: formWhole(text(form, 'categoryId')),
    allDay,
    startDate: text(form, 'startDate'),
    // Whole days have no times: those typed before the box was ticked are not sent.
    startTime: allDay ? null : optional('startTime'),
    endDate: text(form, 'endDate'),
    endTime: allDay ? null : optional('endTime'),
    attendance,
    venueName: atVenue ? optional('venueName') : null,
    address: atVenue ? optional('address') : null,
    onlineUrl: isOnline ? optional('onlineUrl') : null,
    location: atVenue && (lat || lng) ? { lat: formNumber(lat), lng: formNumber(lng) } : null,
    organizerName: optional('organizerName'),
    organizerBusinessId: formWhole(text(form, 'organizerBusinessId')) ?? null,
    priceType,
    price: priceType === 'free' ? null : (formNumber(text(form, 'price')) ?? null),
    spokenLanguage: text(form, 'spokenLanguage') || undefined,
    registrationUrl: optional('registrationUrl'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    isAnonymous: form.get('isAnonymous') === 'true',
    photoIds: form
      .getAll('photoIds')
      .map((value) => (typeof value === 'string' ? formWhole(value) : undefined))
      .filter((value): value is number => value !== undefined),
  };
}
