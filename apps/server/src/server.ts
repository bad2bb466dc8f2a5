import { buildApp, flushLogs } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateWithBackup, startScheduledBackups } from './modules/backup/backup-schedule';
import { createMediaStorage } from './modules/media/media.storage';
import { mediaDirectory } from './services';
import { sweepOrphanFiles, sweepUnattachedListingPhotos } from './modules/media/uploads';
import { pruneTypoVariants } from './modules/search/search-index';
import { BackgroundJobs } from './lib/background-jobs';
import { drainAndStop } from './lib/graceful-shutdown';

const PHOTO_SWEEP_EVERY_MS = 6 * 60 * 60_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  // A database with data gets a backup in BACKUP_DIR before migrations change it.
  await migrateWithBackup(database, config, {
    storage: createMediaStorage(config.mediaStorage, mediaDirectory(config)),
    log: (line) => console.log(line),
  });

  const app = await buildApp({
    config,
    database,
    web: config.environment === 'development' ? 'development' : 'production',
  });
  database.housekeeping?.setWarn((message, details) => app.log.warn(details, message));
  // Backups every BACKUP_EVERY_HOURS into BACKUP_DIR, for operators without backups of their own.
  const backups = startScheduledBackups(config, app.services.storage, app.log);
  app.addHook('onClose', async () => backups.stop());

  // Periodic work, stopped together (and waited for) when the process stops.
  const jobs = new BackgroundJobs();
  // Files a crash left between their writing and their record, or after their record went.
  const swept = await sweepOrphanFiles(app.services.media, app.services.storage);
  if (swept > 0) app.log.info({ files: swept }, 'removed orphan media files');
  // Post photos chosen in a form never sent, or replaced by an approved edit: now and every 6 h.
  const sweepPhotos = () =>
    sweepUnattachedListingPhotos(app.services.media, app.services.storage, () =>
      app.services.listings.pendingImageIds(),
    )
      .then((count) => {
        if (count > 0) app.log.info({ photos: count }, 'removed post photos no post uses');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'post photo sweep failed'));
  await jobs.run(sweepPhotos);
  jobs.every(PHOTO_SWEEP_EVERY_MS, sweepPhotos);

  // Posts past their time leave the site, and owners hear a few days before: now and every hour.
  const runExpiry = () =>
    app.services.expiry
      .run()
      .then(({ expired, warned }) => {
        if (expired + warned > 0) app.log.info({ expired, warned }, 'post expiry');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'post expiry failed'));
  await jobs.run(runExpiry);
  jobs.every(3_600_000, runExpiry);

  // Those who saved an event and asked for reminders hear the day before: now and every hour.
  const runEventReminders = () =>
    app.services.eventReminders
      .run()
      .then(({ reminded }) => {
        if (reminded > 0) app.log.info({ reminded }, 'event reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'event reminders failed'));
  await jobs.run(runEventReminders);
  jobs.every(3_600_000, runEventReminders);

  // Words of deleted content leave the search's typo vocabulary: soon after start, then hourly.
  const pruneSearch = () =>
    pruneTypoVariants(app.services.database.db)
      .then((count) => {
        if (count > 0) app.log.info({ words: count }, 'removed search words no content has');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'search vocabulary pruning failed'));
  jobs.every(3_600_000, pruneSearch, 60_000);

  let isShuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    // An operator's Ctrl-C need not wait for a load balancer.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelaySeconds * 1000 : 0;
    app.log.info({ signal, delayMs, graceSeconds: config.shutdownGraceSeconds }, 'draining before stopping');
    // Whatever happens below, the process ends.
    setTimeout(
      () => {
        app.log.error('stopping took too long; exiting');
        flushLogs();
        process.exit(1);
      },
      config.shutdownGraceSeconds * 1000 + 10_000,
    ).unref();
    try {
      const outcome = await drainAndStop({
        app,
        jobs,
        graceMs: config.shutdownGraceSeconds * 1000,
        delayMs,
        closeDatabase: () => database.close(),
      });
      if (outcome === 'clean') app.log.info('stopped cleanly');
      flushLogs();
      process.exit(outcome === 'clean' ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      flushLogs();
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  process.on('SIGINT', () => void shutDown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Jaliya is ready at ${config.publicUrl} (database: ${database.engine})`);
  const mailNotice = app.services.mailer.startupNotice();
  if (mailNotice) app.log.warn(mailNotice);
}

main().catch((error: unknown) => {
  console.error('Jaliya could not start:', error);
  process.exit(1);
});
