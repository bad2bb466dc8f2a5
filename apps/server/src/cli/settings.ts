import { isLiveChatProvider, LIVE_CHAT_ID_PATTERN, LIVE_CHAT_PROVIDER_NAMES } from '@jaliya/contract';
import type { Updateable } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateWithBackup } from '../modules/backup/backup-schedule';
import { createMediaStorage } from '../modules/media/media.storage';
import { mediaDirectory } from '../services';
import type { SiteSettingsTable } from '../db/schema';
import { ContentChangesRepository } from '../modules/content-changes/content-changes.repository';
import { SettingsRepository } from '../modules/settings/settings.repository';
import { isTileUrlTemplate } from '../modules/settings/settings.service';
import { SitesRepository } from '../modules/sites/sites.repository';

const USAGE = [
  'Usage (every command takes --site GA, the default site otherwise):',
  `  npm run settings -- live-chat <${LIVE_CHAT_PROVIDER_NAMES.join('|')}> <website id>`,
  '  npm run settings -- live-chat off',
  '  npm run settings -- map-tiles <https://…/{z}/{x}/{y}.png> "<credit>" [<credit address>]',
  '  npm run settings -- apps <App Store address|off> <Google Play address|off>',
].join('\n');

class UsageError extends Error {}

const isHttps = (value: string) => /^https:\/\/[^\s"'<>]+$/i.test(value) && value.length <= 300;

/** A store address, or '' for `off`. */
function storeAddress(value: string | undefined): string {
  if (value === 'off') return '';
  if (value && isHttps(value)) return value;
  throw new UsageError();
}

/** The columns a command sets, and what it prints once they are saved. */
function changeOf(args: string[], siteCode: string): { set: Updateable<SiteSettingsTable>; done: string } {
  const [command, first, second, third] = args;
  switch (command) {
    case 'live-chat': {
      if (first === 'off') {
        return {
          set: { live_chat_provider: null, live_chat_id: null },
          done: `Live chat turned off for ${siteCode}.`,
        };
      }
      if (!isLiveChatProvider(first) || !second || !LIVE_CHAT_ID_PATTERN.test(second)) break;
      return {
        set: { live_chat_provider: first, live_chat_id: second },
        done: `Live chat for ${siteCode}: ${first} ${second}.`,
      };
    }
    case 'map-tiles': {
      if (!first || !isTileUrlTemplate(first) || first.length > 300) break;
      if (!second || second.length > 200 || (third !== undefined && !isHttps(third))) break;
      return {
        set: { map_tile_url: first, map_attribution: second, map_attribution_url: third ?? '' },
        done: `Maps on ${siteCode} now draw from ${first}.`,
      };
    }
    case 'apps':
      return {
        set: { app_store_url: storeAddress(first), google_play_url: storeAddress(second) },
        done: `App store links saved for ${siteCode}.`,
      };
  }
  throw new UsageError();
}

/**
 * `npm run settings -- <command> …`: changes one group of a site's settings (live chat, map
 * tiles, app store links). Running servers evict the settings and every cached page within
 * seconds (see ContentChanges); a live chat also changes the pages' Content-Security-Policy.
 */
async function main(argv: string[]): Promise<void> {
  const siteFlag = argv.indexOf('--site');
  const siteCode = (
    (siteFlag >= 0 ? argv[siteFlag + 1] : undefined) ?? loadConfig().defaultSite
  ).toUpperCase();
  const args = siteFlag >= 0 ? [...argv.slice(0, siteFlag), ...argv.slice(siteFlag + 2)] : argv;
  const change = changeOf(args, siteCode);
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateWithBackup(database, config, {
      storage: createMediaStorage(config.mediaStorage, mediaDirectory(config)),
      log: (line) => console.log(line),
    });
    const site = await new SitesRepository(database.db).findByCode(siteCode);
    if (!site) throw new Error(`There is no site with the code ${siteCode}.`);
    const updated = await new SettingsRepository(database.db).updateSettings(
      site.id,
      change.set,
      new Date().toISOString(),
    );
    if (!updated) throw new Error(`Site ${siteCode} has no settings yet.`);
    await new ContentChangesRepository(database.db).record(siteCode, ['general-setting'], new Date());
    console.log(change.done);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(USAGE);
    process.exit(2);
  }
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
