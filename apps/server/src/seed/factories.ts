import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type {
  CategoriesTable,
  CitiesTable,
  Database,
  HeroEntriesTable,
  SitesTable,
  SiteSettingsTable,
  StateMenuEntriesTable,
  UserGuidesTable,
  WelcomeScreensTable,
} from '../db/schema';
import { sanitizeRichText } from '../lib/rich-text';
import { processImage } from '../modules/media/image-processing';
import { MediaRepository } from '../modules/media/media.repository';
import type { MediaStorage } from '../modules/media/media.storage';

/**
 * Row builders shared by the demo seed and the tests, so both create data the same way the
 * application would: rich text sanitised, images through the image pipeline.
 */

const now = () => new Date().toISOString();

export async function createSite(db: Kysely<Database>, values: Partial<Insertable<SitesTable>> = {}) {
  return db
    .insertInto('sites')
    .values({
      code: 'GA',
      name_en: 'Georgia',
      name_ar: 'جورجيا',
      time_zone: 'America/New_York',
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCity(db: Kysely<Database>, values: Insertable<CitiesTable>) {
  return db.insertInto('cities').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createCategory(db: Kysely<Database>, values: Insertable<CategoriesTable>) {
  return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
}

export interface ImageInput {
  svg: string;
  widths: readonly number[];
  alt?: { en: string; ar: string };
}

/** Renders an SVG through the image pipeline and records it; returns the image id. */
export async function createImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: ImageInput,
): Promise<number> {
  const content = await sharp(Buffer.from(input.svg)).png().toBuffer();
  const record = await processImage(storage, {
    content,
    widths: input.widths,
    alt: input.alt ?? { en: '', ar: '' },
  });
  return new MediaRepository(db).insert(record);
}

export async function createSettings(
  db: Kysely<Database>,
  values: Partial<Insertable<SiteSettingsTable>> & { site_id: number },
) {
  return db
    .insertInto('site_settings')
    .values({
      subscribe_text_en: 'Get community news, new businesses and events in your inbox.',
      subscribe_text_ar: 'تصلك أخبار الجالية والأعمال الجديدة والفعاليات إلى بريدك.',
      contact_email: 'hello@jaliya.example',
      contact_phone: '+1 404 555 0134',
      copyright_en: '© {year} Jaliya. All rights reserved.',
      copyright_ar: '© {year} جالية. جميع الحقوق محفوظة.',
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createStateEntry(db: Kysely<Database>, values: Insertable<StateMenuEntriesTable>) {
  return db.insertInto('state_menu_entries').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createSocialLink(
  db: Kysely<Database>,
  values: { site_id: number; type: string; url: string; sort_order?: number },
) {
  return db
    .insertInto('social_links')
    .values({ ...values, sort_order: values.sort_order ?? 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createHeroEntry(db: Kysely<Database>, values: Insertable<HeroEntriesTable>) {
  return db
    .insertInto('hero_entries')
    .values({
      ...values,
      description_en: sanitizeRichText(values.description_en),
      description_ar: sanitizeRichText(values.description_ar),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createWelcomeScreen(
  db: Kysely<Database>,
  values: Omit<Insertable<WelcomeScreensTable>, 'updated_at'>,
) {
  return db
    .insertInto('welcome_screens')
    .values({ ...values, updated_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createUserGuide(
  db: Kysely<Database>,
  values: Omit<Insertable<UserGuidesTable>, 'published_at' | 'updated_at'>,
) {
  return db
    .insertInto('user_guides')
    .values({
      ...values,
      body_en: sanitizeRichText(values.body_en),
      body_ar: sanitizeRichText(values.body_ar),
      published_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
