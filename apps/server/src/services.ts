import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { ResponseCache } from './lib/response-cache';
import { HomeRepository } from './modules/home/home.repository';
import { HomeService } from './modules/home/home.service';
import { MediaRepository } from './modules/media/media.repository';
import { LocalMediaStorage, type MediaStorage } from './modules/media/media.storage';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { SitesRepository } from './modules/sites/sites.repository';
import path from 'node:path';

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
}

/** Builds repositories and services over one open database. */
export function createServices(config: Config, database: DatabaseHandle): Services {
  const { db } = database;
  const sites = new SitesRepository(db);
  const media = new MediaRepository(db);
  return {
    config,
    database,
    cache: new ResponseCache(config.publicCacheSeconds * 1000),
    storage: new LocalMediaStorage(mediaDirectory(config)),
    sites,
    media,
    settings: new SettingsService(new SettingsRepository(db), sites, media),
    home: new HomeService(new HomeRepository(db), media),
  };
}

/** Folder of stored images, inside DATA_DIR and outside the web root. */
export function mediaDirectory(config: Config): string {
  return path.join(config.dataDir, 'media');
}
