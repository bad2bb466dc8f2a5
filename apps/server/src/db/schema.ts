import type { Generated } from 'kysely';

/**
 * Column types as both engines return them. Timestamps are ISO-8601 text (PostgreSQL's
 * timestamptz is parsed to the same text), flags are integers 0/1 (see docs/decisions/003).
 */
export interface SitesTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_ar: string;
  time_zone: string;
  created_at: string;
  updated_at: string;
}

export interface CitiesTable {
  id: Generated<number>;
  site_id: number;
  name_en: string;
  name_ar: string;
  sort_order: number;
}

export interface ImagesTable {
  id: Generated<number>;
  storage_key: string;
  mime_type: string;
  width: number;
  height: number;
  byte_size: number;
  /** JSON array of the delivered widths, ascending. */
  variant_widths: string;
  alt_en: string;
  alt_ar: string;
  created_at: string;
}

export type CategoryKind = 'service' | 'business' | 'market' | 'rent' | 'job';

export interface CategoriesTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number | null;
  kind: CategoryKind;
  name_en: string;
  name_ar: string;
  sort_order: number;
}

export interface SiteSettingsTable {
  site_id: number;
  logo_image_id: number | null;
  footer_logo_image_id: number | null;
  subscribe_text_en: string;
  subscribe_text_ar: string;
  contact_email: string;
  contact_phone: string;
  copyright_en: string;
  copyright_ar: string;
  service_provider_category_id: number | null;
  shops_category_id: number | null;
  market_place_category_id: number | null;
  rent_category_id: number | null;
  jobs_category_id: number | null;
  updated_at: string;
}

export interface StateMenuEntriesTable {
  id: Generated<number>;
  site_id: number;
  title_en: string;
  title_ar: string;
  image_id: number | null;
  url: string | null;
  sort_order: number;
}

export interface SocialLinksTable {
  id: Generated<number>;
  site_id: number;
  type: string;
  url: string;
  sort_order: number;
}

export interface HeroEntriesTable {
  id: Generated<number>;
  site_id: number;
  image_id: number;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  sort_order: number;
  is_published: number;
}

export interface WelcomeScreensTable {
  id: Generated<number>;
  site_id: number;
  type: 'youtube' | 'image';
  link: string;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  is_active: number;
  updated_at: string;
}

export interface UserGuidesTable {
  id: Generated<number>;
  site_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  body_en: string;
  body_ar: string;
  sort_order: number;
  is_published: number;
  published_at: string;
  updated_at: string;
}

/** Every table Kysely knows about. */
export interface Database {
  sites: SitesTable;
  cities: CitiesTable;
  images: ImagesTable;
  categories: CategoriesTable;
  site_settings: SiteSettingsTable;
  state_menu_entries: StateMenuEntriesTable;
  social_links: SocialLinksTable;
  hero_entries: HeroEntriesTable;
  welcome_screens: WelcomeScreensTable;
  user_guides: UserGuidesTable;
}
