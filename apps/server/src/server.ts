import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo-seed';
import { LocalMediaStorage } from './modules/media/media.storage';
import { mediaDirectory } from './services';

const SHUTDOWN_DEADLINE_MS = 10_000;

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
  if (process.argv.includes('--seed-demo')) {
    await seedDemoIfEmpty(database.db, new LocalMediaStorage(mediaDirectory(config)));
  }

  const app = await buildApp({
    config,
    database,
    web: config.environment === 'development' ? 'development' : 'production',
  });

  let isShuttingDown = false;
  const shutDown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  process.on('SIGINT', () => void shutDown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Jaliya is ready at ${config.publicUrl} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error('Jaliya could not start:', error);
  process.exit(1);
});
