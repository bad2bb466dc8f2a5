import type { AppLoadContext } from 'react-router';
import { directoryEndpoints, eventEndpoints } from '../../lib/endpoints.server';
import { orSignedOut } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import { eventTimeZoneName } from './event-dates';

/** The most business profiles the organiser's list offers (a keyset page's largest). */
const BUSINESSES_LISTED = 50;

/**
 * What the event form chooses from besides the cities: the event categories, the poster's
 * published business profiles (one may organise it), and the site's time zone as people name it.
 */
export async function loadEventFormChoices(context: AppLoadContext) {
  const api = serverApi(context);
  const [settings, categories, businesses] = await Promise.all([
    api.generalSetting(),
    api.get(eventEndpoints.categories, {}),
    orSignedOut(api.get(directoryEndpoints.myBusinesses, { query: { limit: BUSINESSES_LISTED } } as never)),
  ]);
  const timeZoneName = eventTimeZoneName(
    { startsAt: new Date().toISOString(), timeZone: settings.site.timeZone },
    context.language,
  );
  return {
    cities: settings.cities,
    categories,
    businesses: (businesses?.items ?? [])
      .filter((business) => business.status === 'published')
      .map((business) => ({ id: business.id, title: business.title })),
    timeZoneName,
  };
}
