import {
  ACCOMMODATION_TYPES,
  EXPERIENCE_LEVELS,
  INTENTS,
  JOB_TYPES,
  type MessageKey,
  OCCUPANT_GENDERS,
  PRODUCT_CONDITIONS,
  productYears,
  SALARY_TYPES,
} from '@jaliya/contract';
import { z } from 'zod';
import { translatorFor } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyNumber, legacySubcategoryId } from '../legacy-endpoint';
import { lookingOfIntent } from '../legacy-format';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { sitePicture } from './site';

const emptyList = z.array(z.unknown()).describe('Jaliya has none: always empty.');
const ChoiceSchema = z.object({ name: z.string(), value: z.string() });
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/** A filter of the old side panels: one select (`type` "1") or input, or a from-to pair (`fields_num` "2"). */
const FilterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string().describe('The query field it sets.'),
  name_to: z.string().describe('The second query field of a from-to pair.'),
  fields_num: z.enum(['1', '2']),
  type: z.enum(['1', '2']).describe('"1": a select of `subtitle`; "2": typed in.'),
  subtitle: z.array(ChoiceSchema),
});
type Filter = z.infer<typeof FilterSchema>;

function choices<T extends string>(scope: SiteScope, values: readonly T[], key: (value: T) => string) {
  const t = translatorFor(scope.language);
  return values.map((value) => ({ name: t(key(value) as MessageKey), value }));
}

async function cityChoices(services: Services, scope: SiteScope) {
  const cities = await services.sites.listCities(scope.site.id);
  return cities.map((city) => {
    const name = scope.language === 'ar' ? city.name_ar : city.name_en;
    return { name, value: city.name_en };
  });
}

function filters(entries: Omit<Filter, 'id'>[]): Filter[] {
  return entries.map((entry, index) => ({ id: index + 1, ...entry }));
}

const select = (title: string, name: string, subtitle: Filter['subtitle']): Omit<Filter, 'id'> => ({
  title,
  name,
  name_to: '',
  fields_num: '1',
  type: '1',
  subtitle,
});
const range = (
  title: string,
  name: string,
  nameTo: string,
  subtitle: Filter['subtitle'] = [],
): Omit<Filter, 'id'> => ({
  title,
  name,
  name_to: nameTo,
  fields_num: '2',
  type: subtitle.length > 0 ? '1' : '2',
  subtitle,
});

/** A row of one of the site's bilingual lists (cities, colours, models, categories). */
interface NamedRow {
  id: number;
  name_en: string;
  name_ar: string;
}

/**
 * A list the old forms and filter panels fill a select from: `{id, name}` in the request's
 * language, with what else its readers take (`also`, filled by `extra`).
 */
function choiceList<
  Fields extends z.ZodObject<z.ZodRawShape> = z.ZodObject<Record<string, never>>,
  Also extends z.ZodRawShape = Record<string, never>,
>(spec: {
  path: string;
  summary: string;
  oldClient: string;
  fields?: Fields;
  also?: Also;
  rows: (input: { services: Services; scope: SiteScope; fields: z.output<Fields> }) => Promise<NamedRow[]>;
  extra?: (row: NamedRow, name: string) => z.input<z.ZodObject<Also>>;
}) {
  return legacyEndpoint({
    method: 'GET',
    path: spec.path,
    summary: spec.summary,
    oldClient: spec.oldClient,
    access: 'public',
    fields: spec.fields,
    data: z.array(NamedSchema.extend(spec.also ?? {})),
    handler: async (input) =>
      (await spec.rows(input)).map((row) => {
        const name = localized(row, 'name', input.scope.language);
        return { id: row.id, name, ...spec.extra?.(row, name) };
      }),
  });
}

const LookingForSchema = z.object({
  slider: z.object({
    main: z.object({
      title: z.string(),
      description: z.string(),
      short: z.string(),
      image: z.string(),
      url: z.string(),
    }),
    model: z.array(
      z.object({
        title: z.string(),
        short: z.string(),
        image: z.string(),
        url: z.string(),
        looking: z.string(),
      }),
    ),
  }),
  sections: z.array(
    z.object({
      title: z.string(),
      web_description: z.string(),
      type: z.string().describe('`jobs` or `employees` for jobs, `rent` or `other` for homes.'),
      create_url: z.string(),
      url: z.string(),
      looking: z.string().describe('The `looking` to list it with: 1 someone looking, 0 an offer.'),
      image: z.string(),
      count: z.number().int(),
    }),
  ),
});

/** The old "looking for" page of jobs or homes. */
function lookingForEndpoint(kind: 'job' | 'rent') {
  const prefix = kind === 'job' ? 'jobs' : 'rents';
  return legacyEndpoint({
    method: 'GET',
    path: `${prefix}/web/looking_for`,
    summary: `The ${kind === 'job' ? 'jobs' : 'homes'} page: who offers and who looks, with how many`,
    oldClient: `§3.${kind === 'job' ? '5' : '6'} ${prefix}/web/looking_for (Looking${kind === 'job' ? 'ForJob' : 'ForRent'}Page.jsx)`,
    access: 'public',
    data: LookingForSchema,
    handler: ({ services, scope }) => lookingFor(services, scope, kind),
  });
}

/**
 * The "looking for" page of jobs or homes: one section per intent, with Jaliya's counts. Its
 * `slider` is also the head of the old lists (`jobs/web`, `rents/web`), which draw it the same.
 */
export async function lookingFor(
  services: Services,
  scope: SiteScope,
  kind: 'job' | 'rent',
): Promise<z.input<typeof LookingForSchema>> {
  const prefix = kind === 'job' ? 'jobs' : 'rents';
  const t = translatorFor(scope.language);
  const listRoute = kind === 'job' ? '/jobs' : '/rents';
  const [intents, picture] = await Promise.all([
    services.classifieds.intents(services.classifieds.kind(kind), scope),
    sitePicture(services, scope),
  ]);
  // Jaliya keeps no picture per intent: each shows the icon its kind has on the site's own
  // menus (a briefcase for jobs; a key for homes offered, a house for homes wanted).
  const icon = (intent?: string) =>
    legacyCategoryIconUrl(
      services.config.publicUrl,
      kind === 'job' ? 'briefcase' : intent === 'offer' ? 'key' : 'home',
    );
  const sections = intents.map(({ intent, label, count }) => ({
    title: label,
    web_description: t(`${prefix}.intentHint.${intent}` as MessageKey),
    type:
      kind === 'job' ? (intent === 'offer' ? 'jobs' : 'employees') : intent === 'offer' ? 'rent' : 'other',
    // The old web client links "Posted jobs" to `url` and "+ Add post" of the first kind of
    // section to `create_url` (the others' forms are fixed in the client): its own routes.
    create_url: kind === 'job' ? '/post-job' : '/post-rent',
    url: listRoute,
    looking: lookingOfIntent(intent),
    image: icon(intent),
    count,
  }));
  return {
    slider: {
      main: {
        title: t(`${prefix}.title` as MessageKey),
        description: t(`${prefix}.intro` as MessageKey),
        short: '',
        // The head (HeroNav.jsx) writes white titles over its pictures: the home's hero picture
        // keeps them readable, where a large icon hid them.
        image: picture,
        url: listRoute,
      },
      model: sections.map((section) => ({
        title: section.title,
        short: section.web_description,
        image: picture,
        url: listRoute,
        looking: section.looking,
      })),
    },
    sections,
  };
}

/** Lists and choices the old forms and filter panels read: filters, form options, years, colours, models, cities. */
export const catalogueEndpoints = [
  lookingForEndpoint('job'),
  lookingForEndpoint('rent'),
  legacyEndpoint({
    method: 'GET',
    path: 'jobs/web/filter',
    summary: 'The filters of the jobs list, with their choices',
    oldClient: '§3.5 jobs/web/filter (JobRentFilter.js)',
    access: 'public',
    data: z.array(FilterSchema),
    handler: async ({ services, scope }) => {
      const t = translatorFor(scope.language);
      return filters([
        select(
          t('jobs.jobType.label'),
          'type',
          choices(scope, JOB_TYPES, (value) => `jobs.jobType.${value}`),
        ),
        select(
          t('jobs.experience.label'),
          'experience',
          choices(scope, EXPERIENCE_LEVELS, (value) => `jobs.experience.${value}`),
        ),
        range(t('jobs.salaryType.label'), 'salary_from', 'salary_to'),
        select(t('directory.city'), 'place', await cityChoices(services, scope)),
      ]);
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'rents/web/filter',
    summary: 'The filters of the homes list, with their choices',
    oldClient: '§3.6 rents/web/filter (JobRentFilter.js)',
    access: 'public',
    data: z.array(FilterSchema),
    handler: async ({ services, scope }) => {
      const t = translatorFor(scope.language);
      return filters([
        select(
          t('rents.accommodationType.label'),
          'type',
          choices(scope, ACCOMMODATION_TYPES, (value) => `rents.accommodationType.${value}`),
        ),
        range(t('rents.price'), 'price_from', 'price_to'),
        range(t('rents.bedrooms'), 'room_from', 'room_to'),
        select(t('directory.city'), 'place', await cityChoices(services, scope)),
      ]);
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'jobs/web/create_page',
    summary: 'The choices of the old job forms',
    oldClient: '§3.5 jobs/web/create_page (PostJobPage.jsx, PostJobCompany.js)',
    access: 'public',
    data: z.object({
      slider: emptyList,
      cities: z.array(z.object({ city: z.string() })),
      job_type: z.array(ChoiceSchema),
      experience_level: z.array(ChoiceSchema),
      type_salary: z.array(ChoiceSchema),
    }),
    handler: async ({ services, scope }) => ({
      slider: [],
      cities: (await cityChoices(services, scope)).map((city) => ({ city: city.name })),
      job_type: choices(scope, JOB_TYPES, (value) => `jobs.jobType.${value}`),
      experience_level: choices(scope, EXPERIENCE_LEVELS, (value) => `jobs.experience.${value}`),
      type_salary: choices(scope, SALARY_TYPES, (value) => `jobs.salaryTypeName.${value}`),
    }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'rents/web/create_page',
    summary: 'The choices of the old home forms',
    oldClient: '§3.6 rents/web/create_page (PostRentPage.jsx, RentFormApartment.jsx)',
    access: 'public',
    data: z.object({
      slider: emptyList,
      cities: z.array(z.object({ city: z.string() })),
      type: z.array(ChoiceSchema),
      gender: z.array(ChoiceSchema),
    }),
    handler: async ({ services, scope }) => ({
      slider: [],
      cities: (await cityChoices(services, scope)).map((city) => ({ city: city.name })),
      type: choices(scope, ACCOMMODATION_TYPES, (value) => `rents.accommodationType.${value}`),
      gender: choices(scope, OCCUPANT_GENDERS, (value) => `rents.gender.${value}`),
    }),
  }),
  choiceList({
    path: 'cities',
    summary: 'The site’s cities',
    oldClient: '§3.4 cities (marketplace results page and post form)',
    also: { city: z.string() },
    rows: ({ services, scope }) => services.sites.listCities(scope.site.id),
    extra: (_row, name) => ({ city: name }),
  }),
  choiceList({
    path: 'year',
    summary: 'The years a product can be from, newest first',
    oldClient: '§3.4 year (marketplace results page and post form)',
    rows: async () =>
      productYears().map((year) => ({ id: year, name_en: String(year), name_ar: String(year) })),
  }),
  choiceList({
    path: 'color',
    summary: 'The marketplace’s colours, in the request’s language and in both',
    oldClient: '§3.4 color (marketplace results page and post form)',
    also: { name_en: z.string(), name_ar: z.string() },
    rows: async ({ services, scope }) => (await services.marketCatalogue.load(scope.site.id)).colors,
    extra: (row) => ({ name_en: row.name_en, name_ar: row.name_ar }),
  }),
  choiceList({
    path: 'product-model',
    summary: 'The models of a marketplace subcategory',
    oldClient: '§3.4 product-model?sub_id= (results page and post form)',
    fields: z.object({ sub_id: legacySubcategoryId }),
    rows: async ({ services, scope, fields }) =>
      (await services.marketCatalogue.load(scope.site.id)).models.filter(
        (model) => fields.sub_id === undefined || model.category_id === fields.sub_id,
      ),
  }),
  choiceList({
    path: 'category-market',
    summary: 'The subcategories of a marketplace main category',
    oldClient: '§3.4 category-market?main_id= (MarketPlacePostSection.js)',
    fields: z.object({ main_id: legacyNumber }),
    rows: async ({ services, scope, fields }) =>
      (await services.marketCatalogue.load(scope.site.id)).subs.filter(
        (sub) => fields.main_id === undefined || sub.parent_id === fields.main_id,
      ),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'main-market/categories',
    summary: 'The marketplace’s main categories with their subcategories',
    oldClient: '§3.4 main-market/categories (CategoryNav.js, MarketPlacePostSection.js)',
    access: 'public',
    data: z.object({
      main: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          categories: z.array(
            z.object({ id: z.number().int(), main_id: z.number().int(), name: z.string() }),
          ),
        }),
      ),
    }),
    handler: async ({ services, scope }) => {
      const rows = await services.marketCatalogue.load(scope.site.id);
      const name = (row: { name_en: string; name_ar: string }) =>
        scope.language === 'ar' ? row.name_ar : row.name_en;
      return {
        main: rows.mains.map((main) => ({
          id: main.id,
          name: name(main),
          categories: rows.subs
            .filter((sub) => sub.parent_id === main.id)
            .map((sub) => ({ id: sub.id, main_id: main.id, name: name(sub) })),
        })),
      };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'filter-market/all',
    summary: 'The filters of the marketplace results, with their choices',
    oldClient: '§3.4 filter-market/all?main_id=&sub_id= (ProductFilter.js)',
    access: 'public',
    fields: z.object({ main_id: legacyNumber, sub_id: legacySubcategoryId }),
    data: z.array(FilterSchema),
    handler: async ({ services, scope, fields }) => {
      const t = translatorFor(scope.language);
      const rows = await services.marketCatalogue.load(scope.site.id);
      const name = (row: { name_en: string; name_ar: string }) =>
        scope.language === 'ar' ? row.name_ar : row.name_en;
      const years = productYears().map((year) => ({ name: String(year), value: String(year) }));
      return filters([
        select(
          t('products.condition.label'),
          'condition',
          choices(scope, PRODUCT_CONDITIONS, (value) => `products.condition.${value}`),
        ),
        select(
          t('products.model'),
          'model_id',
          rows.models
            .filter((model) =>
              fields.sub_id !== undefined
                ? model.category_id === fields.sub_id
                : fields.main_id === undefined ||
                  rows.subs.some((sub) => sub.id === model.category_id && sub.parent_id === fields.main_id),
            )
            .map((model) => ({ name: name(model), value: String(model.id) })),
        ),
        select(
          t('products.color'),
          'color',
          rows.colors.map((color) => ({ name: name(color), value: String(color.id) })),
        ),
        range(t('products.year'), 'year_from', 'year_to', years),
        range(t('products.price'), 'price_from', 'price_to'),
        select(t('directory.city'), 'place', await cityChoices(services, scope)),
        select(
          t('products.listTitle'),
          'looking',
          INTENTS.map((intent) => ({
            name: t(`products.intent.${intent}` as MessageKey),
            value: intent === 'offer' ? '1' : '0',
          })),
        ),
      ]);
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'state_page/business',
    summary: 'The states a business can be added in: this site, with its cities',
    oldClient: '§3.3 state_page/business (FormaddBusiness.js)',
    access: 'public',
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        state_name: z.string(),
        city: z.array(z.object({ name: z.string() })),
      }),
    ),
    handler: async ({ services, scope }) => {
      const name = scope.language === 'ar' ? scope.site.name_ar : scope.site.name_en;
      const cities = await services.sites.listCities(scope.site.id);
      return [
        {
          id: scope.site.id,
          name,
          state_name: name,
          city: cities.map((city) => ({ name: scope.language === 'ar' ? city.name_ar : city.name_en })),
        },
      ];
    },
  }),
];

/** The head of the jobs and homes pages: the kind's title and one entry per intent. */
export const LookingForSliderSchema = LookingForSchema.shape.slider;
