import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { RateLimiter } from './lib/rate-limiter';
import { ResponseCache } from './lib/response-cache';
import { AccountsService } from './modules/accounts/accounts.service';
import { CodesRepository } from './modules/accounts/codes.repository';
import { SessionsRepository } from './modules/accounts/sessions.repository';
import { UsersRepository } from './modules/accounts/users.repository';
import { HomeRepository } from './modules/home/home.repository';
import { HomeService } from './modules/home/home.service';
import { Mailer } from './modules/mail/mailer';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { MediaRepository } from './modules/media/media.repository';
import { LocalMediaStorage, type MediaStorage } from './modules/media/media.storage';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { SitesRepository } from './modules/sites/sites.repository';

/** Everything the routes need, wired once per app. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  cache: ResponseCache;
  storage: MediaStorage;
  sites: SitesRepository;
  media: MediaRepository;
  settings: SettingsService;
  home: HomeService;
  limiter: RateLimiter;
  mailer: Mailer;
  users: UsersRepository;
  accounts: AccountsService;
  newsletter: NewsletterService;
}

/** Builds repositories and services over one open database. */
export function createServices(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): Services {
  const { db } = database;
  const sites = new SitesRepository(db);
  const media = new MediaRepository(db);
  const limiter = new RateLimiter(db);
  const mailer = new Mailer(db, log, config.smtpUrl, config.mailFrom);
  const users = new UsersRepository(db);
  const storage = new LocalMediaStorage(mediaDirectory(config));
  return {
    config,
    database,
    cache: new ResponseCache(config.publicCacheSeconds * 1000),
    storage,
    sites,
    media,
    settings: new SettingsService(new SettingsRepository(db), sites, media),
    home: new HomeService(new HomeRepository(db), media),
    limiter,
    mailer,
    users,
    accounts: new AccountsService(
      users,
      new SessionsRepository(db),
      new CodesRepository(db),
      limiter,
      mailer,
      media,
      storage,
    ),
    newsletter: new NewsletterService(db, limiter, mailer, config.publicUrl),
  };
}

/** Folder of stored images, inside DATA_DIR and outside the web root. */
export function mediaDirectory(config: Config): string {
  return path.join(config.dataDir, 'media');
}
