import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { LEGACY_OPENAPI_PATH, legacyOpenApiText } from '../modules/legacy-api/legacy-openapi';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');

/** The OpenAPI document as the running server publishes it, formatted for committing. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
  });
  const database = openDatabase(config.database);
  // The server reads its tables as it starts (content changes, rate limits), so give it them.
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run openapi` rewrites docs/openapi.json; a test fails while it is stale.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  // The old client's API, apart and deprecated (modules/legacy-api).
  const legacyFile = path.resolve(OPENAPI_FILE, '..', '..', LEGACY_OPENAPI_PATH);
  writeFileSync(legacyFile, legacyOpenApiText());
  console.log(`Wrote ${path.relative(process.cwd(), legacyFile)}`);
}
