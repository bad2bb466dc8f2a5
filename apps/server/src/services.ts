import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { LISTING_KINDS, type ListingKind } from '@jaliya/contract/kinds';
import { registerKinds } from './kinds';
import { IdempotencyStore } from './lib/idempotency';
import { RateLimiter } from './lib/rate-limiter';
import { ResponseCache } from './lib/response-cache';
import { AccountsService } from './modules/accounts/accounts.service';
import { CodesRepository } from './modules/accounts/codes.repository';
import { SessionsRepository } from './modules/accounts/sessions.repository';
import { UsersRepository } from './modules/accounts/users.repository';
import { HomeRepository } from './modules/home/home.repository';
import { HomeService } from './modules/home/home.service';
import { Mailer } from './modules/mail/mailer';
import { OutboxRepository } from './modules/mail/outbox.repository';
import { NewsletterRepository } from './modules/newsletter/newsletter.repository';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { MediaRepository } from './modules/media/media.repository';
import { createMediaStorage, type MediaStorage } from './modules/media/media.storage';
import { configureMediaUrls } from './modules/media/image-view';
import { configureImageWork } from './modules/media/image-work';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { SitesRepository } from './modules/sites/sites.repository';
import { OtherSites } from './modules/sites/other-sites';
import { SiteDirectory, type SiteUrlOf } from './modules/sites/site-directory';
import { SiteRolesRepository } from './modules/accounts/site-roles.repository';
import { BlogRepository } from './modules/blog/blog.repository';
import { BlogService } from './modules/blog/blog.service';
import { ContentChangesRepository } from './modules/content-changes/content-changes.repository';
import { ContentChanges } from './modules/content-changes/content-changes.service';
import { ContactRepository } from './modules/contact/contact.repository';
import { ContactService } from './modules/contact/contact.service';
import { EditorialRepository } from './modules/editorial/editorial.repository';
import { EditorialService } from './modules/editorial/editorial.service';
import { FormsRepository } from './modules/forms/forms.repository';
import { FormsService } from './modules/forms/forms.service';
import { SavedRepository } from './modules/saved/saved.repository';
import { SavedService } from './modules/saved/saved.service';
import { BusinessesRepository } from './modules/directory/businesses.repository';
import { DirectoryRepository } from './modules/directory/directory.repository';
import { DirectoryService } from './modules/directory/directory.service';
import { ListingsRepository } from './modules/listings/listings.repository';
import { ListingsService } from './modules/listings/listings.service';
import { SearchService } from './modules/search/search.service';
import { AuditLog } from './modules/console/audit-log';
import { ModerationService } from './modules/console/moderation.service';
import { ContentConsoleService } from './modules/console/content.service';
import { InboxService } from './modules/console/inbox.service';
import { UsersConsoleService } from './modules/console/users-console.service';
import { SitesConsoleService } from './modules/console/sites-console.service';
import { ListingExpiry } from './modules/listings/expiry';
import { EventReminders } from './modules/events/reminders';
import { ReportsRepository, ReportsService } from './modules/listings/reports';
import { ClassifiedsRepository } from './modules/classifieds/classifieds.repository';
import { ClassifiedsService } from './modules/classifieds/classifieds.service';
import { MarketCatalogueRepository } from './modules/classifieds/market-catalogue';

/** Bytes the page cache may hold (decision 006 gives the server 200 MB in all). */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

/** Everything the routes need, wired once per app. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  /** Public API reads, as bytes. */
  cache: ResponseCache;
  /** Pages rendered for visitors without a session, as bytes. */
  pageCache: ResponseCache;
  contentChanges: ContentChanges;
  storage: MediaStorage;
  sites: SitesRepository;
  /** Every site and the hosts it answers on, kept for a moment (issue 36). */
  siteDirectory: SiteDirectory;
  /** The other sites where an account has posts or saved items (issue 36). */
  otherSites: OtherSites;
  media: MediaRepository;
  settings: SettingsService;
  home: HomeService;
  limiter: RateLimiter;
  /** Answers kept for requests sent with an `Idempotency-Key`. */
  idempotency: IdempotencyStore;
  mailer: Mailer;
  users: UsersRepository;
  accounts: AccountsService;
  newsletter: NewsletterService;
  editorial: EditorialService;
  blog: BlogService;
  contact: ContactService;
  forms: FormsService;
  saved: SavedService;
  listings: ListingsService;
  classifieds: ClassifiedsService;
  /** The marketplace's categories, models and colours. */
  marketCatalogue: MarketCatalogueRepository;
  /** Expiry of jobs, homes and products, with the owner's warning e-mail. */
  search: SearchService;
  expiry: ListingExpiry;
  /** The e-mail the day before an event, to those who saved it and asked for reminders. */
  eventReminders: EventReminders;
  reports: ReportsService;
  directory: DirectoryService;
  /** The console: the review queue and reports, users, and the audit log. */
  moderation: ModerationService;
  usersConsole: UsersConsoleService;
  /** The deployment's sites, for deployment admins (the same service as `npm run site`). */
  sitesConsole: SitesConsoleService;
  auditLog: AuditLog;
  content: ContentConsoleService;
  inbox: InboxService;
}

/** Builds repositories and services over one open database. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  tuning: { sitesMaxAgeMs?: number | undefined } = {},
): Services {
  const { db } = database;
  const sites = new SitesRepository(db);
  const siteDirectory = new SiteDirectory(sites, {
    defaultSite: config.defaultSite,
    publicUrl: config.publicUrl,
    unknownHost: config.unknownHost,
    ...(tuning.sitesMaxAgeMs ? { maxAgeMs: tuning.sitesMaxAgeMs } : {}),
  });
  // Each site's own address (its first host): every e-mail's links and signature use the site
  // the action happened on.
  const publicUrlOf: SiteUrlOf = (code) => siteDirectory.publicUrlOfCode(code);
  const media = new MediaRepository(db);
  const limiter = new RateLimiter(db, config.sessionSecret);
  const idempotency = new IdempotencyStore(db, config.sessionSecret);
  const mailer = new Mailer(new OutboxRepository(db), log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retentionMs: config.mailRetentionDays * 86_400_000,
    logBodies: !config.isHttps,
  });
  const users = new UsersRepository(db);
  const storage = createMediaStorage(config.mediaStorage, mediaDirectory(config));
  // Image addresses in answers: this site's /media/, or the bucket's public address when it has one.
  configureMediaUrls(config.mediaStorage.kind === 's3' ? config.mediaStorage.publicUrl : undefined);
  configureImageWork({ concurrency: config.imageConcurrency, maxWaiting: config.imageQueue });
  const settingsRepository = new SettingsRepository(db);
  const blogPosts = new BlogRepository(db);
  const blog = new BlogService(blogPosts, media);
  const formsRepository = new FormsRepository(db);
  const savedRepository = new SavedRepository(db);
  const listingsRepository = new ListingsRepository(db);
  const businesses = new BusinessesRepository(db);
  const contact = new ContactService(
    new ContactRepository(db),
    settingsRepository,
    limiter,
    mailer,
    publicUrlOf,
  );
  const newsletter = new NewsletterService(new NewsletterRepository(db), limiter, mailer, publicUrlOf);
  const accounts = new AccountsService(
    users,
    new SessionsRepository(db),
    new CodesRepository(db),
    limiter,
    mailer,
    media,
    storage,
    { publicUrlOf, secret: config.sessionSecret },
    new SiteRolesRepository(db),
  );
  const eventReminders = new EventReminders(db, mailer, {
    // Each site's own address (its first host), where its events' pages are.
    publicUrlOf,
  });
  // What a deleted account leaves behind in other modules is erased with it.
  accounts.onAccountDeleted(async (user) => {
    await listings.eraseOwnedBy(user.id, async (siteId) => (await sites.findById(siteId))?.code);
    await savedRepository.deleteForUser(user.id);
    await formsRepository.deleteSubmissionsOf(user.id);
    await contact.eraseFor(user.id, user.email);
    await newsletter.eraseFor(user.id, user.email);
    await mailer.eraseFor(user.id, user.email);
    await audit.pseudonymise(user.id);
    await idempotency.eraseFor(user.id);
    await eventReminders.eraseFor(user.id);
  });
  const cache = new ResponseCache(config.publicCacheSeconds * 1000);
  // Pages are larger than API answers: fewer of them, within a fixed share of the memory budget.
  const pageCache = new ResponseCache(config.publicCacheSeconds * 1000, 1000, Date.now, PAGE_CACHE_BYTES);
  const settings = new SettingsService(settingsRepository, sites, media, siteDirectory);
  const contentChanges = new ContentChanges(new ContentChangesRepository(db), [cache, pageCache, settings]);
  const audit = new AuditLog(db);
  const listings = new ListingsService(
    listingsRepository,
    contentChanges,
    audit,
    async (siteId) => (await settingsRepository.findSettings(siteId))?.post_expiry_days ?? null,
  );
  const classifieds = new ClassifiedsService(
    new ClassifiedsRepository(db),
    listingsRepository,
    new DirectoryRepository(db),
    media,
    sites,
  );
  const marketCatalogue = new MarketCatalogueRepository(db);
  // The kinds of user post (decision 025): each declared once, and every shared feature loops over them.
  registerKinds({
    config,
    db,
    listings,
    classifieds,
    marketCatalogue,
    businesses,
    directory: () => directory,
  });
  const reports = new ReportsService(
    new ReportsRepository(db),
    listingsRepository,
    listings,
    config.reportsToHide,
    (address) => limiter.storedKey(['report-address', address]),
  );
  const directory = new DirectoryService(
    new DirectoryRepository(db),
    businesses,
    listingsRepository,
    media,
    sites,
    contentChanges,
  );
  return {
    config,
    database,
    cache,
    pageCache,
    contentChanges,
    storage,
    sites,
    siteDirectory,
    otherSites: new OtherSites(db, siteDirectory),
    media,
    settings,
    home: new HomeService(new HomeRepository(db), media, directory, blog, classifieds),
    limiter,
    idempotency,
    mailer,
    users,
    accounts,
    newsletter,
    editorial: new EditorialService(new EditorialRepository(db), settingsRepository, media),
    blog,
    contact,
    forms: new FormsService(formsRepository, limiter),
    saved: new SavedService(savedRepository, blog, {
      blog: async (siteId, id) => (await blogPosts.findPublished(siteId, id)) !== undefined,
      // Every kind of post is saved the same way: it must be published on the site.
      ...(Object.fromEntries(
        LISTING_KINDS.map((kind) => [
          kind,
          (siteId: number, id: number) => listings.isPublished(siteId, kind, id),
        ]),
      ) as Record<ListingKind, (siteId: number, id: number) => Promise<boolean>>),
    }),
    listings,
    reports,
    directory,
    classifieds,
    marketCatalogue,
    search: new SearchService(db, listings, media, siteDirectory),
    moderation: new ModerationService(db, listings, media, audit, mailer, publicUrlOf, config.reportsToHide),
    usersConsole: new UsersConsoleService(db, accounts, listings, contentChanges, audit),
    sitesConsole: new SitesConsoleService(
      db,
      { defaultSite: config.defaultSite, publicUrl: config.publicUrl },
      siteDirectory,
      contentChanges,
      audit,
    ),
    auditLog: audit,
    content: new ContentConsoleService(db, media, contentChanges, audit),
    inbox: new InboxService(db, mailer, audit, publicUrlOf),
    expiry: new ListingExpiry(db, listings, contentChanges, mailer, {
      publicUrlOf,
      warningDays: config.postExpiryWarningDays,
    }),
    eventReminders,
  };
}

/** Folder of stored images, inside DATA_DIR and outside the web root. */
export function mediaDirectory(config: Config): string {
  return path.join(config.dataDir, 'media');
}
