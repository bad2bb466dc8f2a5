import type { GeneralSetting, MessageKey } from '@jaliya/contract';

export interface NavigationLink {
  to: string;
  label: MessageKey;
}

/** Header links around the Our Services menu, in the order the specification gives. */
export const HEADER_LINKS_BEFORE_SERVICES: NavigationLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/About', label: 'nav.about' },
];
export const HEADER_LINKS_AFTER_SERVICES: NavigationLink[] = [
  { to: '/events', label: 'nav.events' },
  { to: '/Blog', label: 'nav.blog' },
  { to: '/add-business', label: 'nav.addBusiness' },
  { to: '/Contact', label: 'nav.contact' },
];

/** Adding a business needs an account: guests get a warning instead of the link. */
export const ADD_BUSINESS_PATH = '/add-business';

export const FOOTER_LINKS: NavigationLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/Our-Service', label: 'nav.ourServices' },
  { to: '/events', label: 'nav.events' },
  { to: '/Blog', label: 'nav.blog' },
  { to: '/User-Guide', label: 'nav.userGuide' },
  { to: '/FAQ', label: 'nav.faq' },
  { to: '/Contact', label: 'nav.contact' },
  { to: '/About', label: 'nav.about' },
  { to: '/Terms-conditions', label: 'nav.termsConditions' },
  { to: '/Privacy-Policy', label: 'nav.privacyPolicy' },
];

export interface ServiceMenuItem {
  key: keyof GeneralSetting['services'];
  label: MessageKey;
  to: string;
  /** The category id travels in navigation state, as the specification's client does. */
  state: { id: number };
  subcategories: { id: number; name: string; to: string }[];
}

/** The site's five sections, which Our Services lists when the settings name them. */
export const SECTION_LINKS: {
  key: keyof GeneralSetting['services'];
  label: MessageKey;
  to: string;
  page?: string;
}[] = [
  { key: 'service_provider', label: 'nav.serviceProviders', to: '/Category/services', page: 'service' },
  { key: 'shops', label: 'nav.shops', to: '/Category/shops', page: 'shops' },
  { key: 'market_place', label: 'nav.marketplace', to: '/market-place' },
  { key: 'rent', label: 'nav.rent', to: '/rents' },
  { key: 'jobs', label: 'nav.jobs', to: '/jobs' },
];

/**
 * The Our Services entries: each of the five appears only when the settings give it an id;
 * subcategory links are `/SubCategory/{name without spaces}/{id}/?Page=service|shops`.
 */
export function serviceMenuItems(services: GeneralSetting['services'] | undefined): ServiceMenuItem[] {
  if (!services) return [];
  return SECTION_LINKS.flatMap(({ key, label, to, page }) => {
    const link = services[key];
    if (!link) return [];
    return [
      {
        key,
        label,
        to,
        state: { id: link.id },
        subcategories: page
          ? link.subcategories.map((subcategory) => ({
              id: subcategory.id,
              name: subcategory.name,
              to: `/SubCategory/${encodeURIComponent(subcategory.name.replace(/\s+/g, ''))}/${subcategory.id}/?Page=${page}`,
            }))
          : [],
      },
    ];
  });
}

/**
 * The settings as a page sends them: the Our Services sections without their subcategory lists,
 * which grow with the directory (17.5 KB of every page's HTML where issue 37 measured them) and
 * which no first paint shows. The menu fetches them when it first opens (`services-menu.tsx`); without
 * JavaScript, Our Services is a link to the page that lists them.
 */
export function withoutSubcategoryLists(settings: GeneralSetting): GeneralSetting {
  const services = Object.fromEntries(
    Object.entries(settings.services).map(([key, link]) => [key, link && { ...link, subcategories: [] }]),
  ) as GeneralSetting['services'];
  return { ...settings, services };
}

/** The user's name in the header's menu (UserMenu, MemberMenu), hidden where it would not fit. */
export const USER_NAME_CLASS = 'truncate max-[419px]:sr-only lg:max-xl:sr-only';
