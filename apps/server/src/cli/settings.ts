import { isLiveChatProvider, LIVE_CHAT_ID_PATTERN, LIVE_CHAT_PROVIDER_NAMES } from '@jaliya/contract';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ContentChangesRepository } from '../modules/content-changes/content-changes.repository';
import { migrateToLatest } from '../db/migrate';

const USAGE = [
  'Usage:',
  `  npm run settings -- live-chat <${LIVE_CHAT_PROVIDER_NAMES.join('|')}> <website id> [--site GA]`,
  '  npm run settings -- live-chat off [--site GA]',
].join('\n');

/**
 * `npm run settings -- live-chat crisp <id>`: turns a site's live chat on (or `off`). The pages'
 * Content-Security-Policy then allows that provider, and only it. A running server picks the
 * change up within PUBLIC_CACHE_SECONDS.
 */
async function main(argv: string[]): Promise<void> {
  const siteFlag = argv.indexOf('--site');
  const siteCode = (
    (siteFlag >= 0 ? argv[siteFlag + 1] : undefined) ?? loadConfig().defaultSite
  ).toUpperCase();
  const rest = siteFlag >= 0 ? [...argv.slice(0, siteFlag), ...argv.slice(siteFlag + 2)] : argv;
  const [command, provider, websiteId] = rest;
  const isOff = provider === 'off';
  if (
    command !== 'live-chat' ||
    (!isOff && (!isLiveChatProvider(provider) || !websiteId || !LIVE_CHAT_ID_PATTERN.test(websiteId)))
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const site = await database.db
      .selectFrom('sites')
      .select('id')
      .where('code', '=', siteCode)
      .executeTakeFirst();
    if (!site) throw new Error(`There is no site with the code ${siteCode}.`);
    const result = await database.db
      .updateTable('site_settings')
      .set({
        live_chat_provider: isOff ? null : (provider ?? null),
        live_chat_id: isOff ? null : (websiteId ?? null),
        updated_at: new Date().toISOString(),
      })
      .where('site_id', '=', site.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new Error(`Site ${siteCode} has no settings yet.`);
    // Running servers evict the settings and every page within seconds.
    await new ContentChangesRepository(database.db).record(siteCode, ['general-setting'], new Date());
    console.log(
      isOff
        ? `Live chat turned off for ${siteCode}.`
        : `Live chat for ${siteCode}: ${provider} ${websiteId}.`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
