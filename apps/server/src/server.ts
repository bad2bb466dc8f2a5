import { buildApp, flushLogs } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sweepOrphanFiles, sweepUnattachedListingPhotos } from './modules/media/uploads';
import { pruneTypoVariants } from './modules/search/search-index';

const SHUTDOWN_DEADLINE_MS = 10_000;
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
  await migrateToLatest(database.db);

  const app = await buildApp({
    config,
    database,
    web: config.environment === 'development' ? 'development' : 'production',
  });

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
  await sweepPhotos();
  const photoSweep = setInterval(() => void sweepPhotos(), PHOTO_SWEEP_EVERY_MS);
  photoSweep.unref();

  // Posts past their time leave the site, and owners hear a few days before: now and every hour.
  const runExpiry = () =>
    app.services.expiry
      .run()
      .then(({ expired, warned }) => {
        if (expired + warned > 0) app.log.info({ expired, warned }, 'post expiry');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'post expiry failed'));
  await runExpiry();
  const expiryTimer = setInterval(() => void runExpiry(), 3_600_000);
  expiryTimer.unref();

  // Words of deleted content leave the search's typo vocabulary: soon after start, then hourly.
  const pruneSearch = () =>
    pruneTypoVariants(app.services.database.db)
      .then((count) => {
        if (count > 0) app.log.info({ words: count }, 'removed search words no content has');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'search vocabulary pruning failed'));
  const pruneTimer = setInterval(() => void pruneSearch(), 3_600_000);
  pruneTimer.unref();
  setTimeout(() => void pruneSearch(), 60_000).unref();

  let isShuttingDown = false;
  const shutDown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    clearInterval(photoSweep);
    clearInterval(pruneTimer);
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      flushLogs();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      // First stop accepting and let requests in flight finish: pages still need the in-process
      // API (inject), which Fastify refuses once app.close() has begun.
      await new Promise<void>((resolve) => {
        app.server.close(() => resolve());
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        sweep.unref();
        app.server.once('close', () => clearInterval(sweep));
      });
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      flushLogs();
      process.exit(0);
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
