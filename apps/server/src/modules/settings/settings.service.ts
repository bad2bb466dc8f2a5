import {
  type GeneralSetting,
  isLiveChatProvider,
  type Language,
  LIVE_CHAT_ID_PATTERN,
  SOCIAL_MEDIA_TYPES,
  type SocialMediaType,
  type Subcategory,
} from '@jaliya/contract';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import type { SiteDirectory } from '../sites/site-directory';
import type { SitesRepository, SiteWithHosts } from '../sites/sites.repository';
import type { CategoryRow, SettingsRepository, SettingsRow, StateEntryRow } from './settings.repository';

const MAX_SOCIAL_LINKS = 6;
const SERVICE_LINKS = {
  service_provider: 'service_provider_category_id',
  shops: 'shops_category_id',
  market_place: 'market_place_category_id',
  rent: 'rent_category_id',
  jobs: 'jobs_category_id',
} as const satisfies Record<keyof GeneralSetting['services'], keyof SettingsRow>;

/** Only web addresses reach a page: anything else stored by mistake is dropped. */
function isWebAddress(url: string | null): url is string {
  return url !== null && /^https?:\/\/[^\s]+$/i.test(url);
}

/** The address when it is a web address, otherwise null (an empty setting, say). */
const webAddressOrNull = (url: string | null | undefined) =>
  isWebAddress(url ?? null) ? (url as string) : null;

function isSocialMediaType(type: string): type is SocialMediaType {
  return (SOCIAL_MEDIA_TYPES as readonly string[]).includes(type);
}

/** The live chat a settings row turns on, or null when none (or an unknown one) is set. */
export function liveChatOf(settings: SettingsRow | undefined): GeneralSetting['liveChat'] {
  const provider = settings?.live_chat_provider;
  const websiteId = settings?.live_chat_id;
  if (!isLiveChatProvider(provider) || !websiteId || !LIVE_CHAT_ID_PATTERN.test(websiteId)) return null;
  return { provider, websiteId };
}

/** A map with nothing on it yet shows the site's office, or else the whole country. */
const COUNTRY_CENTER = { lat: 39.83, lng: -98.58, zoom: 4 };
const OFFICE_ZOOM = 10;

/** Tile templates must be https (the pages' image policy) and name {z}, {x} and {y}. */
export function isTileUrlTemplate(url: string): boolean {
  return /^https:\/\/[^\s"'<>]+$/i.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

function mapOf(settings: SettingsRow | undefined): GeneralSetting['map'] {
  const tileUrl = settings?.map_tile_url ?? '';
  const hasOffice = settings?.map_latitude != null && settings.map_longitude != null;
  return {
    tileUrl: isTileUrlTemplate(tileUrl) ? tileUrl : DEFAULT_TILE_URL,
    attribution: settings?.map_attribution || DEFAULT_ATTRIBUTION,
    attributionUrl: webAddressOrNull(settings?.map_attribution_url),
    center: hasOffice
      ? { lat: settings.map_latitude as number, lng: settings.map_longitude as number, zoom: OFFICE_ZOOM }
      : COUNTRY_CENTER,
  };
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Current year in the site's time zone, for `{year}` in the copyright line, in the language's
 * digits like every other number on its pages (© ٢٠٢٦ on Arabic pages; decision 021).
 */
function currentYear(timeZone: string, now: Date, language: Language): string {
  const locale = language === 'ar' ? 'ar-EG' : 'en-US';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }).format(now);
}

/** One line of the header's state menu before translation: a console entry or a site of this deployment. */
type StateLine = Pick<StateEntryRow, 'title_en' | 'title_ar' | 'image_id' | 'url'>;

const folded = (text: string) => text.trim().toLowerCase();

/** An entry's title names a site: its name, or its name's last words ("Michigan" for "Jaliya Michigan"). */
function isNameOf(title: string, siteName: string): boolean {
  const wanted = folded(title);
  const name = folded(siteName);
  return wanted !== '' && (name === wanted || name.endsWith(` ${wanted}`));
}

/** The host of an entry's address, if it is a web address. */
function hostOf(url: string | null): string | undefined {
  if (!isWebAddress(url)) return undefined;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The header's state menu (issue 36): the console's entries in their order, where an entry that
 * names a site of this deployment (by its name or its name's last words in either language, or by
 * one of its hosts) takes its address from the data: the site's own address when it is open, none
 * ("Coming Soon") when not; then the deployment's other sites no entry names, in their order. The
 * site itself is left out. With one site and no hosts, the menu is the console's entries as before.
 */
export function stateMenu(
  entries: readonly StateEntryRow[],
  sites: readonly SiteWithHosts[],
  currentSiteId: number,
  addressOf: (site: SiteWithHosts) => string,
): StateLine[] {
  const named = new Set<number>();
  const siteNamedBy = (entry: StateEntryRow) => {
    const host = hostOf(entry.url);
    return sites.find(
      (site) =>
        (host !== undefined && site.hosts.includes(host)) ||
        [entry.title_en, entry.title_ar].some((title) =>
          [site.name_en, site.name_ar].some((name) => isNameOf(title, name)),
        ),
    );
  };
  const lines: StateLine[] = [];
  for (const entry of entries) {
    const site = siteNamedBy(entry);
    if (!site) {
      lines.push(entry);
      continue;
    }
    named.add(site.id);
    if (site.id === currentSiteId) continue;
    lines.push({ ...entry, url: site.is_open ? addressOf(site) : null });
  }
  for (const site of sites) {
    if (named.has(site.id) || site.id === currentSiteId) continue;
    lines.push({
      title_en: site.name_en,
      title_ar: site.name_ar,
      image_id: null,
      url: site.is_open ? addressOf(site) : null,
    });
  }
  return lines;
}

/** Builds the `general-setting` payload: navbar, menu links, footer and cities, in one language. */
export class SettingsService {
  /** Each site's settings row by code, for what every page render asks (live chat, page cache). */
  private readonly rows = new Map<string, { row: SettingsRow | undefined; expiresAt: number }>();

  constructor(
    private readonly settings: SettingsRepository,
    private readonly sites: SitesRepository,
    private readonly media: MediaRepository,
    private readonly directory: SiteDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Forgets the settings of sites whose settings changed (see ContentChanges). */
  invalidateTags(tags: readonly string[]): void {
    for (const siteCode of [...this.rows.keys()]) {
      if (tags.includes(`site:${siteCode}`) || tags.includes(`${siteCode}:general-setting`))
        this.rows.delete(siteCode);
    }
  }

  /**
   * A site's settings row by code, looked up at most once per `ttlMs` (and again at once after a
   * change), so rendering a page costs no query.
   */
  private async rowFor(siteCode: string, ttlMs: number): Promise<SettingsRow | undefined> {
    const now = Date.now();
    const known = this.rows.get(siteCode);
    if (known && known.expiresAt > now) return known.row;
    const site = await this.sites.findByCode(siteCode);
    const row = site ? await this.settings.findSettings(site.id) : undefined;
    this.rows.set(siteCode, { row, expiresAt: now + ttlMs });
    return row;
  }

  /** The live chat of a site by code, for the pages' Content-Security-Policy. */
  async liveChatFor(siteCode: string, ttlMs: number): Promise<GeneralSetting['liveChat']> {
    return liveChatOf(await this.rowFor(siteCode, ttlMs));
  }

  /** Seconds a visitor's page of the site is kept: the console's setting, else `fallback`. */
  async pageCacheSecondsFor(siteCode: string, ttlMs: number, fallback: number): Promise<number> {
    return (await this.rowFor(siteCode, ttlMs))?.page_cache_seconds ?? fallback;
  }

  async getGeneralSetting(scope: SiteScope): Promise<GeneralSetting> {
    const { site, language } = scope;
    const [settings, entries, socialLinks, cities, deployment] = await Promise.all([
      this.settings.findSettings(site.id),
      this.settings.listStateEntries(site.id),
      this.settings.listSocialLinks(site.id),
      this.sites.listCities(site.id),
      this.directory.list(),
    ]);
    const states = stateMenu(entries, deployment, site.id, (other) => this.directory.publicUrlOf(other));
    const categoryIds = settings
      ? Object.values(SERVICE_LINKS)
          .map((column) => settings[column])
          .filter((id): id is number => id !== null)
      : [];
    const [images, categories] = await Promise.all([
      this.media.findByIds([
        settings?.logo_image_id ?? null,
        settings?.footer_logo_image_id ?? null,
        ...states.map((state) => state.image_id),
      ]),
      this.settings.listCategoriesWithChildren(site.id, categoryIds),
    ]);
    const imageOf = (id: number | null | undefined) => {
      const row = id == null ? undefined : images.get(id);
      return row ? toImage(row, language) : null;
    };
    const nameOf = (category: CategoryRow) => (language === 'ar' ? category.name_ar : category.name_en);
    const serviceLink = (id: number | null | undefined) => {
      const category = categories.find((candidate) => candidate.id === id);
      if (!category) return null;
      const subcategories: Subcategory[] = categories
        .filter((child) => child.parent_id === category.id)
        .map((child) => ({
          id: child.id,
          name: nameOf(child),
          type: child.kind === 'business' ? 'business' : 'service',
        }));
      return { id: category.id, name: nameOf(category), subcategories };
    };
    const logo = imageOf(settings?.logo_image_id);
    const copyright = (language === 'ar' ? settings?.copyright_ar : settings?.copyright_en) ?? '';

    return {
      site: {
        code: site.code,
        name: language === 'ar' ? site.name_ar : site.name_en,
        timeZone: site.time_zone,
      },
      cities: cities.map((city) => ({ id: city.id, name: language === 'ar' ? city.name_ar : city.name_en })),
      logo,
      navbar: {
        logo,
        states: states.map((state) => ({
          title: language === 'ar' ? state.title_ar : state.title_en,
          image: imageOf(state.image_id),
          url: isWebAddress(state.url) ? state.url : null,
        })),
      },
      services: {
        service_provider: serviceLink(settings?.service_provider_category_id),
        shops: serviceLink(settings?.shops_category_id),
        market_place: serviceLink(settings?.market_place_category_id),
        rent: serviceLink(settings?.rent_category_id),
        jobs: serviceLink(settings?.jobs_category_id),
      },
      footer: {
        logo: imageOf(settings?.footer_logo_image_id) ?? logo,
        social_media: socialLinks
          .filter((link) => isSocialMediaType(link.type) && isWebAddress(link.url))
          .slice(0, MAX_SOCIAL_LINKS)
          .map((link) => ({ type: link.type as SocialMediaType, url: link.url })),
        subscribe: (language === 'ar' ? settings?.subscribe_text_ar : settings?.subscribe_text_en) ?? '',
        email: settings?.contact_email ?? '',
        phone: settings?.contact_phone ?? '',
        Copyright: copyright.replaceAll('{year}', currentYear(site.time_zone, this.now(), language)),
      },
      liveChat: liveChatOf(settings),
      map: mapOf(settings),
      apps: {
        appStore: webAddressOrNull(settings?.app_store_url),
        googlePlay: webAddressOrNull(settings?.google_play_url),
      },
    };
  }
}
