import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type {
  ClassifiedInputBase,
  ClassifiedKindDefinition,
  ClassifiedRecord,
} from '../modules/classifieds/classified-kind';
import { ClassifiedsRepository } from '../modules/classifieds/classifieds.repository';
import { jobKind } from '../modules/classifieds/kinds/jobs';
import { productKind } from '../modules/classifieds/kinds/products';
import { rentKind } from '../modules/classifieds/kinds/rents';
import { MarketCatalogueRepository } from '../modules/classifieds/market-catalogue';
import { eventKindOf } from '../modules/events/event-kind';
import { EventsRepository } from '../modules/events/events.repository';
import { type BusinessRecord, BusinessesRepository } from '../modules/directory/businesses.repository';
import { listingImages, ListingsRepository } from '../modules/listings/listings.repository';
import { type SiteRow, SitesRepository } from '../modules/sites/sites.repository';

const USAGE =
  'Usage: node apps/server/dist/cli/bench-seed.js <number of businesses> [--classifieds <posts of each kind>] [--site GA]';

/**
 * For benchmarks only: fills the directory of a seeded database up to N published businesses,
 * copying the demo businesses (their photos, categories and hours) with new names, cities,
 * locations and publication times, as a large real directory would look.
 */
async function main(argv: string[]): Promise<void> {
  const target = Number(argv[0]);
  const siteFlag = argv.indexOf('--site');
  const siteCode = (siteFlag >= 0 ? argv[siteFlag + 1] : 'GA') ?? 'GA';
  const classifiedsFlag = argv.indexOf('--classifieds');
  const classifieds = classifiedsFlag >= 0 ? Number(argv[classifiedsFlag + 1]) : 0;
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = openDatabase(loadConfig().database);
  const { db } = database;
  try {
    await migrateToLatest(db);
    const sites = new SitesRepository(db);
    const site = await sites.findByCode(siteCode);
    if (!site) throw new Error(`No site ${siteCode}: run the demo seed first.`);
    const cities = await sites.listCities(site.id);
    const existing = await new ListingsRepository(db).publishedIds(site.id, 'business');
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
    if (classifieds > 0) {
      const kinds = [
        jobKind,
        rentKind,
        productKind(new MarketCatalogueRepository(db)),
        eventKindOf(new EventsRepository(db)),
      ] as ClassifiedKindDefinition[];
      for (const kind of kinds) {
        await addClassifieds(db, kind, site, cities, classifieds);
      }
    }
  } finally {
    await database.close();
  }
}

/**
 * Fills one classified kind up to N published posts, copying the published demo posts (their
 * fields and photos) with new titles, cities and publication times; a kind that expires at a time
 * of its own (an event, at its end) keeps its template's.
 */
async function addClassifieds(
  db: Kysely<Database>,
  kind: ClassifiedKindDefinition,
  site: SiteRow,
  cities: { id: number }[],
  target: number,
): Promise<void> {
  const repository = new ClassifiedsRepository(db);
  const siteId = site.id;
  const published = await new ListingsRepository(db).publishedIds(siteId, kind.kind);
  const templates: (ClassifiedRecord & { expiresAt: string | null })[] = [];
  for (const { id } of published) {
    const row = await repository.findById(kind, id);
    if (!row) continue;
    const images = await listingImages(db, [id]);
    const idsOf = (role: string) => images.filter((image) => image.role === role).map((image) => image.id);
    const input = {
      intent: row.intent,
      title: row.title,
      description: row.description,
      cityId: row.city_id ?? 0,
      location: null,
      phone: row.phone,
      email: row.email,
      isAnonymous: row.is_anonymous === 1,
      photoIds: idsOf('gallery'),
      language: row.language,
      ...kind.read(row, idsOf),
    } as ClassifiedInputBase;
    // What the kind works out from the form (an event's start and end instants).
    const derived = kind.derive?.(input, { site, language: row.language, cityId: 0 });
    templates.push({
      input,
      ...(derived ? { derived } : {}),
      expiresAt: kind.expiresAt?.(row) ?? null,
      language: row.language,
      price: row.price,
      categoryId: row.category_id,
      images: images.map((image) => ({ role: image.role, imageId: image.id })),
    });
  }
  if (templates.length === 0) throw new Error(`Seed the demo ${kind.kind} posts first.`);
  const toAdd = target - published.length;
  const start = Date.now();
  await db.transaction().execute(async (trx) => {
    const inTransaction = new ClassifiedsRepository(trx);
    for (let index = 0; index < toAdd; index += 1) {
      const { expiresAt, ...template } = templates[index % templates.length] as (typeof templates)[number];
      const publishedAt = new Date(start - (index + 1) * 60_000).toISOString();
      await inTransaction.insert(
        kind,
        {
          siteId,
          ownerUserId: null,
          status: 'published',
          createdAt: publishedAt,
          publishedAt,
          expiresAt: expiresAt ?? new Date(start + 30 * 86_400_000).toISOString(),
        },
        {
          ...template,
          input: {
            ...template.input,
            title: `${template.input.title} ${index + 1}`,
            cityId: (cities[index % cities.length] as { id: number }).id,
          },
        },
      );
    }
  });
  console.log(
    `Added ${toAdd} ${kind.kind} posts in ${((Date.now() - start) / 1000).toFixed(1)} s (${target} published).`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
