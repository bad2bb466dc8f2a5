import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type BusinessRecord, BusinessesRepository } from '../modules/directory/businesses.repository';

const USAGE = 'Usage: node apps/server/dist/cli/bench-seed.js <number of businesses> [--site GA]';

/**
 * For benchmarks only: fills the directory of a seeded database up to N published businesses,
 * copying the demo businesses (their photos, categories and hours) with new names, cities,
 * locations and publication times, as a large real directory would look.
 */
async function main(argv: string[]): Promise<void> {
  const target = Number(argv[0]);
  const siteFlag = argv.indexOf('--site');
  const siteCode = (siteFlag >= 0 ? argv[siteFlag + 1] : 'GA') ?? 'GA';
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = openDatabase(loadConfig().database);
  const { db } = database;
  try {
    await migrateToLatest(db);
    const site = await db.selectFrom('sites').selectAll().where('code', '=', siteCode).executeTakeFirst();
    if (!site) throw new Error(`No site ${siteCode}: run the demo seed first.`);
    const cities = await db.selectFrom('cities').select('id').where('site_id', '=', site.id).execute();
    const existing = await db
      .selectFrom('listings')
      .select(['id'])
      .where('site_id', '=', site.id)
      .where('kind', '=', 'business')
      .where('status', '=', 'published')
      .execute();
    if (existing.length === 0 || cities.length === 0) throw new Error('Seed the demo directory first.');
    const repository = new BusinessesRepository(db);
    const templates: BusinessRecord[] = [];
    for (const { id } of existing) {
      const row = await repository.findById(id);
      if (!row) continue;
      templates.push(await repository.recordOf(row));
    }
    const toAdd = target - existing.length;
    const start = Date.now();
    await db.transaction().execute(async (trx) => {
      const inTransaction = new BusinessesRepository(trx);
      for (let index = 0; index < toAdd; index += 1) {
        const template = templates[index % templates.length] as BusinessRecord;
        const publishedAt = new Date(start - (index + 1) * 3_600_000).toISOString();
        await inTransaction.insert(
          { siteId: site.id, ownerUserId: null, status: 'published' },
          {
            ...template,
            title: `${template.title} ${index + 1}`,
            cityId: (cities[index % cities.length] as { id: number }).id,
            latitude: template.latitude === null ? null : template.latitude + ((index % 97) - 48) * 0.01,
            longitude: template.longitude === null ? null : template.longitude + ((index % 89) - 44) * 0.01,
          },
          { createdAt: publishedAt, publishedAt, isVerified: index % 5 === 0 },
        );
      }
    });
    console.log(
      `Added ${toAdd} businesses in ${((Date.now() - start) / 1000).toFixed(1)} s (${target} published).`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
