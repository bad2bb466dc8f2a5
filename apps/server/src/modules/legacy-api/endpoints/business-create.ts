import {
  BusinessInputSchema,
  hoursFromOldClient,
  LIMITS,
  type OldClientWorkTime,
  OwnListingSchema,
  SOCIAL_MEDIA_TYPES,
} from '@jaliya/contract';
import { z } from 'zod';
import { validationFailure } from '../../../plugins/error-handler';
import type { UserRow } from '../../accounts/users.repository';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint } from '../legacy-endpoint';

/** Every field arrives as text; Jaliya's business schema checks it, with its own messages. */
const text = z.string().optional();

const WORK_TIME = /^work_times\[(\d{1,2})\]\[(day_type|time_from|time_to|always_open|is_closed)\]$/;
const OFFER = /^offers\[(\d{1,2})\]$/;

/** A number the old form sent as text, or the text itself for the schema to refuse. */
const numberOr = (value: string | undefined) =>
  value === undefined || value.trim() === ''
    ? undefined
    : /^-?\d+(\.\d+)?$/.test(value.trim())
      ? Number(value)
      : value;

/** Empty text is no value, so the schema names the field as missing. */
const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/** The city by its name (as `state_page/business` lists them), in either language; 0 when unknown. */
async function cityIdOf(services: Services, scope: SiteScope, name: string | undefined) {
  if (!name?.trim()) return undefined;
  const wanted = name.trim().toLowerCase();
  const cities = await services.sites.listCities(scope.site.id);
  return (
    cities.find((city) => city.name_en.toLowerCase() === wanted || city.name_ar === name.trim())?.id ?? 0
  );
}

/** The indexed fields of the old form (`offers[0]`, `work_times[1][time_to]`), in index order. */
function indexed(fields: Record<string, unknown>) {
  const offers: string[] = [];
  const workTimes: OldClientWorkTime[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const offer = OFFER.exec(name);
    if (offer) offers[Number(offer[1])] = value;
    const time = WORK_TIME.exec(name);
    if (time) (workTimes[Number(time[1])] ??= {})[time[2] as keyof OldClientWorkTime] = value;
  }
  return { offers: offers.filter((offer) => offer?.trim()), workTimes: workTimes.filter(Boolean) };
}

/**
 * `business/create` (issue 33): the old add-business form, one multipart request with its photos,
 * read with the old field names and posted through the directory service, so it waits for review.
 */
export const businessCreateEndpoints = [
  legacyEndpoint({
    method: 'POST',
    path: 'business/create',
    summary: 'Add a business from the old form, photos included; it waits for review',
    oldClient: '§3.3 business/create (FormaddBusiness.js)',
    access: 'user',
    files: {
      logo: 1,
      cover: 1,
      photos: LIMITS.business.mainPhotos.max,
      gallerys: LIMITS.business.galleryPhotos.max,
    },
    fields: z
      .object({
        name: text,
        main_id: text,
        branch_id: z.array(z.string()).optional(),
        state: text,
        city: text,
        latitude: text,
        longitude: text,
        zip_code: text,
        address: text,
        phone_number: text,
        email: text,
        description: text,
        website_url: text,
        facebook: text,
        twitter: text,
        instagram: text,
        youtube: text,
        tiktok: text,
        pinterest: text,
      })
      // `offers[i]` and `work_times[i][...]` arrive as names with their index.
      .catchall(z.unknown())
      .describe(
        'Also `offers[i]` (the services, 3 to 9) and `work_times[i][day_type|time_from|time_to|always_open|is_closed]` (`Mon`, `09:00 AM`, `"true"`).',
      ),
    errorFields: {
      mainCategoryId: 'main_id',
      subcategoryIds: 'branch_id',
      services: 'offers',
      street: 'address',
      cityId: 'city',
      postalCode: 'zip_code',
      phone: 'phone_number',
      website: 'website_url',
      location: 'latitude',
      'location.lat': 'latitude',
      'location.lng': 'longitude',
      hours: 'work_times',
      logoId: 'logo',
      coverId: 'cover',
      mainPhotoIds: 'photos',
      galleryPhotoIds: 'gallerys',
      ...Object.fromEntries(SOCIAL_MEDIA_TYPES.map((type) => [`social.${type}`, type])),
    },
    data: OwnListingSchema.describe('The business, waiting for review.'),
    handler: async (input) => {
      const { fields, services, scope, photos } = input;
      const { offers, workTimes } = indexed(fields);
      const lat = numberOr(fields.latitude);
      const lng = numberOr(fields.longitude);
      const draft = {
        name: fields.name,
        mainCategoryId: numberOr(fields.main_id),
        subcategoryIds: (fields.branch_id ?? []).map(numberOr),
        description: fields.description,
        services: offers,
        street: fields.address,
        cityId: await cityIdOf(services, scope, fields.city),
        // The old form's `state` is the id `state_page/business` gave: this site.
        state: scope.site.code,
        postalCode: fields.zip_code,
        email: fields.email,
        phone: fields.phone_number,
        website: given(fields.website_url) ?? null,
        social: Object.fromEntries(
          SOCIAL_MEDIA_TYPES.flatMap((type) => {
            const value = given(fields[type] as string | undefined);
            return value ? [[type, value]] : [];
          }),
        ),
        location: lat === undefined && lng === undefined ? null : { lat, lng },
        hours: hoursFromOldClient(workTimes),
        language: scope.language,
        logoId: photos.logo?.[0],
        coverId: photos.cover?.[0],
        mainPhotoIds: photos.photos ?? [],
        galleryPhotoIds: photos.gallerys ?? [],
      };
      const parsed = BusinessInputSchema.safeParse(draft, { reportInput: true });
      if (!parsed.success) throw validationFailure(parsed.error);
      const user = input.user as UserRow;
      await services.limiter.hit(['listing-post', user.id], { max: 20, windowSeconds: 86_400 });
      return services.directory.createBusiness(user, scope, parsed.data);
    },
  }),
];
