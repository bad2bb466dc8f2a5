import type { CategoryKind } from '@jaliya/contract/kinds';
import type { SearchKind } from '@jaliya/contract/search-kinds';
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
  /** 1: open; 0: "coming soon" (the state menu lists it without a link; no sitemap yet). */
  is_open: Generated<number>;
  /** Its place in the header's state menu. */
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The public host names a site answers on; the lowest `sort_order` is its address (issue 36). */
export interface SiteHostsTable {
  id: Generated<number>;
  site_id: number;
  /** Lowercase, without a port: `ga.jaliya.us`. Unique across sites. */
  host: string;
  sort_order: Generated<number>;
}

/**
 * A person's role on one site (issue 36): a moderator or admin of that site only. `users.role` is
 * the deployment-wide role (an admin there runs every site); the role on a site is the higher.
 */
export interface SiteRolesTable {
  user_id: number;
  site_id: number;
  role: 'moderator' | 'admin';
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
  /** The account that uploaded it; null for the site's own images (logo, artwork, editorial). */
  owner_user_id: number | null;
  /** What it is for, such as `profile_photo` or `site`. */
  purpose: Generated<ImagePurpose>;
  /** Order among the owner's images of one purpose (gallery photos). */
  position: Generated<number>;
  /**
   * The client's Idempotency-Key of an upload made before keys were kept for every create in
   * `idempotency_keys`; no longer written or read.
   */
  upload_key: string | null;
  /** A tiny blurred preview as a data: URL, shown while the image loads; null for older images. */
  placeholder: Generated<string | null>;
}

export type ImagePurpose = 'site' | 'profile_photo' | 'listing';

/** Kinds of category: those each kind of post is filed under (the registry of kinds declares them). */
export type { CategoryKind };

export interface CategoriesTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number | null;
  kind: CategoryKind;
  name_en: string;
  name_ar: string;
  sort_order: number;
  icon: Generated<string>;
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
  contact_address_en: Generated<string>;
  contact_address_ar: Generated<string>;
  office_hours_en: Generated<string>;
  office_hours_ar: Generated<string>;
  map_latitude: number | null;
  map_longitude: number | null;
  /** A key of LIVE_CHAT_PROVIDERS, or null for no live chat. */
  live_chat_provider: string | null;
  live_chat_id: string | null;
  /** Tile address template with {z}, {x} and {y}, such as OpenStreetMap's. */
  map_tile_url: Generated<string>;
  map_attribution: Generated<string>;
  map_attribution_url: Generated<string>;
  /** The mobile apps' store pages; empty when the site has no app there. */
  app_store_url: Generated<string>;
  google_play_url: Generated<string>;
  /** Seconds a visitor's page is kept (0: pages are always rendered); null: PUBLIC_CACHE_SECONDS. */
  page_cache_seconds: Generated<number | null>;
  /** Days a classified stays up once published; null: POST_EXPIRY_DAYS. */
  post_expiry_days: Generated<number | null>;
  /** Days before expiry the owner is e-mailed (0: never); null: POST_EXPIRY_WARNING_DAYS. */
  expiry_warning_days: Generated<number | null>;
}

/** Why a moderator may refuse a post; the owner reads the label in their language. */
export interface RejectionReasonsTable {
  id: Generated<number>;
  key: string;
  label_en: string;
  label_ar: string;
  sort_order: Generated<number>;
}

/** Which moderator has a post open in the review queue, until when. */
export interface ReviewClaimsTable {
  listing_id: number;
  moderator_user_id: number;
  expires_at: string;
}

/** One console action, or one role or status change: who, when, what, before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  site_id: number | null;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: Generated<string>;
  before_value: string | null;
  after_value: string | null;
  created_at: string;
}

export interface ReportReasonsTable {
  id: Generated<number>;
  key: string;
  label_en: string;
  label_ar: string;
  sort_order: Generated<number>;
}

/** One person's report on one post; open until a moderator deals with the post. */
export interface ListingReportsTable {
  id: Generated<number>;
  listing_id: number;
  reporter_user_id: number | null;
  reason_id: number;
  note: Generated<string>;
  /** A keyed hash of the reporter's address group (IPv6 by /64), never the address itself. */
  address_key: string | null;
  /** What the report counted for when it was made (see ReportsService). */
  weight: Generated<number>;
  /** How a moderator settled it: `upheld` (the post was rejected) or `dismissed`. */
  outcome: 'upheld' | 'dismissed' | null;
  created_at: string;
  resolved_at: string | null;
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

export type UserRole = 'user' | 'moderator' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. Replaced by a placeholder when the account is deleted. */
  email: string;
  name: string;
  phone: string;
  gender: 'male' | 'female' | null;
  password_hash: string;
  /**
   * The deployment-wide role: `admin` is a deployment admin (every site, creates sites). A role on
   * one site is in `site_roles`; a session's user carries the higher of the two for its site.
   */
  role: UserRole;
  language: 'en' | 'ar';
  photo_image_id: number | null;
  /** Set while an admin has suspended the account: no sign-in, posts hidden. */
  suspended_at: string | null;
  suspended_reason: string | null;
  /** When the owner opened the link e-mailed to the address (set again by a reset or change by code). */
  email_verified_at: string | null;
  /** Set while a moderator has stopped the person from reporting posts. */
  reporting_banned_at: string | null;
  /** 1 when the person asked for an e-mail the day before each event they saved. */
  event_reminders: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is never stored. */
  id: string;
  user_id: number;
  kind: 'cookie' | 'bearer';
  /**
   * The user's role, on the site it was made for, when the session was made; null for sessions
   * older than this column.
   */
  role: UserRole | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/**
 * `password_reset_grant`: the old client's reset proves the code first (`check-code`) and sends the
 * new password later without it; the grant, bound to the address that proved the code, links the two.
 */
export type CodePurpose = 'password_reset' | 'email_change' | 'password_reset_grant';

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  code_hash: string;
  target_email: string | null;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** `sending`: claimed by one server until `next_attempt_at` (a lease), then claimable again. */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'logged' | 'discarded';
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  /** JSON object of extra headers, or null. */
  headers: string | null;
  /** The account the message concerns, for erasure. */
  user_id: number | null;
  /** The e-mail address whose personal data the message carries (recipient or sender), for erasure. */
  subject_email: string | null;
  /** After this time the message is useless (its code expired): discarded rather than sent. */
  discard_after: string | null;
}

export interface ContentChangesTable {
  id: Generated<number>;
  site_code: string;
  /** The resource family that changed (`general-setting`, `blogs`, ...), or `*` for everything. */
  resource: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch when the window ends. */
  reset_at: number;
}

/** The answer to a request sent with an `Idempotency-Key` (see lib/idempotency.ts). */
export interface IdempotencyKeysTable {
  /** A keyed hash of who sent it (account or address) and their key. */
  id: string;
  user_id: number | null;
  /** A keyed hash of the request (method, address, body): a retry must send the same. */
  fingerprint: string;
  /** Null while the first request runs; then the status it was answered with. */
  status_code: number | null;
  /** The answer, encrypted with a key derived from the client's key. */
  response: string | null;
  /** Milliseconds since the epoch until which a running first request holds the key. */
  locked_until: number;
  /** Milliseconds since the epoch when the key is forgotten (24 hours after the first request). */
  expires_at: number;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  site_id: number;
  email: string;
  language: 'en' | 'ar';
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** SHA-256 of the token in the confirm and unsubscribe links. */
  token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The account that subscribed while signed in, so erasing the account erases this too. */
  user_id: number | null;
}

export interface PagesTable {
  id: Generated<number>;
  site_id: number;
  /** `about`, `contact`, `privacy-policy`, `terms-conditions` or `eula`. */
  key: string;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  /** Sanitised rich text. */
  body_en: string;
  body_ar: string;
  image_id: number | null;
  updated_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  site_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  excerpt_en: string;
  excerpt_ar: string;
  /** Sanitised rich text. */
  body_en: string;
  body_ar: string;
  author_en: string;
  author_ar: string;
  cover_image_id: number | null;
  is_published: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface FaqGroupsTable {
  id: Generated<number>;
  site_id: number;
  title_en: string;
  title_ar: string;
  sort_order: number;
}

export interface FaqItemsTable {
  id: Generated<number>;
  group_id: number;
  question_en: string;
  question_ar: string;
  /** Sanitised rich text. */
  answer_en: string;
  answer_ar: string;
  sort_order: number;
  is_published: number;
}

export interface FormsTable {
  id: Generated<number>;
  site_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  intro_en: string;
  intro_ar: string;
  success_en: string;
  success_ar: string;
  is_published: number;
  created_at: string;
  updated_at: string;
}

export interface FormFieldsTable {
  id: Generated<number>;
  form_id: number;
  name: string;
  type: 'text' | 'email' | 'phone' | 'textarea' | 'choice';
  label_en: string;
  label_ar: string;
  is_required: number;
  max_length: number | null;
  /** JSON array of `{value, label_en, label_ar}` for choice fields, else null. */
  options: string | null;
  sort_order: number;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  user_id: number | null;
  language: 'en' | 'ar';
  /** JSON object of field name to submitted text. */
  data: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: 'en' | 'ar';
  status: Generated<'new' | 'read' | 'answered'>;
  created_at: string;
}

export interface SavedItemsTable {
  user_id: number;
  item_type: string;
  item_id: number;
  created_at: string;
}

/** Each event reminder sent (one per person and event), so none is sent twice. */
export interface EventRemindersSentTable {
  user_id: number;
  listing_id: number;
  sent_at: string;
}

export type ListingStatus =
  'pending' | 'published' | 'rejected' | 'expired' | 'closed' | 'suspended' | 'deleted';

/** Ownership and life cycle of every user post, whatever its kind (see modules/listings). */
export interface ListingsTable {
  id: Generated<number>;
  site_id: number;
  kind: string;
  owner_user_id: number | null;
  city_id: number | null;
  category_id: number | null;
  status: ListingStatus;
  /** Why it was rejected (shown to the owner) or closed. */
  status_reason: string | null;
  language: 'en' | 'ar';
  is_anonymous: Generated<number>;
  is_verified: Generated<number>;
  title: string;
  /** The title folded for sorting by name. */
  sort_title: string;
  summary: string;
  latitude: number | null;
  longitude: number | null;
  /** An owner's edit of a published post, as JSON, waiting for review. */
  pending_changes: string | null;
  pending_since: string | null;
  follower_count: Generated<number>;
  /** The weight of its open reports (see ReportsService); 0 once a moderator has dealt with them. */
  report_weight: Generated<number>;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  expires_at: string | null;
  /** When the owner was told it expires soon (once per expiry date). */
  expiry_warned_at: string | null;
}

export interface ListingCategoriesTable {
  listing_id: number;
  category_id: number;
}

export type ListingImageRole = 'logo' | 'cover' | 'main' | 'gallery';

export interface ListingImagesTable {
  listing_id: number;
  image_id: number;
  role: ListingImageRole;
  position: number;
}

export interface ListingOpenIntervalsTable {
  listing_id: number;
  weekday: number | null;
  date: string | null;
  start_minute: number;
  end_minute: number;
  spill: number;
}

export interface ListingFollowsTable {
  user_id: number;
  listing_id: number;
  created_at: string;
}

export interface BusinessesTable {
  listing_id: number;
  street: string;
  state: string;
  postal_code: string;
  phone: string;
  email: string;
  website: string | null;
  /** JSON object: network -> address. */
  social_links: string;
  /** JSON array of service names. */
  services: string;
  always_open: Generated<number>;
  /** JSON OpeningHours (the contract's shape). */
  opening_hours: string;
}

export interface OurServicesTable {
  id: Generated<number>;
  site_id: number;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  link: string;
  icon: string;
  image_id: number | null;
  sort_order: number;
}

export interface SisterSitesTable {
  id: Generated<number>;
  site_id: number;
  name_en: string;
  name_ar: string;
  summary_en: string;
  summary_ar: string;
  url: string;
  sort_order: number;
}

/** What every classified (job, home, product) shares; see modules/classifieds. */
export interface ClassifiedsTable {
  listing_id: number;
  intent: 'offer' | 'seek';
  description: string;
  price: number | null;
  phone: string | null;
  email: string | null;
}

export interface JobsTable {
  listing_id: number;
  poster_type: 'company' | 'individual';
  job_type: 'full_time' | 'part_time' | 'both';
  salary_type: 'hour' | 'day' | 'week' | 'month' | null;
  experience: 'none' | 'junior' | 'mid' | 'senior';
  company: string | null;
  work_location: string;
  portfolio_url: string | null;
}

export interface RentalsTable {
  listing_id: number;
  accommodation_type: 'house' | 'townhouse' | 'apartment' | 'room' | 'other';
  area_sqft: number;
  bedrooms: number;
  bathrooms: number;
  shared_bathroom: number;
  gender: 'male' | 'female' | 'any';
}

export interface ProductsTable {
  listing_id: number;
  main_category_id: number;
  condition: 'new' | 'used' | null;
  year: number | null;
  model_id: number | null;
  color_id: number | null;
}

/** A community event's own fields (issue 35): local dates and times in the site's time zone, and their instants. */
export interface EventsTable {
  listing_id: number;
  all_day: number;
  start_date: string;
  start_time: string | null;
  end_date: string;
  end_time: string | null;
  /** The start as a UTC instant (ISO 8601): lists sort by it. */
  starts_at: string;
  /** The end as a UTC instant: lists keep events not yet ended, and the post expires then. */
  ends_at: string;
  attendance: 'in_person' | 'online' | 'mixed';
  venue_name: string | null;
  address: string | null;
  online_url: string | null;
  organizer_name: string | null;
  /** One of the poster's business listings, as the organiser. */
  organizer_listing_id: number | null;
  price_type: 'free' | 'amount' | 'from';
  spoken_language: 'ar' | 'en' | 'both';
  registration_url: string | null;
}

/** A marketplace model (Toyota Camry, iPhone 15) under a subcategory, in both languages. */
export interface MarketModelsTable {
  id: Generated<number>;
  site_id: number;
  category_id: number;
  name_en: string;
  name_ar: string;
  sort_order: Generated<number>;
}

export interface MarketColorsTable {
  id: Generated<number>;
  site_id: number;
  name_en: string;
  name_ar: string;
  hex: string;
  sort_order: Generated<number>;
}

/** What search finds: posts of every kind, blog posts, user guides and FAQ items. */
export type { SearchKind };

/** One searchable thing, with its folded and stemmed terms (see modules/search). */
export interface SearchEntriesTable {
  id: Generated<number>;
  site_id: number;
  kind: SearchKind;
  ref_id: number;
  /** Set for posts: their listing says whether they are public. */
  listing_id: number | null;
  city_id: number | null;
  /** Editorial entries: when they go public. */
  published_at: string | null;
  /** The terms of the title alone, to rank title matches first. */
  title_terms: string;
  terms: string;
}

/** A one-deletion variant of an indexed term (and each term as its own variant), for typos. */
export interface SearchTermVariantsTable {
  variant: string;
  term: string;
}

/** What was searched, with no account and no address. */
export interface SearchQueriesTable {
  id: Generated<number>;
  site_id: number;
  language: 'en' | 'ar';
  query: string;
  kind: string | null;
  result_count: number;
  took_ms: number;
  created_at: string;
}

/** Every table Kysely knows about. */
export interface Database {
  sites: SitesTable;
  site_hosts: SiteHostsTable;
  site_roles: SiteRolesTable;
  cities: CitiesTable;
  images: ImagesTable;
  categories: CategoriesTable;
  site_settings: SiteSettingsTable;
  report_reasons: ReportReasonsTable;
  listing_reports: ListingReportsTable;
  state_menu_entries: StateMenuEntriesTable;
  social_links: SocialLinksTable;
  hero_entries: HeroEntriesTable;
  welcome_screens: WelcomeScreensTable;
  user_guides: UserGuidesTable;
  users: UsersTable;
  rejection_reasons: RejectionReasonsTable;
  review_claims: ReviewClaimsTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  content_changes: ContentChangesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  pages: PagesTable;
  blog_posts: BlogPostsTable;
  faq_groups: FaqGroupsTable;
  faq_items: FaqItemsTable;
  forms: FormsTable;
  form_fields: FormFieldsTable;
  form_submissions: FormSubmissionsTable;
  contact_messages: ContactMessagesTable;
  saved_items: SavedItemsTable;
  event_reminders_sent: EventRemindersSentTable;
  listings: ListingsTable;
  listing_categories: ListingCategoriesTable;
  listing_images: ListingImagesTable;
  listing_open_intervals: ListingOpenIntervalsTable;
  listing_follows: ListingFollowsTable;
  businesses: BusinessesTable;
  our_services: OurServicesTable;
  sister_sites: SisterSitesTable;
  classifieds: ClassifiedsTable;
  jobs: JobsTable;
  rentals: RentalsTable;
  products: ProductsTable;
  events: EventsTable;
  market_models: MarketModelsTable;
  market_colors: MarketColorsTable;
  search_entries: SearchEntriesTable;
  search_term_variants: SearchTermVariantsTable;
  search_queries: SearchQueriesTable;
}
