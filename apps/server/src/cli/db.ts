import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { dropAllTables } from '../db/reset';
import { migrateWithBackup } from '../modules/backup/backup-schedule';
import { ContentChangesRepository } from '../modules/content-changes/content-changes.repository';
import { addMissingImageSizes } from '../modules/media/image-sizes';
import { createMediaStorage } from '../modules/media/media.storage';
import { SitesRepository } from '../modules/sites/sites.repository';
import { seedDemoIfEmpty, seedDirectoryIfMissing, seedEditorialIfMissing } from '../seed/demo-seed';
import { seedClassifiedsIfMissing } from '../seed/classifieds-seed';
import { rebuildSearchIndex, searchIndexIsBehind } from '../modules/search/search-index';
import { mediaDirectory } from '../services';
import { rm } from 'node:fs/promises';

const COMMANDS = ['migrate', 'seed', 'reset', 'reindex', 'image-sizes'];
const USAGE = `Usage: db <${COMMANDS.join('|')}>`;

/**
 * `npm run db:migrate`, `db:seed` (demo data, only into an empty database), `db:reset`,
 * `db:reindex` (the search index built again from the content) and `db:image-sizes` (stored
 * images get the sizes their kind is delivered in now).
 */
async function main(command: string | undefined): Promise<void> {
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  // Images go where the server keeps them: DATA_DIR/media, or the bucket S3_BUCKET names.
  const storage = createMediaStorage(config.mediaStorage, mediaDirectory(config));
  try {
    if (command === 'reset') {
      if (
        (database.engine === 'postgres' || storage.kind === 's3') &&
        process.env.JALIYA_CONFIRM_RESET !== 'yes'
      ) {
        throw new Error(
          `Refusing to empty ${database.engine === 'postgres' ? 'a PostgreSQL database' : 'the database'}${storage.kind === 's3' ? ` and the bucket ${storage.location}` : ''}; set JALIYA_CONFIRM_RESET=yes to insist.`,
        );
      }
      await dropAllTables(database);
      if (storage.kind === 'local') await rm(mediaDirectory(config), { recursive: true, force: true });
      else {
        let removed = 0;
        for await (const file of storage.list()) {
          await storage.remove(file.name);
          removed += 1;
        }
        console.log(`${removed} images removed from ${storage.location}.`);
      }
      console.log('Database emptied.');
    }
    // A database with data gets a backup in BACKUP_DIR before migrations change it.
    const applied = await migrateWithBackup(database, config, { storage, log: (line) => console.log(line) });
    console.log(
      applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.',
    );
    if (command === 'seed' || command === 'reset') {
      const seeded = await seedDemoIfEmpty(database.db, storage);
      const added = !seeded && (await seedEditorialIfMissing(database.db, storage));
      const addedDirectory = !seeded && (await seedDirectoryIfMissing(database.db, storage));
      const addedJobs = !seeded && (await seedClassifiedsIfMissing(database.db, storage));
      if (seeded) console.log('Demo data seeded: sites GA (localhost, ga.localhost) and MI (mi.localhost).');
      if (addedJobs) console.log('Demo classifieds (jobs, homes, products) missing from site GA added.');
      if (added) console.log('Demo editorial content (pages, blog, guides, FAQ, forms) added to site GA.');
      if (addedDirectory)
        console.log('Demo directory (businesses, categories, Our Services) added to site GA.');
      if (!seeded && !added && !addedDirectory && !addedJobs)
        console.log('The database already has a site; demo data not added.');
      // Content from before search existed (or seeded outside the repositories) gets its entries.
      if (await searchIndexIsBehind(database.db)) {
        console.log(`Search index built: ${await rebuildSearchIndex(database.db)} entries.`);
      }
      // A server already running on this database drops what it cached of the site.
      if (seeded || added || addedDirectory || addedJobs)
        await new ContentChangesRepository(database.db).record('GA', ['*'], new Date());
    }
    if (command === 'reindex') {
      const started = Date.now();
      const written = await rebuildSearchIndex(database.db);
      console.log(`Search index rebuilt: ${written} entries in ${Date.now() - started} ms.`);
    }
    if (command === 'image-sizes') {
      const started = Date.now();
      const added = await addMissingImageSizes(database.db, storage);
      console.log(
        `Image sizes: ${added.files} files added to ${added.images} images in ${Date.now() - started} ms.`,
      );
      if (added.images > 0) {
        // Pages and answers cached by a running server name the old sizes: every site drops them.
        const changes = new ContentChangesRepository(database.db);
        for (const code of await new SitesRepository(database.db).listCodes())
          await changes.record(code, ['*'], new Date());
      }
      if (added.failed.length > 0) {
        console.error(`Could not read or encode the largest file of images ${added.failed.join(', ')}.`);
        process.exitCode = 1;
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
