import { openIntervalRows, type OpeningHours } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BusinessesRepository } from '../modules/directory/businesses.repository';
import type { MediaStorage } from '../modules/media/media.storage';
import { PHOTO_WIDTHS } from '../modules/media/image-processing';
import { logoSvg, sceneSvg } from './artwork';
import { BUSINESSES, DIRECTORY_SUBCATEGORIES, OUR_SERVICES, SISTER_SITES } from './directory-content';
import { createImage } from './factories';

/** A demo logo's widths: 64 CSS pixels on a card at one, two and three pixels per CSS pixel. */
export const LOGO_WIDTHS = [64, 128, 192] as const;
/** Photos shared by the demo businesses (drawing one set per business would make seeding slow). */
const SCENE_POOL_SIZE = 9;

/**
 * Seeds the directory of a site: subcategories with icons under the service and shop main
 * categories, the demo businesses (with logos, photos and hours), Our Services and sister sites.
 */
export async function seedDirectory(
  db: Kysely<Database>,
  storage: MediaStorage,
  site: { id: number; now: Date },
  mainCategoryIds: { service: number; business: number },
): Promise<void> {
  const subcategoryIds = new Map<string, number>();
  const existing = await db
    .selectFrom('categories')
    .select(['id', 'name_en', 'parent_id'])
    .where('site_id', '=', site.id)
    .execute();
  for (const [index, subcategory] of DIRECTORY_SUBCATEGORIES.entries()) {
    const parentId = mainCategoryIds[subcategory.kind];
    const found = existing.find((row) => row.name_en === subcategory.en && row.parent_id === parentId);
    if (found) {
      await db.updateTable('categories').set({ icon: subcategory.icon }).where('id', '=', found.id).execute();
      subcategoryIds.set(subcategory.en, found.id);
      continue;
    }
    const inserted = await db
      .insertInto('categories')
      .values({
        site_id: site.id,
        parent_id: parentId,
        kind: subcategory.kind,
        name_en: subcategory.en,
        name_ar: subcategory.ar,
        sort_order: index,
        icon: subcategory.icon,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subcategoryIds.set(subcategory.en, inserted.id);
  }
  await db
    .updateTable('categories')
    .set({ icon: 'briefcase' })
    .where('id', '=', mainCategoryIds.service)
    .execute();
  await db
    .updateTable('categories')
    .set({ icon: 'store' })
    .where('id', '=', mainCategoryIds.business)
    .execute();

  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name_en'])
    .where('site_id', '=', site.id)
    .execute();
  const scenes: number[] = [];
  for (let index = 0; index < SCENE_POOL_SIZE; index++) {
    scenes.push(
      await createImage(db, storage, {
        svg: sceneSvg((index * 40) % 360, index),
        widths: [...PHOTO_WIDTHS],
        alt: { en: 'Photo of the business', ar: 'صورة من المكان' },
      }),
    );
  }
  const businesses = new BusinessesRepository(db);
  for (const [index, business] of BUSINESSES.entries()) {
    const logoId = await createImage(db, storage, {
      svg: logoSvg(business.hue, index),
      widths: [...LOGO_WIDTHS],
      alt: { en: `${business.name} logo`, ar: `شعار ${business.name}` },
    });
    const photo = (offset: number) => scenes[(index + offset) % scenes.length] as number;
    const mainCategory = DIRECTORY_SUBCATEGORIES.find((sub) => sub.en === business.subcategories[0]);
    const cityId = cities.find((city) => city.name_en === business.city)?.id;
    if (!mainCategory || cityId === undefined)
      throw new Error(`Seed business ${business.key} has an unknown category or city`);
    const hours = business.hours as OpeningHours;
    const createdAt = new Date(
      site.now.getTime() - business.daysAgo * 86_400_000 - index * 60_000,
    ).toISOString();
    await businesses.insert(
      { siteId: site.id, ownerUserId: null, status: business.status },
      {
        title: business.name,
        summary: business.description,
        language: business.language,
        cityId,
        mainCategoryId: mainCategoryIds[mainCategory.kind],
        subcategoryIds: business.subcategories.map((name) => subcategoryIds.get(name) ?? 0),
        latitude: business.lat,
        longitude: business.lng,
        street: business.street,
        state: 'GA',
        postalCode: business.postalCode,
        phone: business.phone,
        email: business.email,
        website: business.website,
        social: business.social,
        services: business.services,
        hours,
        images: [
          { role: 'logo', imageId: logoId },
          { role: 'cover', imageId: photo(0) },
          ...[1, 2, 3].map((offset) => ({ role: 'main' as const, imageId: photo(offset) })),
          ...[4, 5, 6, 7, 8, 9].map((offset) => ({ role: 'gallery' as const, imageId: photo(offset) })),
        ],
        openIntervals: openIntervalRows(hours),
      },
      {
        isVerified: business.verified,
        createdAt,
        publishedAt: business.status === 'published' ? createdAt : null,
        statusReason: business.rejectionReason?.en ?? null,
      },
    );
  }

  for (const [index, service] of OUR_SERVICES.entries()) {
    await db
      .insertInto('our_services')
      .values({
        site_id: site.id,
        title_en: service.title.en,
        title_ar: service.title.ar,
        summary_en: service.summary.en,
        summary_ar: service.summary.ar,
        link: service.link,
        icon: service.icon,
        image_id: null,
        sort_order: index,
      })
      .execute();
  }
  for (const [index, sister] of SISTER_SITES.entries()) {
    await db
      .insertInto('sister_sites')
      .values({
        site_id: site.id,
        name_en: sister.name.en,
        name_ar: sister.name.ar,
        summary_en: sister.summary.en,
        summary_ar: sister.summary.ar,
        url: sister.url,
        sort_order: index,
      })
      .execute();
  }
}
