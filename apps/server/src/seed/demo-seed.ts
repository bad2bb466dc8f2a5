import type { Kysely } from 'kysely';
import type { CategoryKind, Database } from '../db/schema';
import type { MediaStorage } from '../modules/media/media.storage';
import { SITE_IMAGE_WIDTHS } from '../modules/media/image-processing';
import { aboutSvg, blogCoverSvg, emblemSvg, heroSvg, stateBadgeSvg, welcomeSvg } from './artwork';
import {
  ABOUT_PAGE,
  BLOG_POSTS,
  CONTACT_PAGE,
  FAQ_GROUPS,
  FORMS,
  LEGAL_PAGES,
  USER_GUIDES,
  type Bilingual,
} from './editorial-content';
import { seedDirectory } from './directory-seed';
import { seedJobs, seedProducts, seedRents } from './classifieds-seed';
import { seedEvents } from './events-seed';
import { SettingsRepository } from '../modules/settings/settings.repository';
import { SitesRepository } from '../modules/sites/sites.repository';
import {
  createCategory,
  createBlogPost,
  createCity,
  createFaqGroup,
  createForm,
  createHeroEntry,
  createImage,
  createPage,
  createSettings,
  createSite,
  createSocialLink,
  createStateEntry,
  createUserGuide,
  createWelcomeScreen,
} from './factories';

const GEORGIA_CITIES: [string, string][] = [
  ['Atlanta', 'أتلانتا'],
  ['Clarkston', 'كلاركستون'],
  ['Decatur', 'ديكاتور'],
  ['Stone Mountain', 'ستون ماونتن'],
  ['Marietta', 'ماريتا'],
  ['Alpharetta', 'ألفاريتا'],
  ['Roswell', 'روزويل'],
  ['Sandy Springs', 'ساندي سبرينغز'],
  ['Duluth', 'دولوث'],
  ['Lawrenceville', 'لورنسفيل'],
  ['Norcross', 'نوركروس'],
  ['Johns Creek', 'جونز كريك'],
  ['Athens', 'أثينز'],
  ['Augusta', 'أوغوستا'],
  ['Columbus', 'كولومبس'],
  ['Macon', 'ميكن'],
  ['Savannah', 'سافانا'],
];

/**
 * The state menu's entries. Michigan is a site of this deployment (issue 36): its entry takes its
 * link from the data (`stateMenu`); the others are not sites yet, so they read Coming Soon.
 */
const SISTER_STATES: { en: string; ar: string; url: string | null; hue: number }[] = [
  { en: 'Michigan', ar: 'ميشيغان', url: null, hue: 210 },
  { en: 'Texas', ar: 'تكساس', url: null, hue: 10 },
  { en: 'New Jersey', ar: 'نيوجيرسي', url: null, hue: 260 },
  { en: 'Florida', ar: 'فلوريدا', url: null, hue: 150 },
  { en: 'California', ar: 'كاليفورنيا', url: null, hue: 40 },
  { en: 'Illinois', ar: 'إلينوي', url: null, hue: 320 },
];

interface CategorySeed {
  kind: CategoryKind;
  en: string;
  ar: string;
  children?: [string, string][];
}

const CATEGORIES: Record<'serviceProvider' | 'shops' | 'marketPlace' | 'rent' | 'jobs', CategorySeed> = {
  serviceProvider: {
    kind: 'service',
    en: 'Service Providers',
    ar: 'مقدمو الخدمات',
    children: [
      ['Doctors & Clinics', 'أطباء وعيادات'],
      ['Lawyers & Immigration', 'محامون وهجرة'],
      ['Tax & Accounting', 'ضرائب ومحاسبة'],
      ['Auto Repair', 'إصلاح السيارات'],
      ['Home Services', 'خدمات منزلية'],
      ['Translation', 'ترجمة'],
    ],
  },
  shops: {
    kind: 'business',
    en: 'Shops',
    ar: 'المتاجر',
    children: [
      ['Halal Markets', 'أسواق حلال'],
      ['Restaurants', 'مطاعم'],
      ['Bakeries & Sweets', 'مخابز وحلويات'],
      ['Clothing & Fashion', 'ملابس وأزياء'],
      ['Phones & Electronics', 'هواتف وإلكترونيات'],
    ],
  },
  marketPlace: { kind: 'market', en: 'Marketplace', ar: 'السوق' },
  rent: { kind: 'rent', en: 'Rent', ar: 'الإيجار' },
  jobs: { kind: 'job', en: 'Jobs', ar: 'الوظائف' },
};

async function seedCategory(
  db: Kysely<Database>,
  siteId: number,
  seed: CategorySeed,
  order: number,
): Promise<number> {
  const parent = await createCategory(db, {
    site_id: siteId,
    parent_id: null,
    kind: seed.kind,
    name_en: seed.en,
    name_ar: seed.ar,
    sort_order: order,
  });
  for (const [index, [en, ar]] of (seed.children ?? []).entries()) {
    await createCategory(db, {
      site_id: siteId,
      parent_id: parent.id,
      kind: seed.kind,
      name_en: en,
      name_ar: ar,
      sort_order: index,
    });
  }
  return parent.id;
}

/** Seeds the Georgia demo site in English and Arabic, only when the database has no site yet. */
export async function seedDemoIfEmpty(db: Kysely<Database>, storage: MediaStorage): Promise<boolean> {
  const existing = await db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute((trx) => seedDemo(trx, storage));
  return true;
}

/** The demo's hosts: browsers resolve every `*.localhost` to this machine. */
export const DEMO_HOSTS = { GA: 'ga.localhost', MI: 'mi.localhost' } as const;

async function seedDemo(db: Kysely<Database>, storage: MediaStorage): Promise<void> {
  const site = await createSite(db, { code: 'GA', name_en: 'Jaliya Georgia', name_ar: 'جالية جورجيا' });
  await new SitesRepository(db).replaceHosts(site.id, [DEMO_HOSTS.GA]);
  for (const [index, [en, ar]] of GEORGIA_CITIES.entries()) {
    await createCity(db, { site_id: site.id, name_en: en, name_ar: ar, sort_order: index });
  }

  const logoId = await createImage(db, storage, {
    svg: emblemSvg(),
    widths: [60, 120, 196],
    alt: { en: 'Jaliya emblem', ar: 'شعار جالية' },
  });
  const ids = {
    serviceProvider: await seedCategory(db, site.id, CATEGORIES.serviceProvider, 0),
    shops: await seedCategory(db, site.id, CATEGORIES.shops, 1),
    marketPlace: await seedCategory(db, site.id, CATEGORIES.marketPlace, 2),
    rent: await seedCategory(db, site.id, CATEGORIES.rent, 3),
    jobs: await seedCategory(db, site.id, CATEGORIES.jobs, 4),
  };
  await createSettings(db, {
    site_id: site.id,
    logo_image_id: logoId,
    footer_logo_image_id: logoId,
    subscribe_text_en: 'Subscribe to hear about new businesses, jobs and community events across Georgia.',
    subscribe_text_ar: 'اشترك لتصلك أخبار الأعمال الجديدة والوظائف وفعاليات الجالية في جورجيا.',
    contact_email: 'hello@jaliya.us',
    contact_phone: '+1 404 555 0134',
    copyright_en: '© {year} Jaliya Georgia. All rights reserved.',
    copyright_ar: '© {year} جالية جورجيا. جميع الحقوق محفوظة.',
    service_provider_category_id: ids.serviceProvider,
    shops_category_id: ids.shops,
    market_place_category_id: ids.marketPlace,
    rent_category_id: ids.rent,
    jobs_category_id: ids.jobs,
  });

  for (const [index, state] of SISTER_STATES.entries()) {
    const imageId = await createImage(db, storage, {
      svg: stateBadgeSvg(state.hue),
      widths: [48, 96],
      alt: { en: '', ar: '' },
    });
    await createStateEntry(db, {
      site_id: site.id,
      title_en: state.en,
      title_ar: state.ar,
      image_id: imageId,
      url: state.url,
      sort_order: index,
    });
  }

  const socialLinks: [string, string][] = [
    ['facebook', 'https://www.facebook.com/jaliya.georgia'],
    ['instagram', 'https://www.instagram.com/jaliya.georgia'],
    ['youtube', 'https://www.youtube.com/@jaliya-georgia'],
    ['tiktok', 'https://www.tiktok.com/@jaliya.georgia'],
    ['twitter', 'https://x.com/jaliya_georgia'],
    ['pinterest', 'https://www.pinterest.com/jaliyageorgia'],
  ];
  for (const [index, [type, url]] of socialLinks.entries()) {
    await createSocialLink(db, { site_id: site.id, type, url, sort_order: index });
  }

  const heroImageId = await createImage(db, storage, {
    svg: heroSvg(),
    widths: SITE_IMAGE_WIDTHS.filter((width) => width >= 640),
    alt: {
      en: 'An evening skyline of Atlanta under a teal and amber sky',
      ar: 'أفق أتلانتا في المساء تحت سماء فيروزية وكهرمانية',
    },
  });
  await createHeroEntry(db, {
    site_id: site.id,
    image_id: heroImageId,
    title_en: 'Your Arab community in Georgia, all in one place',
    title_ar: 'جاليتك العربية في جورجيا، كلها في مكان واحد',
    description_en:
      '<p>Find <strong>trusted businesses and service providers</strong> who speak your language, ' +
      'discover jobs and homes for rent, buy and sell in the marketplace, and keep up with community news ' +
      'from Atlanta to Savannah.</p>',
    description_ar:
      '<p>اعثر على <strong>أعمال ومقدمي خدمات موثوقين</strong> يتحدثون لغتك، واكتشف الوظائف والبيوت ' +
      'المعروضة للإيجار، وبِع واشترِ في السوق، وتابع أخبار الجالية من أتلانتا إلى سافانا.</p>',
    sort_order: 0,
    is_published: 1,
  });

  const welcomeImageId = await createImage(db, storage, {
    svg: welcomeSvg(),
    widths: [600, 1200],
    alt: { en: 'Welcome to Jaliya', ar: 'أهلًا بك في جالية' },
  });
  const welcomeImage = await db
    .selectFrom('images')
    .select(['storage_key', 'variant_widths'])
    .where('id', '=', welcomeImageId)
    .executeTakeFirstOrThrow();
  const welcomeWidth = (JSON.parse(welcomeImage.variant_widths) as number[]).at(-1);
  await createWelcomeScreen(db, {
    site_id: site.id,
    type: 'image',
    link: storage.urlOf(`${welcomeImage.storage_key}-${welcomeWidth}.webp`),
    title_en: 'Welcome to Jaliya Georgia',
    title_ar: 'أهلًا بك في جالية جورجيا',
    description_en: 'The home of the Arab community in Georgia: businesses, jobs, housing and news.',
    description_ar: 'بيت الجالية العربية في جورجيا: أعمال ووظائف وسكن وأخبار.',
    is_active: 1,
  });

  await seedEditorial(db, storage, site.id);
  await seedDirectory(
    db,
    storage,
    { id: site.id, now: new Date() },
    {
      service: ids.serviceProvider,
      business: ids.shops,
    },
  );
  await seedJobs(db, storage, { id: site.id, now: new Date() });
  await seedRents(db, storage, { id: site.id, now: new Date() });
  await seedProducts(db, storage, { id: site.id, now: new Date() });
  await seedEvents(db, storage, { id: site.id, now: new Date() });
  await seedMichigan(db, storage, site.id, heroImageId);
}

const MICHIGAN_CITIES: [string, string][] = [
  ['Dearborn', 'ديربورن'],
  ['Detroit', 'ديترويت'],
  ['Dearborn Heights', 'ديربورن هايتس'],
  ['Hamtramck', 'هامترامك'],
  ['Ann Arbor', 'آن آربر'],
  ['Lansing', 'لانسنغ'],
  ['Grand Rapids', 'غراند رابيدز'],
];

const MICHIGAN_POSTS: {
  slug: string;
  title: Bilingual;
  excerpt: Bilingual;
  body: Bilingual;
  hue: number;
  daysAgo: number;
}[] = [
  {
    slug: 'welcome-to-jaliya-michigan',
    title: { en: 'Jaliya Michigan is open', ar: 'جالية ميشيغان مفتوحة الآن' },
    excerpt: {
      en: 'The community directory and classifieds now have a home for Michigan, from Dearborn to Grand Rapids.',
      ar: 'أصبح لدليل الجالية وإعلاناتها بيت في ميشيغان، من ديربورن إلى غراند رابيدز.',
    },
    body: {
      en:
        '<p>Jaliya Michigan is the community site for Arab families across the state. List your business, ' +
        'post a job or a home for rent, and find services in your language.</p>' +
        '<p>One account works on every Jaliya state: sign in with the one you already have.</p>',
      ar:
        '<p>جالية ميشيغان هو موقع الجالية للعائلات العربية في أنحاء الولاية. أضف عملك، وانشر وظيفة أو ' +
        'بيتًا للإيجار، وابحث عن خدمات بلغتك.</p>' +
        '<p>حساب واحد يعمل في كل ولايات جالية: سجّل الدخول بحسابك الحالي.</p>',
    },
    hue: 210,
    daysAgo: 2,
  },
  {
    slug: 'dearborn-arab-american-festival',
    title: {
      en: 'Summer festival on Warren Avenue: what to expect',
      ar: 'مهرجان الصيف في شارع وارن: ما الذي ينتظرك',
    },
    excerpt: {
      en: 'Food stalls, music and a children’s corner: a guide to the community’s summer festival.',
      ar: 'أكشاك طعام وموسيقى وركن للأطفال: دليلك إلى مهرجان الجالية الصيفي.',
    },
    body: {
      en:
        '<p>The summer festival fills Warren Avenue for three evenings. Park at the civic centre and walk: ' +
        'the street is closed to cars from 5 pm.</p><p>Local businesses listed on Jaliya will have stalls.</p>',
      ar:
        '<p>يملأ مهرجان الصيف شارع وارن ثلاث أمسيات. اركن سيارتك عند المركز المدني وامشِ: يُغلق ' +
        'الشارع أمام السيارات من الخامسة مساءً.</p><p>ستكون للأعمال المحلية المدرجة في جالية أكشاك هناك.</p>',
    },
    hue: 30,
    daysAgo: 9,
  },
];

/**
 * The demo's second state (issue 36): Michigan, open, with a little content of its own: the
 * categories, editorial pages, settings and state menu copied from Georgia as `npm run site --
 * create` copies them, its cities, a hero and two blog posts. Served on mi.localhost.
 */
async function seedMichigan(
  db: Kysely<Database>,
  storage: MediaStorage,
  georgiaId: number,
  heroImageId: number,
): Promise<void> {
  const sites = new SitesRepository(db);
  const now = new Date();
  const site = await createSite(db, {
    code: 'MI',
    name_en: 'Jaliya Michigan',
    name_ar: 'جالية ميشيغان',
    time_zone: 'America/Detroit',
    sort_order: 1,
  });
  await sites.replaceHosts(site.id, [DEMO_HOSTS.MI]);
  for (const [index, [en, ar]] of MICHIGAN_CITIES.entries())
    await createCity(db, { site_id: site.id, name_en: en, name_ar: ar, sort_order: index });
  await sites.copyStartingContent(georgiaId, site.id, now.toISOString());
  await new SettingsRepository(db).updateSettings(
    site.id,
    {
      subscribe_text_en: 'Subscribe to hear about new businesses, jobs and community events across Michigan.',
      subscribe_text_ar: 'اشترك لتصلك أخبار الأعمال الجديدة والوظائف وفعاليات الجالية في ميشيغان.',
      contact_email: 'michigan@jaliya.us',
      contact_phone: '+1 313 555 0142',
      copyright_en: '© {year} Jaliya Michigan. All rights reserved.',
      copyright_ar: '© {year} جالية ميشيغان. جميع الحقوق محفوظة.',
    },
    now.toISOString(),
  );
  // Georgia is listed in Michigan's menu under its state's name, with a badge like the others.
  await createStateEntry(db, {
    site_id: site.id,
    title_en: 'Georgia',
    title_ar: 'جورجيا',
    image_id: await createImage(db, storage, { svg: stateBadgeSvg(170), widths: [48, 96] }),
    url: null,
    sort_order: -1,
  });
  await createHeroEntry(db, {
    site_id: site.id,
    image_id: heroImageId,
    title_en: 'Your Arab community in Michigan, all in one place',
    title_ar: 'جاليتك العربية في ميشيغان، كلها في مكان واحد',
    description_en:
      '<p>Businesses, jobs, homes and community news from <strong>Dearborn to Grand Rapids</strong>.</p>',
    description_ar: '<p>أعمال ووظائف وبيوت وأخبار الجالية من <strong>ديربورن إلى غراند رابيدز</strong>.</p>',
    sort_order: 0,
    is_published: 1,
  });
  for (const [index, post] of MICHIGAN_POSTS.entries()) {
    const coverId = await createImage(db, storage, {
      svg: blogCoverSvg(post.hue, index),
      widths: [400, 800, 1200],
    });
    await createBlogPost(db, {
      site_id: site.id,
      slug: post.slug,
      title_en: post.title.en,
      title_ar: post.title.ar,
      excerpt_en: post.excerpt.en,
      excerpt_ar: post.excerpt.ar,
      body_en: post.body.en,
      body_ar: post.body.ar,
      author_en: 'Jaliya Michigan',
      author_ar: 'جالية ميشيغان',
      cover_image_id: coverId,
      is_published: 1,
      published_at: new Date(now.getTime() - post.daysAgo * 86_400_000).toISOString(),
    });
  }
}

/**
 * For a database seeded before the directory existed: adds the demo businesses, subcategories
 * and Our Services to the demo site once, when it has no listing and no service entry at all.
 */
export async function seedDirectoryIfMissing(db: Kysely<Database>, storage: MediaStorage): Promise<boolean> {
  const site = await db.selectFrom('sites').select('id').where('code', '=', 'GA').executeTakeFirst();
  const settings = site
    ? await db
        .selectFrom('site_settings')
        .select(['service_provider_category_id', 'shops_category_id'])
        .where('site_id', '=', site.id)
        .executeTakeFirst()
    : undefined;
  if (!site || !settings?.service_provider_category_id || !settings.shops_category_id) return false;
  const [listing, service] = await Promise.all([
    db.selectFrom('listings').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst(),
    db.selectFrom('our_services').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst(),
  ]);
  if (listing || service) return false;
  const mainIds = { service: settings.service_provider_category_id, business: settings.shops_category_id };
  await db
    .transaction()
    .execute((trx) => seedDirectory(trx, storage, { id: site.id, now: new Date() }, mainIds));
  return true;
}

/**
 * For a database seeded before the editorial content existed: adds it to the demo site once,
 * when that site has no pages, posts or FAQ at all. Returns whether it added anything.
 */
export async function seedEditorialIfMissing(db: Kysely<Database>, storage: MediaStorage): Promise<boolean> {
  const site = await db.selectFrom('sites').select('id').where('code', '=', 'GA').executeTakeFirst();
  if (!site) return false;
  const [page, post, faq] = await Promise.all([
    db.selectFrom('pages').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst(),
    db.selectFrom('blog_posts').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst(),
    db.selectFrom('faq_groups').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst(),
  ]);
  if (page || post || faq) return false;
  await db.transaction().execute((trx) => seedEditorial(trx, storage, site.id));
  return true;
}

/** When the demo legal texts were last revised. */
const LEGAL_PAGES_UPDATED_AT = '2026-11-01T12:00:00.000Z';

/** About, contact and legal pages, blog posts, user guides, FAQ and forms, in both languages. */
async function seedEditorial(db: Kysely<Database>, storage: MediaStorage, siteId: number): Promise<void> {
  const aboutImageId = await createImage(db, storage, {
    svg: aboutSvg(),
    widths: [480, 800, 1200],
    alt: {
      en: 'A ring of teal and amber stars around the Jaliya emblem',
      ar: 'حلقة من النجوم الفيروزية والكهرمانية حول شعار جالية',
    },
  });
  await createPage(db, {
    site_id: siteId,
    key: 'about',
    image_id: aboutImageId,
    ...bilingualPage(ABOUT_PAGE),
  });
  await createPage(db, { site_id: siteId, key: 'contact', image_id: null, ...bilingualPage(CONTACT_PAGE) });
  for (const [key, page] of Object.entries(LEGAL_PAGES)) {
    await createPage(db, {
      site_id: siteId,
      key,
      image_id: null,
      updated_at: LEGAL_PAGES_UPDATED_AT,
      ...bilingualPage(page),
    });
  }
  await db
    .updateTable('site_settings')
    .set({
      contact_address_en: CONTACT_PAGE.address.en,
      contact_address_ar: CONTACT_PAGE.address.ar,
      office_hours_en: CONTACT_PAGE.officeHours.en,
      office_hours_ar: CONTACT_PAGE.officeHours.ar,
      map_latitude: CONTACT_PAGE.latitude,
      map_longitude: CONTACT_PAGE.longitude,
    })
    .where('site_id', '=', siteId)
    .execute();

  for (const [index, post] of BLOG_POSTS.entries()) {
    const coverId = await createImage(db, storage, {
      svg: blogCoverSvg(post.coverHue, index),
      widths: [400, 800, 1200],
      alt: { en: '', ar: '' },
    });
    await createBlogPost(db, {
      site_id: siteId,
      slug: post.slug,
      title_en: post.title.en,
      title_ar: post.title.ar,
      excerpt_en: post.excerpt.en,
      excerpt_ar: post.excerpt.ar,
      body_en: post.body.en,
      body_ar: post.body.ar,
      author_en: post.author.en,
      author_ar: post.author.ar,
      cover_image_id: coverId,
      is_published: 1,
      published_at: new Date(post.publishedAt).toISOString(),
    });
  }

  const existingGuide = await db
    .selectFrom('user_guides')
    .select('id')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!existingGuide) {
    for (const [index, guide] of USER_GUIDES.entries()) {
      await createUserGuide(db, {
        site_id: siteId,
        slug: guide.slug,
        title_en: guide.title.en,
        title_ar: guide.title.ar,
        summary_en: guide.summary.en,
        summary_ar: guide.summary.ar,
        body_en: guide.body.en,
        body_ar: guide.body.ar,
        sort_order: index,
        is_published: 1,
      });
    }
  }

  for (const [index, group] of FAQ_GROUPS.entries()) {
    await createFaqGroup(db, siteId, { title: group.title, items: group.items }, index);
  }

  for (const form of FORMS) {
    await createForm(
      db,
      {
        site_id: siteId,
        slug: form.slug,
        title_en: form.title.en,
        title_ar: form.title.ar,
        intro_en: form.intro.en,
        intro_ar: form.intro.ar,
        success_en: form.successMessage.en,
        success_ar: form.successMessage.ar,
        is_published: 1,
      },
      form.fields.map((field, index) => ({
        name: field.name,
        type: field.type,
        label_en: field.label.en,
        label_ar: field.label.ar,
        is_required: field.isRequired ? 1 : 0,
        max_length: field.maxLength ?? null,
        sort_order: index,
        ...(field.options
          ? {
              options: field.options.map((option) => ({
                value: option.value,
                label_en: option.label.en,
                label_ar: option.label.ar,
              })),
            }
          : {}),
      })),
    );
  }
}

function bilingualPage(page: { title: Bilingual; summary: Bilingual; body: Bilingual }) {
  return {
    title_en: page.title.en,
    title_ar: page.title.ar,
    summary_en: page.summary.en,
    summary_ar: page.summary.ar,
    body_en: page.body.en,
    body_ar: page.body.ar,
  };
}
