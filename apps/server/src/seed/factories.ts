import type { Insertable, Kysely } from 'kysely';
import type {
  BlogPostsTable,
  CategoriesTable,
  CitiesTable,
  Database,
  FormsTable,
  HeroEntriesTable,
  SitesTable,
  SiteSettingsTable,
  StateMenuEntriesTable,
  UserGuidesTable,
  WelcomeScreensTable,
} from '../db/schema';
import { BlogRepository } from '../modules/blog/blog.repository';
import { EditorialRepository, type PageInput } from '../modules/editorial/editorial.repository';
import { type FormFieldInput, FormsRepository } from '../modules/forms/forms.repository';
import { sanitizeRichText } from '../lib/rich-text';
import { storeEncodedImage } from '../modules/media/image-processing';
import { encodeArtwork } from './artwork-cache';
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

/**
 * Renders an SVG through the image pipeline (or takes its sizes from the artwork cache) and
 * records it under files of its own; returns the image id.
 */
export async function createImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: ImageInput,
): Promise<number> {
  const encoded = await encodeArtwork(input.svg, input.widths);
  const record = await storeEncodedImage(storage, encoded, input.alt ?? { en: '', ar: '' });
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
  return new EditorialRepository(db).createGuide(values);
}

/** Creates or replaces a page (about, contact, a legal page); the body is sanitised. */
export async function createPage(db: Kysely<Database>, values: PageInput) {
  return new EditorialRepository(db).savePage(values);
}

/** A published blog post; the body is sanitised as the application would. */
export async function createBlogPost(
  db: Kysely<Database>,
  values: Partial<Omit<Insertable<BlogPostsTable>, 'created_at' | 'updated_at'>> & {
    site_id: number;
    slug: string;
  },
) {
  return new BlogRepository(db).create({
    title_en: `Post ${values.slug}`,
    title_ar: `مقال ${values.slug}`,
    excerpt_en: 'A short summary.',
    excerpt_ar: 'ملخص قصير.',
    body_en: '<p>Body.</p>',
    body_ar: '<p>النص.</p>',
    author_en: 'Jaliya editorial team',
    author_ar: 'فريق تحرير جالية',
    cover_image_id: null,
    is_published: 1,
    published_at: new Date().toISOString(),
    ...values,
  });
}

export interface FaqGroupInput {
  title: { en: string; ar: string };
  items: {
    question: { en: string; ar: string };
    answer: { en: string; ar: string };
    isPublished?: boolean;
  }[];
}

/** A FAQ group and its questions, in the given order; answers are sanitised. */
export async function createFaqGroup(db: Kysely<Database>, siteId: number, group: FaqGroupInput, order = 0) {
  const repository = new EditorialRepository(db);
  const created = await repository.createFaqGroup({
    site_id: siteId,
    title_en: group.title.en,
    title_ar: group.title.ar,
    sort_order: order,
  });
  for (const [index, item] of group.items.entries()) {
    await repository.createFaqItem({
      group_id: created.id,
      question_en: item.question.en,
      question_ar: item.question.ar,
      answer_en: item.answer.en,
      answer_ar: item.answer.ar,
      sort_order: index,
      is_published: item.isPublished === false ? 0 : 1,
    });
  }
  return created;
}

/** A form and its fields, in the given order. */
export async function createForm(
  db: Kysely<Database>,
  form: Omit<Insertable<FormsTable>, 'created_at' | 'updated_at'>,
  fields: FormFieldInput[],
) {
  return new FormsRepository(db).create(form, fields);
}
