import type { Kysely } from 'kysely';
import type { Database, ListingsTable } from '../db/schema';
import { indexListings } from '../modules/search/search-index';
import {
  createBlogPost,
  createCategory,
  createCity,
  createFaqGroup,
  createSite,
  createUserGuide,
} from '../seed/factories';

/**
 * Stored titles and the queries that must find them, in both languages: every rule of the
 * normaliser, each prefix and suffix the stemmer strips, digits, category names across
 * languages, synonyms and typos. Shared by the search tests on each engine and by the test that
 * compares the two engines.
 */
export const FINDS: readonly { rule: string; query: string; finds: string }[] = [
  { rule: 'harakat in the title', query: 'مخبز الامل', finds: 'مَخْبَزُ الأَمَلِ' },
  { rule: 'harakat in the query', query: 'مَطْعَم', finds: 'مطعم إسطنبول' },
  { rule: 'tatweel', query: 'الشام', finds: 'حلويات الشـــام' },
  { rule: 'tatweel in the query', query: 'حلويـــات', finds: 'حلويات الشـــام' },
  { rule: 'alef with hamza below', query: 'اسطنبول', finds: 'مطعم إسطنبول' },
  { rule: 'alef with hamza above', query: 'اسامة', finds: 'مكتب أسامة للمحاماة' },
  { rule: 'alef madda', query: 'القران', finds: 'دروس القرآن للأطفال' },
  { rule: 'alef maqsura as ya', query: 'مستشفي الهدي', finds: 'مستشفى الهدى' },
  { rule: 'ta marbuta as ha', query: 'مدرسه النور', finds: 'مدرسة النور' },
  { rule: 'hamza on waw', query: 'موسسة الروية', finds: 'مؤسسة الرؤية' },
  { rule: 'hamza on ya', query: 'شاطي', finds: 'مطعم شاطئ الخليج' },
  { rule: 'Arabic-Indic digits', query: 'شقة ٣ غرف', finds: 'شقة 3 غرف للإيجار' },
  { rule: 'Persian digits', query: 'شقة ۳ غرف', finds: 'شقة 3 غرف للإيجار' },
  { rule: 'digits typed as Arabic-Indic', query: 'iphone ١٥', finds: 'iPhone 15 Pro' },
  { rule: 'Latin accents', query: 'cafe beirut', finds: 'Café Beirut' },
  { rule: 'Latin case', query: 'CAFÉ', finds: 'Café Beirut' },
  { rule: 'the article in the title', query: 'مكتبة', finds: 'المكتبة العربية' },
  { rule: 'the article in the query', query: 'المطعم', finds: 'مطعم إسطنبول' },
  { rule: 'prefix waw', query: 'ومطعم', finds: 'مطعم إسطنبول' },
  { rule: 'prefix fa', query: 'فمحاسب', finds: 'مطلوب محاسب' },
  { rule: 'prefix ba', query: 'بسيارة', finds: 'سيارة تويوتا للبيع' },
  { rule: 'prefix kaf', query: 'كمحاسب', finds: 'مطلوب محاسب' },
  { rule: 'prefix lam with the article', query: 'للمكتبة', finds: 'المكتبة العربية' },
  { rule: 'prefix ba with the article', query: 'بالمكتبة', finds: 'المكتبة العربية' },
  { rule: 'suffix at', query: 'خدمات تنظيف', finds: 'خدمة تنظيف المنازل' },
  { rule: 'suffix un', query: 'مهندس', finds: 'مهندسون للعمل فورا' },
  { rule: 'suffix in', query: 'مدرس', finds: 'مطلوب مدرسين' },
  { rule: 'suffix ta marbuta', query: 'خدمة', finds: 'خدمة تنظيف المنازل' },
  { rule: 'suffix ha', query: 'منزل', finds: 'بيع منزلها بسرعة' },
  { rule: 'suffix ha (ه)', query: 'دفتر', finds: 'دفتره الجديد' },
  { rule: 'English plural', query: 'bakeries', finds: 'Sunrise Bakery' },
  { rule: 'English plural in the title', query: 'cookie', finds: 'Fresh cookies daily' },
  { rule: 'English -ing', query: 'clean', finds: 'Home cleaning service' },
  { rule: 'English -es', query: 'box', finds: 'Moving boxes for free' },
  { rule: 'English category name finds an Arabic post', query: 'bakery', finds: 'مَخْبَزُ الأَمَلِ' },
  { rule: 'Arabic category name finds an English post', query: 'مخبز', finds: 'Sunrise Bakery' },
  { rule: 'a synonym across languages', query: 'restaurant', finds: 'مطعم إسطنبول' },
  { rule: 'a city name in the other language', query: 'أتلانتا bakery', finds: 'Sunrise Bakery' },
  { rule: 'a kind name', query: 'وظائف', finds: 'مطلوب محاسب' },
  { rule: 'a product model', query: 'camry', finds: 'سيارة تويوتا للبيع' },
  { rule: 'typo: letters swapped', query: 'bakrey', finds: 'Sunrise Bakery' },
  { rule: 'typo: a letter missing', query: 'resturant', finds: 'Sunrise Restaurant' },
  { rule: 'typo: a letter replaced', query: 'اسطنبوا', finds: 'مطعم إسطنبول' },
  { rule: 'typo: a letter added', query: 'cookiees', finds: 'Fresh cookies daily' },
  { rule: 'a blog post in English', query: 'register business', finds: 'How to register a business' },
  {
    rule: 'a blog post in Arabic, shown in English',
    query: 'تسجيل نشاط',
    finds: 'How to register a business',
  },
  { rule: 'a user guide', query: 'إعلانات', finds: 'Posting your first ad' },
  { rule: 'an FAQ item', query: 'password', finds: 'How do I reset my password?' },
  { rule: 'two words in either order', query: 'beirut cafe', finds: 'Café Beirut' },
];

/** Operator and injection strings: each must answer normally. */
export const HOSTILE_QUERIES: readonly string[] = [
  '"',
  '""',
  '*',
  'bak*',
  'NEAR',
  'NEAR(bakery cafe)',
  'bakery OR cafe',
  'OR',
  'AND',
  'NOT bakery',
  '-',
  '-bakery',
  ':',
  'terms:bakery',
  "'",
  "'; drop table listings; --",
  '\\',
  '\\x00',
  '%',
  '_',
  '%_%',
  '"unbalanced',
  'unbalanced"',
  '(bakery',
  'bakery)',
  '^bakery',
  'bakery & cafe | !x',
  "bakery':*",
  'a'.repeat(10_000),
  'مخبز '.repeat(2_000),
  '🍞🥐',
  '🍞 bakery',
  '\u200f\u200eمخبز\u200f',
  '\u202eyrekab',
  '   ',
];

/** Titles that exist but must never be found: not published, or gone. */
export const HIDDEN_TITLES = [
  'Hidden pending bakery',
  'Hidden rejected bakery',
  'Hidden expired bakery',
  'Hidden deleted bakery',
  'Hidden closed bakery',
  'Hidden draft blog bakery',
  'Hidden future blog bakery',
];

type PostInput = {
  kind: 'business' | 'job' | 'rent' | 'product';
  title: string;
  language?: 'en' | 'ar';
  summary?: string;
  description?: string;
  status?: ListingsTable['status'];
  city?: 'atlanta' | 'savannah' | null;
  category?: 'bakery' | 'restaurant' | 'jobs' | 'homes' | 'cars';
  expiresAt?: string | null;
  publishedAt?: string;
  isAnonymous?: boolean;
};

const DAY = 86_400_000;

/**
 * Creates the site, its cities and categories, the posts (published and hidden), blog posts,
 * a guide and FAQ, all indexed as the application indexes them. Ids come out the same on every
 * engine for the same calls, so the two engines can be compared id for id.
 */
export async function createSearchFixtures(db: Kysely<Database>) {
  const site = await createSite(db);
  const atlanta = await createCity(db, {
    site_id: site.id,
    name_en: 'Atlanta',
    name_ar: 'أتلانتا',
    sort_order: 0,
  });
  const savannah = await createCity(db, {
    site_id: site.id,
    name_en: 'Savannah',
    name_ar: 'سافانا',
    sort_order: 1,
  });
  const category = async (kind: 'business' | 'job' | 'rent' | 'market', name_en: string, name_ar: string) =>
    (
      await createCategory(db, {
        site_id: site.id,
        parent_id: null,
        kind,
        name_en,
        name_ar,
        sort_order: 0,
      })
    ).id;
  const categories = {
    bakery: await category('business', 'Bakery', 'مخبز'),
    restaurant: await category('business', 'Restaurants', 'مطاعم'),
    jobs: await category('job', 'Accounting', 'محاسبة'),
    homes: await category('rent', 'Apartments', 'شقق'),
    cars: await category('market', 'Cars', 'سيارات'),
  };
  const model = await db
    .insertInto('market_models')
    .values({
      site_id: site.id,
      category_id: categories.cars,
      name_en: 'Toyota Camry',
      name_ar: 'تويوتا كامري',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const now = Date.now();
  let order = 0;
  const post = async (input: PostInput) => {
    order += 1;
    const status = input.status ?? 'published';
    const publishedAt = input.publishedAt ?? new Date(now - order * 60_000).toISOString();
    const city = input.city === undefined ? 'atlanta' : input.city;
    const listing = await db
      .insertInto('listings')
      .values({
        site_id: site.id,
        kind: input.kind,
        owner_user_id: null,
        city_id: city === null ? null : city === 'atlanta' ? atlanta.id : savannah.id,
        category_id: input.category ? categories[input.category] : null,
        status,
        status_reason: null,
        language: input.language ?? (/[\u0600-\u06ff]/.test(input.title) ? 'ar' : 'en'),
        is_anonymous: input.isAnonymous ? 1 : 0,
        title: input.title,
        sort_title: input.title.toLowerCase(),
        summary: input.summary ?? input.description ?? '',
        latitude: null,
        longitude: null,
        pending_changes: null,
        pending_since: null,
        created_at: publishedAt,
        updated_at: publishedAt,
        published_at: status === 'pending' ? null : publishedAt,
        expires_at:
          input.expiresAt ?? (input.kind === 'business' ? null : new Date(now + 30 * DAY).toISOString()),
        expiry_warned_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.kind !== 'business') {
      await db
        .insertInto('classifieds')
        .values({
          listing_id: listing.id,
          intent: 'offer',
          description: input.description ?? '',
          price: input.kind === 'product' ? 9500 : null,
          phone: null,
          email: 'poster@example.com',
        })
        .execute();
    }
    if (input.kind === 'product') {
      await db
        .insertInto('products')
        .values({
          listing_id: listing.id,
          main_category_id: categories.cars,
          condition: 'used',
          year: 2018,
          model_id: model.id,
          color_id: null,
        })
        .execute();
    }
    await indexListings(db, [listing.id]);
    return listing.id;
  };

  const ids: Record<string, number> = {};
  const posts: PostInput[] = [
    { kind: 'business', title: 'مَخْبَزُ الأَمَلِ', category: 'bakery', summary: 'خبز عربي طازج كل صباح.' },
    { kind: 'business', title: 'Sunrise Bakery', category: 'bakery', summary: 'Bread and cakes.' },
    { kind: 'business', title: 'Sunrise Restaurant', category: 'restaurant', city: 'savannah' },
    { kind: 'business', title: 'مطعم إسطنبول', summary: 'مشاويات تركية.', city: 'savannah' },
    { kind: 'business', title: 'Café Beirut', category: 'restaurant' },
    { kind: 'business', title: 'حلويات الشـــام', category: 'bakery' },
    { kind: 'business', title: 'مستشفى الهدى' },
    { kind: 'business', title: 'مدرسة النور' },
    { kind: 'business', title: 'مؤسسة الرؤية' },
    { kind: 'business', title: 'مطعم شاطئ الخليج', category: 'restaurant' },
    { kind: 'business', title: 'مكتب أسامة للمحاماة' },
    { kind: 'business', title: 'دروس القرآن للأطفال' },
    { kind: 'business', title: 'المكتبة العربية' },
    { kind: 'business', title: 'Fresh cookies daily', category: 'bakery' },
    { kind: 'business', title: 'Home cleaning service' },
    { kind: 'business', title: 'خدمة تنظيف المنازل' },
    { kind: 'job', title: 'مطلوب محاسب', category: 'jobs', description: 'دوام كامل في مكتب محاسبة.' },
    { kind: 'job', title: 'مهندسون للعمل فورا', category: 'jobs' },
    { kind: 'job', title: 'مطلوب مدرسين', category: 'jobs' },
    { kind: 'rent', title: 'شقة 3 غرف للإيجار', category: 'homes' },
    { kind: 'rent', title: 'بيع منزلها بسرعة', category: 'homes' },
    { kind: 'product', title: 'سيارة تويوتا للبيع', category: 'cars', description: 'بحالة ممتازة.' },
    { kind: 'product', title: 'iPhone 15 Pro', summary: 'Like new.' },
    { kind: 'product', title: 'دفتره الجديد' },
    { kind: 'product', title: 'Moving boxes for free', city: null },
    { kind: 'business', title: 'Hidden pending bakery', category: 'bakery', status: 'pending' },
    { kind: 'job', title: 'Hidden rejected bakery', category: 'jobs', status: 'rejected' },
    {
      kind: 'job',
      title: 'Hidden expired bakery',
      category: 'jobs',
      expiresAt: new Date(now - DAY).toISOString(),
    },
    { kind: 'rent', title: 'Hidden deleted bakery', category: 'homes', status: 'deleted' },
    { kind: 'product', title: 'Hidden closed bakery', category: 'cars', status: 'closed' },
    { kind: 'product', title: 'Anonymous sofa', isAnonymous: true },
  ];
  for (const input of posts) ids[input.title] = await post(input);

  const blog = await createBlogPost(db, {
    site_id: site.id,
    slug: 'register-a-business',
    title_en: 'How to register a business',
    title_ar: 'كيف تسجل نشاطك التجاري',
    excerpt_en: 'The steps, the forms and the fees.',
    excerpt_ar: 'الخطوات والنماذج والرسوم.',
    body_en: '<p>Start with the <strong>state</strong> registration.</p>',
    body_ar: '<p>ابدأ بتسجيل النشاط في الولاية.</p>',
    published_at: new Date(now - 3 * DAY).toISOString(),
  });
  ids['How to register a business'] = blog.id;
  await createBlogPost(db, {
    site_id: site.id,
    slug: 'draft',
    title_en: 'Hidden draft blog bakery',
    is_published: 0,
  });
  await createBlogPost(db, {
    site_id: site.id,
    slug: 'future',
    title_en: 'Hidden future blog bakery',
    published_at: new Date(now + 3 * DAY).toISOString(),
  });
  const guide = await createUserGuide(db, {
    site_id: site.id,
    slug: 'first-ad',
    title_en: 'Posting your first ad',
    title_ar: 'نشر الإعلان الأول',
    summary_en: 'From the form to approval.',
    summary_ar: 'من النموذج إلى الموافقة.',
    body_en: '<p>Fill in the form.</p>',
    body_ar: '<p>املأ النموذج.</p>',
    sort_order: 0,
    is_published: 1,
  });
  ids['Posting your first ad'] = guide.id;
  await createFaqGroup(db, site.id, {
    title: { en: 'Accounts', ar: 'الحسابات' },
    items: [
      {
        question: { en: 'How do I reset my password?', ar: 'كيف أعيد تعيين كلمة المرور؟' },
        answer: { en: '<p>Use “Forgot password”.</p>', ar: '<p>استخدم «نسيت كلمة المرور».</p>' },
      },
    ],
  });
  return { site, atlanta, savannah, categories, ids };
}
