import type { Kysely } from 'kysely';
import type { CategoryKind, Database } from '../db/schema';
import type { MediaStorage } from '../modules/media/media.storage';
import { emblemSvg, heroSvg, stateBadgeSvg, welcomeSvg } from './artwork';
import {
  createCategory,
  createCity,
  createHeroEntry,
  createImage,
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

const SISTER_STATES: { en: string; ar: string; url: string | null; hue: number }[] = [
  { en: 'Michigan', ar: 'ميشيغان', url: 'https://mi.jaliya.us', hue: 210 },
  { en: 'Texas', ar: 'تكساس', url: 'https://tx.jaliya.us', hue: 10 },
  { en: 'New Jersey', ar: 'نيوجيرسي', url: 'https://nj.jaliya.us', hue: 260 },
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

async function seedDemo(db: Kysely<Database>, storage: MediaStorage): Promise<void> {
  const site = await createSite(db, { code: 'GA', name_en: 'Jaliya Georgia', name_ar: 'جالية جورجيا' });
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
    widths: [640, 1024, 1440, 1920],
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

  const guides = [
    {
      slug: 'add-your-business',
      title_en: 'How to add your business to Jaliya',
      title_ar: 'كيف تضيف نشاطك التجاري إلى جالية',
      summary_en: 'Create a free profile with photos, working hours and a map so customers can find you.',
      summary_ar: 'أنشئ ملفًا مجانيًا بالصور وساعات العمل والخريطة ليجدك عملاؤك بسهولة.',
      body_en:
        '<p>Log in, choose <strong>Add Business</strong> and fill in your company name, category and address.</p>' +
        '<p>Add three to six main photos, your services and your working hours. Our team reviews every ' +
        'profile before it is published.</p>',
      body_ar:
        '<p>سجّل الدخول، واختر <strong>أضف نشاطك التجاري</strong>، ثم أدخل اسم الشركة والفئة والعنوان.</p>' +
        '<p>أضف من ثلاث إلى ست صور رئيسية وخدماتك وساعات العمل. يراجع فريقنا كل ملف قبل نشره.</p>',
    },
    {
      slug: 'post-a-job',
      title_en: 'How to post a job or find one',
      title_ar: 'كيف تنشر وظيفة أو تجد واحدة',
      summary_en: 'Employers and job seekers can post as a company or as an individual, even anonymously.',
      summary_ar: 'يمكن لأصحاب العمل والباحثين عن عمل النشر باسم شركة أو كأفراد، وحتى دون ذكر الاسم.',
      body_en:
        '<p>Open <strong>Jobs</strong>, choose whether you are hiring or looking for work, and describe the role, ' +
        'the hours and the pay. Add a phone number or an e-mail address so people can reach you.</p>',
      body_ar:
        '<p>افتح <strong>الوظائف</strong>، واختر إن كنت توظّف أو تبحث عن عمل، ثم صف الوظيفة وساعات العمل ' +
        'والأجر. أضف رقم هاتف أو بريدًا إلكترونيًا ليتواصل معك الآخرون.</p>',
    },
    {
      slug: 'find-a-home',
      title_en: 'Finding a home or a room to rent',
      title_ar: 'العثور على منزل أو غرفة للإيجار',
      summary_en: 'Filter listings by city, price, bedrooms and who the home suits.',
      summary_ar: 'صفِّ الإعلانات حسب المدينة والسعر وعدد الغرف والفئة المناسبة للسكن.',
      body_en:
        '<p>Open <strong>Rent</strong> to see houses, apartments and rooms near you. Save the ones you like ' +
        'and contact the owner directly.</p>',
      body_ar:
        '<p>افتح <strong>الإيجار</strong> لترى البيوت والشقق والغرف القريبة منك. احفظ ما يعجبك وتواصل مع ' +
        'المالك مباشرة.</p>',
    },
  ];
  for (const [index, guide] of guides.entries()) {
    await createUserGuide(db, { site_id: site.id, ...guide, sort_order: index, is_published: 1 });
  }
}
