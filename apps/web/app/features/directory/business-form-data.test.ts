import { describe, expect, it } from 'vitest';
import { businessDraftFromForm } from './business-form-data';

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe('businessDraftFromForm', () => {
  it('reads every field into the API shape, in the order the photos were arranged', () => {
    const draft = businessDraftFromForm(
      formOf([
        ['name', 'Cedar Clinic'],
        ['mainCategoryId', '3'],
        ['subcategoryIds', '7'],
        ['subcategoryIds', '9'],
        ['description', 'Family doctors.'],
        ['services', 'Check-ups'],
        ['services', ''],
        ['services', ' Vaccines '],
        ['cityId', '2'],
        ['social.facebook', 'https://facebook.com/cedar'],
        ['social.youtube', ''],
        ['website', ''],
        ['location.lat', '33.75'],
        ['location.lng', '-84.39'],
        ['hours.weekly.monday.0.opens', '09:00'],
        ['hours.weekly.monday.0.closes', '13:00'],
        ['hours.weekly.monday.1.opens', '14:00'],
        ['hours.weekly.monday.1.closes', '02:00'],
        ['hours.weekly.tuesday.0.opens', ''],
        ['hours.weekly.tuesday.0.closes', ''],
        ['hours.special.0.date', '2026-12-25'],
        ['hours.special.0.closed', 'on'],
        ['hours.special.1.date', ''],
        ['language', 'ar'],
        ['logoId', '11'],
        ['mainPhotoIds', '14'],
        ['mainPhotoIds', '12'],
      ]),
    );
    expect(draft).toMatchObject({
      name: 'Cedar Clinic',
      mainCategoryId: 3,
      subcategoryIds: [7, 9],
      services: ['Check-ups', 'Vaccines'],
      cityId: 2,
      social: { facebook: 'https://facebook.com/cedar' },
      website: null,
      location: { lat: '33.75', lng: '-84.39' },
      language: 'ar',
      logoId: 11,
      coverId: undefined,
      mainPhotoIds: [14, 12],
      galleryPhotoIds: [],
    });
    expect(draft.hours).toEqual({
      alwaysOpen: false,
      weekly: {
        monday: [
          { opens: '09:00', closes: '13:00' },
          { opens: '14:00', closes: '02:00' },
        ],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      special: [{ date: '2026-12-25', ranges: [] }],
    });
  });

  it('sends a half-filled time range or location, so the API can name what is missing', () => {
    const draft = businessDraftFromForm(
      formOf([
        ['hours.alwaysOpen', 'on'],
        ['hours.weekly.friday.0.opens', '09:00'],
        ['location.lat', '33.7'],
        ['mainCategoryId', 'abc'],
      ]),
    );
    expect(draft.hours?.alwaysOpen).toBe(true);
    expect(draft.hours?.weekly.friday).toEqual([{ opens: '09:00', closes: '' }]);
    expect(draft.location).toEqual({ lat: '33.7', lng: undefined });
    expect(draft.mainCategoryId).toBeUndefined();
  });
});
