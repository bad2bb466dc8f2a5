import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup, formatBytes } from '../modules/backup/backup';
import { BackupError } from '../modules/backup/backup-error';
import { totalRows } from '../modules/backup/backup-manifest';
import { restoreBackup } from '../modules/backup/restore';
import { createMediaStorage } from '../modules/media/media.storage';
import { mediaDirectory } from '../services';

const USAGE = `Usage:
  npm run db:backup [-- --out FILE]       write a backup (default: a dated file in BACKUP_DIR)
  npm run db:restore -- FILE [--force]    restore FILE into the empty DATA_DIR / DATABASE_URL`;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * `npm run db:backup` and `npm run db:restore`: a consistent copy of the database and every
 * stored image in one checked tar file, while the site runs; and back (see modules/backup).
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const storage = createMediaStorage(config.mediaStorage, mediaDirectory(config));

  if (command === 'backup' && positionals.length === 0 && !values.force) {
    const result = await createBackup({ config, storage, out: values.out ?? `${config.backupDir}/` });
    const { manifest } = result;
    const imageBytes = manifest.images.files.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`Backup written: ${result.file}`);
    console.log(
      `  ${manifest.engine === 'sqlite' ? 'SQLite database' : 'PostgreSQL dump'} ${formatBytes(manifest.database.bytes)}, ` +
        `${Object.keys(manifest.tables).length} tables, ${totalRows(manifest.tables)} rows, migration ${manifest.migration ?? 'none'}`,
    );
    console.log(
      `  ${manifest.images.files.length} image files ${formatBytes(imageBytes)} from ${storage.location} (${manifest.images.rows} images)`,
    );
    if (manifest.images.missing.length > 0)
      console.warn(
        `  Warning: ${manifest.images.missing.length} image files the database names were already missing from storage: ` +
          manifest.images.missing.slice(0, 10).join(', '),
      );
    console.log(
      `  Size ${formatBytes(result.bytes)}, took ${seconds(result.tookMs)}; checked: ` +
        `${manifest.engine === 'sqlite' ? 'integrity_check ok and row counts match' : 'pg_restore --list reads every table'}, image checksums match.`,
    );
    return;
  }
  if (command === 'restore' && positionals.length === 1 && !values.out) {
    const file = path.resolve(positionals[0] ?? '');
    const target = config.database.engine === 'sqlite' ? config.database.file : 'DATABASE_URL';
    console.log(`Restoring ${file} into ${target} and ${storage.location}...`);
    const result = await restoreBackup({ config, storage, file, force: values.force });
    console.log(
      `Restored: ${result.tables} tables, ${result.rows} rows, ${result.images} image files, migration ${result.manifest.migration ?? 'none'}, ` +
        `from a backup of ${result.manifest.createdAt}, in ${seconds(result.tookMs)}.`,
    );
    console.log(
      `  Checked: ${config.database.engine === 'sqlite' ? 'integrity_check ok, ' : ''}row counts match the backup, every image row has its files.`,
    );
    if (result.missing.length > 0)
      console.warn(
        `  Warning: ${result.missing.length} image files were already missing when the backup was taken: ${result.missing.slice(0, 10).join(', ')}`,
      );
    console.log('Start the server as usual; it applies any newer migrations (after a backup of its own).');
    return;
  }
  console.error(USAGE);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  else if ((error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error(error);
  process.exit(1);
});
