import type { Kysely } from 'kysely';
import type { Database, ListingStatus } from '../db/schema';
import type { ClassifiedInputBase } from '../modules/classifieds/classified-kind';
import { ClassifiedsRepository } from '../modules/classifieds/classifieds.repository';
import { JOB_EXPIRES_AFTER_DAYS, jobKind } from '../modules/classifieds/kinds/jobs';
import { productKind } from '../modules/classifieds/kinds/products';
import { rentKind } from '../modules/classifieds/kinds/rents';
import { MarketCatalogueRepository } from '../modules/classifieds/market-catalogue';
import { PHOTO_WIDTHS } from '../modules/media/image-processing';
import type { MediaStorage } from '../modules/media/media.storage';
import { logoSvg, sceneSvg } from './artwork';
import { LOGO_WIDTHS } from './directory-seed';
import { createImage } from './factories';
import { createCategory } from './factories';
import { JOBS } from './jobs-content';
import { MARKET_CATEGORIES, MARKET_COLORS, PRODUCTS } from './market-content';
import { seedEvents } from './events-seed';
import { RENTS } from './rents-content';

/**
 * The life-cycle state of the n-th demo post: most are published; a few wait for review, were
 * rejected, expired or were closed, so every state shows in the demo.
 */
function demoStatus(index: number): { status: ListingStatus; reason: string | null } {
  switch (index % 12) {
    case 4:
      return { status: 'pending', reason: null };
    case 7:
      return { status: 'rejected', reason: 'Please add the working hours and the salary.' };
    case 9:
      return { status: 'expired', reason: null };
    case 10:
      return { status: 'closed', reason: null };
    default:
      return { status: 'published', reason: null };
  }
}

/** Seeds the demo jobs of a site: offered and sought, in both languages, some anonymous. */
export async function seedJobs(
  db: Kysely<Database>,
  storage: MediaStorage,
  site: { id: number; now: Date },
): Promise<void> {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name_en'])
    .where('site_id', '=', site.id)
    .execute();
  const repository = new ClassifiedsRepository(db);
  const scenes: number[] = [];
  for (let index = 0; index < 3; index++) {
    scenes.push(
      await createImage(db, storage, {
        svg: sceneSvg((index * 70 + 200) % 360, index + 3),
        widths: [...PHOTO_WIDTHS],
        alt: { en: 'Photo of the workplace', ar: 'صورة من مكان العمل' },
      }),
    );
  }
  for (const [index, job] of JOBS.entries()) {
    const cityId = cities.find((city) => city.name_en === job.city)?.id;
    if (cityId === undefined) throw new Error(`Seed job "${job.title}" has an unknown city`);
    const { status, reason } = demoStatus(index);
    const isAnonymous = index % 5 === 3;
    const posterType = job.company ? ('company' as const) : ('individual' as const);
    const logoId = job.company
      ? await createImage(db, storage, {
          svg: logoSvg((index * 37) % 360, index),
          widths: [...LOGO_WIDTHS],
          alt: { en: `${job.company} logo`, ar: `شعار ${job.company}` },
        })
      : null;
    const photoIds = index % 3 === 0 ? [scenes[index % scenes.length] as number] : [];
    const input: ClassifiedInputBase & Parameters<typeof jobKind.write>[0] = {
      intent: job.intent,
      title: job.title,
      description: job.description,
      cityId,
      location: null,
      phone: index % 4 === 1 ? null : `(404) 555-${String(1000 + index * 37).slice(-4)}`,
      email: index % 4 === 2 ? null : `jobs${index}@example.com`,
      isAnonymous,
      photoIds,
      language: job.language,
      posterType,
      jobType: job.jobType,
      workLocation: job.workLocation,
      company: job.company,
      salary: job.salary,
      salaryType: job.salaryType,
      experience: job.experience,
      portfolioUrl: job.intent === 'seek' && index % 4 === 0 ? 'https://example.com/portfolio' : null,
      logoId,
    };
    await repository.insert(
      jobKind,
      {
        siteId: site.id,
        ownerUserId: null,
        status,
        statusReason: reason,
        ...demoDates(index, status, site.now),
      },
      {
        input,
        language: job.language,
        price: job.salary,
        categoryId: null,
        images: [
          ...(logoId === null ? [] : [{ role: 'logo' as const, imageId: logoId }]),
          ...photoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
        ],
      },
    );
  }
}

/** The life-cycle dates of the n-th demo post: a few hours apart, newest first; expired ones a month back. */
function demoDates(index: number, status: ListingStatus, now: Date) {
  const hoursAgo = status === 'expired' ? (JOB_EXPIRES_AFTER_DAYS + 2) * 24 : index * 7 + 1;
  const publishedAt = new Date(now.getTime() - hoursAgo * 3_600_000);
  const wasPublished = status === 'published' || status === 'expired' || status === 'closed';
  return {
    createdAt: publishedAt.toISOString(),
    publishedAt: wasPublished ? publishedAt.toISOString() : null,
    expiresAt: wasPublished
      ? new Date(publishedAt.getTime() + JOB_EXPIRES_AFTER_DAYS * 86_400_000).toISOString()
      : null,
  };
}

/** Seeds the demo homes of a site: places for rent (with photos) and people looking, in both languages. */
export async function seedRents(
  db: Kysely<Database>,
  storage: MediaStorage,
  site: { id: number; now: Date },
): Promise<void> {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name_en'])
    .where('site_id', '=', site.id)
    .execute();
  const repository = new ClassifiedsRepository(db);
  const photos: number[] = [];
  for (let index = 0; index < 4; index++) {
    photos.push(
      await createImage(db, storage, {
        svg: sceneSvg((index * 50 + 20) % 360, index + 6),
        widths: [...PHOTO_WIDTHS],
        alt: { en: 'Photo of the home', ar: 'صورة من السكن' },
      }),
    );
  }
  for (const [index, rent] of RENTS.entries()) {
    const cityId = cities.find((city) => city.name_en === rent.city)?.id;
    if (cityId === undefined) throw new Error(`Seed home "${rent.title}" has an unknown city`);
    const { status, reason } = demoStatus(index);
    const photoIds =
      rent.intent === 'offer'
        ? [photos[index % photos.length] as number, photos[(index + 1) % photos.length] as number]
        : [];
    const input: ClassifiedInputBase & Parameters<typeof rentKind.write>[0] = {
      intent: rent.intent,
      title: rent.title,
      description: rent.description,
      cityId,
      location: null,
      phone: index % 3 === 2 ? null : `(678) 555-${String(2000 + index * 41).slice(-4)}`,
      email: index % 3 === 1 ? null : `homes${index}@example.com`,
      isAnonymous: index % 6 === 5,
      photoIds,
      language: rent.language,
      accommodationType: rent.accommodationType,
      price: rent.price,
      areaSqft: rent.areaSqft,
      bedrooms: rent.bedrooms,
      bathrooms: rent.bathrooms,
      sharedBathroom: rent.sharedBathroom,
      gender: rent.gender,
    };
    await repository.insert(
      rentKind,
      {
        siteId: site.id,
        ownerUserId: null,
        status,
        statusReason: reason,
        ...demoDates(index, status, site.now),
      },
      {
        input,
        language: rent.language,
        price: rent.price,
        categoryId: null,
        images: photoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
      },
    );
  }
}

/**
 * The marketplace's lists of a site: main categories (with icons) and subcategories under its
 * marketplace category, the models of each subcategory, and colours; all in both languages.
 */
export async function seedMarketCatalogue(db: Kysely<Database>, siteId: number): Promise<void> {
  const root = await db
    .selectFrom('site_settings')
    .select('market_place_category_id')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  const rootId =
    root?.market_place_category_id ??
    (
      await createCategory(db, {
        site_id: siteId,
        parent_id: null,
        kind: 'market',
        name_en: 'Marketplace',
        name_ar: 'السوق',
        sort_order: 2,
      })
    ).id;
  // A site that has its lists already (added by hand, or by an earlier run) keeps them as they are.
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('site_id', '=', siteId)
    .where('parent_id', '=', rootId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  for (const [mainOrder, main] of MARKET_CATEGORIES.entries()) {
    const mainRow = await createCategory(db, {
      site_id: siteId,
      parent_id: rootId,
      kind: 'market',
      name_en: main.en,
      name_ar: main.ar,
      icon: main.icon,
      sort_order: mainOrder,
    });
    for (const [subOrder, sub] of main.subs.entries()) {
      const subRow = await createCategory(db, {
        site_id: siteId,
        parent_id: mainRow.id,
        kind: 'market',
        name_en: sub.en,
        name_ar: sub.ar,
        icon: main.icon,
        sort_order: subOrder,
      });
      for (const [modelOrder, [en, ar]] of (sub.models ?? []).entries()) {
        await db
          .insertInto('market_models')
          .values({
            site_id: siteId,
            category_id: subRow.id,
            name_en: en,
            name_ar: ar,
            sort_order: modelOrder,
          })
          .execute();
      }
    }
  }
  for (const [order, color] of MARKET_COLORS.entries()) {
    await db
      .insertInto('market_colors')
      .values({ site_id: siteId, name_en: color.en, name_ar: color.ar, hex: color.hex, sort_order: order })
      .execute();
  }
}

/** Seeds the demo products of a site: things for sale (with photos) and wanted, in both languages. */
export async function seedProducts(
  db: Kysely<Database>,
  storage: MediaStorage,
  site: { id: number; now: Date },
): Promise<void> {
  await seedMarketCatalogue(db, site.id);
  const catalogue = await new MarketCatalogueRepository(db).load(site.id);
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name_en'])
    .where('site_id', '=', site.id)
    .execute();
  const keyOf = new Map(
    MARKET_CATEGORIES.flatMap((main) => main.subs.map((sub) => [sub.key, { main: main.en, sub: sub.en }])),
  );
  const kind = productKind(new MarketCatalogueRepository(db));
  const repository = new ClassifiedsRepository(db);
  const photos: number[] = [];
  for (let index = 0; index < 5; index++) {
    photos.push(
      await createImage(db, storage, {
        svg: sceneSvg((index * 61 + 120) % 360, index + 11),
        widths: [...PHOTO_WIDTHS],
        alt: { en: 'Photo of the item', ar: 'صورة الغرض' },
      }),
    );
  }
  for (const [index, product] of PRODUCTS.entries()) {
    const cityId = cities.find((city) => city.name_en === product.city)?.id;
    const names = keyOf.get(product.category);
    const sub = catalogue.subs.find((row) => row.name_en === names?.sub);
    const main = catalogue.mains.find((row) => row.name_en === names?.main);
    if (cityId === undefined || !sub || !main) throw new Error(`Seed product "${product.title}" is misfiled`);
    const modelId = catalogue.models.find((row) => row.name_en === product.model)?.id ?? null;
    const colorId = catalogue.colors.find((row) => row.name_en === product.color)?.id ?? null;
    const { status, reason } = demoStatus(index);
    const photoIds =
      product.intent === 'offer'
        ? [photos[index % photos.length] as number, photos[(index + 2) % photos.length] as number]
        : [];
    const input: ClassifiedInputBase & Parameters<typeof kind.write>[0] = {
      intent: product.intent,
      title: product.title,
      description: product.description,
      cityId,
      location: null,
      phone: index % 3 === 2 ? null : `(470) 555-${String(3000 + index * 43).slice(-4)}`,
      email: index % 3 === 1 ? null : `market${index}@example.com`,
      isAnonymous: index % 7 === 6,
      photoIds,
      language: product.language,
      mainCategoryId: main.id,
      categoryId: sub.id,
      condition: product.condition,
      price: product.price,
      year: product.year,
      modelId,
      colorId,
    };
    await repository.insert(
      kind,
      {
        siteId: site.id,
        ownerUserId: null,
        status,
        statusReason: reason === null ? null : 'Please add a clear photo of the item and its price.',
        ...demoDates(index, status, site.now),
      },
      {
        input,
        language: product.language,
        price: product.price,
        categoryId: sub.id,
        images: photoIds.map((imageId) => ({ role: 'gallery' as const, imageId })),
      },
    );
  }
}

/**
 * For a database seeded before a classified kind existed: adds each kind's demo posts (and the
 * marketplace's lists, the events' categories) to the demo site once, when it has none of that kind.
 */
export async function seedClassifiedsIfMissing(
  db: Kysely<Database>,
  storage: MediaStorage,
): Promise<boolean> {
  const site = await db.selectFrom('sites').select('id').where('code', '=', 'GA').executeTakeFirst();
  if (!site) return false;
  const seeders = { job: seedJobs, rent: seedRents, product: seedProducts, event: seedEvents };
  let added = false;
  for (const [kind, seed] of Object.entries(seeders)) {
    const existing = await db
      .selectFrom('listings')
      .select('id')
      .where('site_id', '=', site.id)
      .where('kind', '=', kind)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute((trx) => seed(trx, storage, { id: site.id, now: new Date() }));
    added = true;
  }
  return added;
}
