import type { SearchResults } from '@jaliya/contract';

/**
 * The search relevance set (issue 32): queries on the demo data (`seed/`) in English and Arabic,
 * with the results a person asking means. `relevant` lists titles (an editorial entry by its
 * title in either language); the first `first` results must all be among them. Run on both
 * engines by `search-relevance.db.test.ts`; `npm run bench:search` prints its precision at 5.
 */
export interface RelevanceCase {
  query: string;
  language: 'en' | 'ar';
  relevant: readonly string[];
  /** How many of the first results must be relevant. */
  first: number;
  /** When no entry has every word: the answer is the best partial matches, and says so. */
  partial?: boolean;
}

const CARS = [
  '2018 Toyota Camry LE, one owner',
  'هوندا أكورد 2020 بحالة ممتازة',
  'Wanted: reliable Corolla or Civic under $9,000',
  'Ford F-150 XLT, tow package',
  'هيونداي إلنترا 2022 موفرة للوقود',
];
const CAMRY = '2018 Toyota Camry LE, one owner';
const ACCORD = 'هوندا أكورد 2020 بحالة ممتازة';
const COROLLA_OR_CIVIC = 'Wanted: reliable Corolla or Civic under $9,000';
const BAKERIES = [
  'Fairouz Bakery & Manakish',
  'حلويات الأصالة الشامية',
  'حلواني القاهرة',
  // A halal market with a small bakery of its own.
  'سوق المدينة الحلال',
  'Cashier for a family bakery',
  'A guide to halal groceries and Arabic bakeries across metro Atlanta',
  'دليلك إلى البقالات الحلال والمخابز العربية في أتلانتا الكبرى',
];
const LAWYERS = [
  'Hamdan Immigration Law Group',
  'مكتب العدل للمحاماة',
  'Khoury & Nassar Family Law',
  'مكتب المحامية سلمى عثمان',
];
const PHARMACIES = ['CarePlus 24-Hour Pharmacy', 'صيدلية الدواء', 'Pharmacy technician seeking job'];
const APARTMENTS = [
  'Two-bedroom apartment near the mosque',
  'شقة عائلية بثلاث غرف',
  'Studio apartment, utilities included',
  'شقة بغرفة نوم واحدة',
  'Apartment above the shop',
  'شقة بغرفتين قرب المركز الإسلامي',
  'عائلة تبحث عن شقة',
  'Looking for a one-bedroom apartment',
  'أبحث عن شقة قرب الجامعة',
  'Couple looking for an apartment',
  'Renting your first apartment in Georgia: how to read a lease',
  'استئجار شقتك الأولى في جورجيا: كيف تقرأ عقد الإيجار',
];
const DRIVERS = ['سائق توصيل طلبات', 'Experienced truck driver looking for work', 'سائق يبحث عن عمل'];
const RAMADAN = [
  'Ramadan as a family in Atlanta: routines, iftars and community',
  'رمضان مع العائلة في أتلانتا: روتين يومي وإفطارات ومجتمع',
];

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  { query: 'car', language: 'en', relevant: CARS, first: 3 },
  { query: 'سيارة', language: 'ar', relevant: CARS, first: 3 },
  { query: 'cars', language: 'en', relevant: CARS, first: 3 },
  { query: 'used car', language: 'en', relevant: CARS, first: 3 },
  // Winter tires on rims "for a Camry or Accord", used, come second on PostgreSQL.
  { query: 'سيارة مستعملة', language: 'ar', relevant: CARS, first: 1 },
  { query: 'Toyota Corolla', language: 'en', relevant: [CAMRY, COROLLA_OR_CIVIC], first: 2, partial: true },
  { query: 'Honda Civic', language: 'en', relevant: [ACCORD, COROLLA_OR_CIVIC], first: 2, partial: true },
  { query: 'تويوتا كورولا', language: 'ar', relevant: [CAMRY, COROLLA_OR_CIVIC], first: 2, partial: true },
  { query: 'bakery', language: 'en', relevant: BAKERIES, first: 3 },
  { query: 'مخبز', language: 'ar', relevant: BAKERIES, first: 3 },
  { query: 'lawyer', language: 'en', relevant: LAWYERS, first: 3 },
  { query: 'محامي', language: 'ar', relevant: LAWYERS, first: 3 },
  { query: 'pharmacy', language: 'en', relevant: PHARMACIES, first: 2 },
  { query: 'صيدلية', language: 'ar', relevant: PHARMACIES, first: 2 },
  { query: 'apartment', language: 'en', relevant: APARTMENTS, first: 5 },
  { query: 'شقة', language: 'ar', relevant: APARTMENTS, first: 5 },
  { query: 'driver', language: 'en', relevant: DRIVERS, first: 2 },
  { query: 'سائق', language: 'ar', relevant: DRIVERS, first: 2 },
  {
    query: 'lease',
    language: 'en',
    relevant: ['Renting your first apartment in Georgia: how to read a lease'],
    first: 1,
  },
  { query: 'Ramadan', language: 'en', relevant: RAMADAN, first: 1 },
  { query: 'رمضان', language: 'ar', relevant: RAMADAN, first: 1 },
  {
    query: 'scams',
    language: 'en',
    relevant: [
      'Staying safe from rental and job scams online',
      'How do I report a suspicious post or a scam?',
    ],
    first: 2,
  },
  {
    query: 'post a job',
    language: 'en',
    relevant: ['How to post a job or find one'],
    first: 1,
  },
  {
    query: 'الاحتيال',
    language: 'ar',
    relevant: [
      'كيف تحمي نفسك من الاحتيال في إعلانات الإيجار والوظائف',
      'كيف أبلّغ عن إعلان مريب أو عملية احتيال؟',
    ],
    first: 2,
  },
];

/**
 * Precision at 5 of one answer: how many of its first five results are relevant, out of as many
 * as could be (five, or fewer when fewer relevant results are public on the site).
 */
export function precisionAt5(relevanceCase: RelevanceCase, results: Pick<SearchResults, 'items'>): number {
  const relevant = new Set(relevanceCase.relevant);
  const titles = results.items.map((item) => item.title);
  const found = titles.filter((title) => relevant.has(title)).length;
  const possible = Math.min(5, Math.max(found, relevanceCase.first));
  return titles.slice(0, 5).filter((title) => relevant.has(title)).length / possible;
}
