import {
  type ClassifiedInputBase,
  JobInputSchema,
  MAX_CLASSIFIED_PHOTOS,
  OwnListingSchema,
  ProductInputSchema,
  RentInputSchema,
} from '@jaliya/contract';
import { z } from 'zod';
import { validationFailure } from '../../../plugins/error-handler';
import type { UserRow } from '../../accounts/users.repository';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyFlag, type LegacyInput } from '../legacy-endpoint';
import { intentOfLooking } from '../legacy-format';

/** Every field arrives as text; the kind's own schema checks it, with Jaliya's messages. */
const text = z.string().optional();

/** The city of a post: the old forms send its name (as `create_page` lists them), in either language. */
async function cityIdOf(services: Services, scope: SiteScope, place: string | undefined) {
  if (!place?.trim()) return undefined;
  const wanted = place.trim().toLowerCase();
  const cities = await services.sites.listCities(scope.site.id);
  return (
    cities.find((city) => city.name_en.toLowerCase() === wanted || city.name_ar === place.trim())?.id ?? 0
  );
}

/** Empty text is no value, so the kind's schema names the field as missing. */
const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/** Checks the mapped input with the kind's schema and posts it, under Jaliya's posting limit. */
async function post(
  input: LegacyInput<unknown, unknown>,
  kind: 'job' | 'rent' | 'product',
  schema: z.ZodType,
  draft: Record<string, unknown>,
) {
  const parsed = schema.safeParse(draft, { reportInput: true });
  if (!parsed.success) throw validationFailure(parsed.error);
  const user = input.user as UserRow;
  await input.services.limiter.hit(['listing-post', user.id], { max: 20, windowSeconds: 86_400 });
  return input.services.classifieds.create(
    input.services.classifieds.kind(kind),
    user,
    input.scope,
    parsed.data as ClassifiedInputBase,
  );
}

const createdSchema = OwnListingSchema.describe('The post, waiting for review.');

/** Jobs, homes and products posted from the old multipart forms. */
export const createEndpoints = [
  legacyEndpoint({
    method: 'POST',
    path: 'jobs/create',
    summary:
      'Post a job from the old forms (individual: looking=1, company: looking=0 with a logo); it waits for review',
    oldClient: '§3.5 jobs/create (JobFormIndividual.jsx, JobFormCompany.jsx)',
    access: 'user',
    files: { logo: 1 },
    fields: z.object({
      title: text,
      description: text,
      salary: text,
      salary_type: text,
      type: text,
      company: text,
      company_name: text,
      email: text,
      phone: text,
      place: text,
      experience_level: text,
      profile_url: text,
      looking: text,
      anonymous: legacyFlag,
    }),
    errorFields: {
      jobType: 'type',
      salaryType: 'salary_type',
      experience: 'experience_level',
      portfolioUrl: 'profile_url',
      workLocation: 'place',
      cityId: 'place',
      intent: 'looking',
      company: 'company_name',
      logoId: 'logo',
    },
    data: createdSchema,
    handler: async (input) => {
      const { fields } = input;
      const intent = intentOfLooking(fields.looking);
      // The company form sends both the company and its name; the individual form may name one.
      const company = given(fields.company_name) ?? given(fields.company);
      return post(input, 'job', JobInputSchema, {
        intent,
        posterType: intent === 'offer' && company ? 'company' : 'individual',
        title: fields.title,
        description: fields.description,
        cityId: await cityIdOf(input.services, input.scope, fields.place),
        workLocation: fields.place,
        phone: given(fields.phone),
        email: given(fields.email),
        jobType: given(fields.type),
        company: company ?? null,
        salary: given(fields.salary) ?? null,
        salaryType: given(fields.salary_type) ?? null,
        experience: given(fields.experience_level),
        portfolioUrl: given(fields.profile_url) ?? null,
        isAnonymous: fields.anonymous,
        logoId: input.photos.logo?.[0] ?? null,
        language: input.scope.language,
      });
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'rents/create',
    summary:
      'Post a home from the old forms (a place offered: looking=0; a place wanted: looking=1); it waits for review',
    oldClient: '§3.6 rents/create (ForRentForm.jsx, RentFormApartment.jsx)',
    access: 'user',
    files: { images: MAX_CLASSIFIED_PHOTOS },
    fields: z.object({
      title: text,
      description: text,
      gender: text,
      email: text,
      phone_number: text,
      phone: text,
      price: text,
      bathrooms: text,
      bedrooms: text,
      type: text,
      area: text,
      place: text,
      looking: text,
      anonymous: legacyFlag,
      is_bathroom_shared: legacyFlag,
    }),
    errorFields: {
      accommodationType: 'type',
      areaSqft: 'area',
      sharedBathroom: 'is_bathroom_shared',
      cityId: 'place',
      intent: 'looking',
      phone: 'phone_number',
      photoIds: 'images',
    },
    data: createdSchema,
    handler: async (input) => {
      const { fields } = input;
      return post(input, 'rent', RentInputSchema, {
        intent: intentOfLooking(fields.looking),
        title: fields.title,
        description: fields.description,
        cityId: await cityIdOf(input.services, input.scope, fields.place),
        // The legacy RentForm sends `phone` instead of `phone_number`.
        phone: given(fields.phone_number) ?? given(fields.phone),
        email: given(fields.email),
        accommodationType: given(fields.type),
        price: given(fields.price),
        areaSqft: given(fields.area),
        bedrooms: given(fields.bedrooms),
        bathrooms: given(fields.bathrooms),
        sharedBathroom: fields.is_bathroom_shared,
        gender: given(fields.gender),
        isAnonymous: fields.anonymous,
        photoIds: input.photos.images ?? [],
        language: input.scope.language,
      });
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'market/create',
    summary: 'Post a product from the old form (for sale unless looking=0); it waits for review',
    oldClient: '§3.4 market/create (MarketPlacePostSection.js)',
    access: 'user',
    files: { images: MAX_CLASSIFIED_PHOTOS },
    fields: z.object({
      title: text,
      description: text,
      email: text,
      phone_number: text,
      price: text,
      year: text,
      condition: text,
      place: text,
      main_id: text,
      sub_id: text,
      model_id: text,
      color: text,
      looking: text,
      anonymous: legacyFlag,
    }),
    errorFields: {
      mainCategoryId: 'main_id',
      categoryId: 'sub_id',
      modelId: 'model_id',
      colorId: 'color',
      cityId: 'place',
      intent: 'looking',
      phone: 'phone_number',
      photoIds: 'images',
    },
    data: createdSchema,
    handler: async (input) => {
      const { fields } = input;
      return post(input, 'product', ProductInputSchema, {
        // The old form never sends `looking`: a product is for sale unless it says 0.
        intent: fields.looking === '0' ? 'seek' : 'offer',
        title: fields.title,
        // The old form turned line breaks into <br>; Jaliya keeps plain text.
        description: fields.description?.replaceAll(/<br\s*\/?>/gi, '\n'),
        cityId: await cityIdOf(input.services, input.scope, fields.place),
        phone: given(fields.phone_number),
        email: given(fields.email),
        mainCategoryId: given(fields.main_id),
        categoryId: given(fields.sub_id),
        modelId: given(fields.model_id) ?? null,
        colorId: given(fields.color) ?? null,
        condition: given(fields.condition) ?? null,
        price: given(fields.price) ?? null,
        year: given(fields.year) ?? null,
        isAnonymous: fields.anonymous,
        photoIds: input.photos.images ?? [],
        language: input.scope.language,
      });
    },
  }),
];
