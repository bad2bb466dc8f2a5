import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { translatorFor } from '../../../lib/i18n';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { cachedOld } from '../legacy-cache';
import { legacyEndpoint } from '../legacy-endpoint';
import { legacyImageUrl } from '../legacy-images';

/*
 * The old clients' smaller pages (`LEGACY-CLIENT.md` §3.1): the map's centre (`project`), the
 * state portal's cities page and login picture, the welcome pop-up and the JotForm page, on
 * Jaliya's settings, editorial pages and cities; what Jaliya has no feature for is empty.
 */

const WelcomeSchema = z.object({
  type: z.enum(['youtube', 'image']),
  link: z.string().describe('The video or picture; empty when the site has no welcome pop-up.'),
  title: z.string(),
  description: z.string(),
});

const CityCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().describe('Always empty: Jaliya keeps no picture per city.'),
  url: z.string().describe('Always empty: Jaliya has no page per city.'),
});

const StateCardSchema = z.object({
  title: z.string(),
  image: z.string(),
  url: z.string().describe('The sister site; empty while it is coming soon.'),
});

export const pageEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'project',
    cityless: true,
    summary: 'Where maps are centred: the site’s office, else the middle of the country',
    oldClient: '§3.1 /api/{STATE}/en/project (ReactMap.js; no city segment)',
    access: 'public',
    data: z.object({
      project: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
    handler: ({ services, scope }) =>
      // Cached beside the old general-setting, from the same settings (the map asks on every page).
      cachedOld(
        services,
        scope,
        'general-setting',
        async () => {
          const { center } = (await services.settings.getGeneralSetting(scope)).map;
          return { project: { latitude: center.lat, longitude: center.lng } };
        },
        { name: 'project' },
      ),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'welcome_screen',
    summary: 'The welcome pop-up: its video or picture, title and description',
    oldClient: 'SPEC §7 welcome_screen (the welcome modal)',
    access: 'public',
    data: WelcomeSchema,
    handler: async ({ services, scope }) =>
      // No pop-up is an empty link, which the old modal reads as nothing to show.
      (await services.home.getWelcomeScreen(scope)) ?? {
        type: 'image' as const,
        link: '',
        title: '',
        description: '',
      },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'login-page',
    summary: 'The picture of the sign-in box: the site’s logo',
    oldClient: '§3.1 login-page (state portal App.js)',
    access: 'public',
    data: z.object({ login_page: z.object({ image: z.string() }) }),
    handler: ({ services, scope }) =>
      cachedOld(
        services,
        scope,
        'general-setting',
        async () => {
          const setting = await services.settings.getGeneralSetting(scope);
          return {
            login_page: { image: legacyImageUrl(services.config.publicUrl, setting.navbar.logo, 'card') },
          };
        },
        { name: 'login-page' },
      ),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'city_page',
    summary: 'The state portal’s cities page: the site’s cities, with the about page as its introduction',
    oldClient: '§3.1 city_page (state portal Cities.jsx)',
    access: 'public',
    data: z.object({
      slider: z.array(z.unknown()).describe('Jaliya has no sliders: always empty.'),
      city_page: z.object({ title: z.string(), description: z.string(), image: z.string() }),
      sub_title: z.string(),
      states: z.object({ title: z.string(), model: z.array(StateCardSchema) }),
      cities: z.object({ title: z.string(), model: z.array(CityCardSchema) }),
    }),
    handler: ({ services, scope }) =>
      // Made from the settings (cities, sister sites) and the about page: a change to either evicts it.
      cachedOld(services, scope, 'general-setting', () => cityPage(services, scope), {
        name: 'city_page',
        alsoFrom: ['about'],
      }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'jotform/:slug',
    summary: 'A JotForm form: none, since Jaliya’s forms are its own pages (`/form/{slug}`)',
    oldClient: '§3.1 jotform/{slug} (state portal JotFormPage.js)',
    access: 'public',
    params: z.object({ slug: z.string().max(200) }),
    data: z
      .null()
      .describe(
        'Always null: the old page frames `https://form.jotform.com/{form_id}`, which cannot show a Jaliya form, and shows its own "not available" message for null.',
      ),
    handler: async () => null,
  }),
];

/** The state portal's cities page (`city_page`), from the settings and the about page. */
async function cityPage(services: Services, scope: SiteScope) {
  const publicUrl = services.config.publicUrl;
  const [setting, about] = await Promise.all([
    services.settings.getGeneralSetting(scope),
    services.editorial.getPage(scope, 'about').catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }),
  ]);
  const t = translatorFor(scope.language);
  return {
    slider: [],
    city_page: {
      title: setting.site.name,
      description: about?.summary ?? '',
      image: legacyImageUrl(publicUrl, about?.image, 'detail'),
    },
    sub_title: about?.title ?? '',
    // The portal draws `states.title` as the heading over the city cards.
    states: {
      title: t('console.content.collections.cities.name'),
      model: setting.navbar.states.map((state) => ({
        title: state.title,
        image: legacyImageUrl(publicUrl, state.image, 'card'),
        url: state.url ?? '',
      })),
    },
    cities: {
      title: t('console.content.collections.cities.name'),
      model: setting.cities.map((city) => ({ id: city.id, name: city.name, image: '', url: '' })),
    },
  };
}
