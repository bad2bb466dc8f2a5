import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateWithBackup } from '../modules/backup/backup-schedule';
import { createMediaStorage } from '../modules/media/media.storage';
import { runSiteCommand, SITE_USAGE, SiteInputError, SiteUsageError } from '../modules/sites/site-admin';
import { mediaDirectory } from '../services';

/**
 * `npm run site -- create|list|update …` (issue 36): the sites of the deployment, each a state on
 * its own host. Running servers serve a new or changed site within a second, without a restart.
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateWithBackup(database, config, {
      storage: createMediaStorage(config.mediaStorage, mediaDirectory(config)),
      log: (line) => console.log(line),
    });
    const lines = await runSiteCommand(argv, {
      db: database.db,
      defaultSite: config.defaultSite,
      publicUrl: config.publicUrl,
    });
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof SiteUsageError) {
    if (error.message) console.error(error.message);
    console.error(SITE_USAGE);
    process.exit(2);
  }
  if (error instanceof SiteInputError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
