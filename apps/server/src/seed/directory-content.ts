/**
 * Directory demo content for Jaliya Georgia: the service and business subcategories, a set of fictional
 * Arab-American businesses and service providers across Georgia (each written in English or Arabic, as its
 * owner would), the site's own services and its sister sites. Data only; the demo seed stores it.
 *
 * Everything here is made up: phone numbers are in the fictional 555-01xx range, e-mail addresses and web
 * sites use example domains, and social handles are invented. Street addresses are plausible, and ZIP codes
 * and coordinates roughly match the named city.
 */

export type SeedWeekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** 'HH:MM' in 24-hour time; `closes` at or before `opens` means past midnight; '24:00' is allowed. */
export interface SeedTimeRange {
  opens: string;
  closes: string;
}

/** Weekly opening hours, with dated exceptions (an empty `ranges` means closed that day). */
export interface SeedOpeningHours {
  alwaysOpen: boolean;
  weekly: Record<SeedWeekday, SeedTimeRange[]>;
  special: { date: string; ranges: SeedTimeRange[] }[];
}

/** A subcategory of the service providers or shops category. */
export interface DirectorySubcategorySeed {
  key: string;
  kind: 'service' | 'business';
  en: string;
  ar: string;
  icon: string;
}

/** The subcategories: the original eleven first, in their original order, then the newer ones. */
export const DIRECTORY_SUBCATEGORIES: DirectorySubcategorySeed[] = [
  {
    key: 'doctors-clinics',
    kind: 'service',
    en: 'Doctors & Clinics',
    ar: 'أطباء وعيادات',
    icon: 'stethoscope',
  },
  {
    key: 'lawyers-immigration',
    kind: 'service',
    en: 'Lawyers & Immigration',
    ar: 'محامون وهجرة',
    icon: 'scale',
  },
  { key: 'tax-accounting', kind: 'service', en: 'Tax & Accounting', ar: 'ضرائب ومحاسبة', icon: 'calculator' },
  { key: 'auto-repair', kind: 'service', en: 'Auto Repair', ar: 'إصلاح السيارات', icon: 'wrench' },
  { key: 'home-services', kind: 'service', en: 'Home Services', ar: 'خدمات منزلية', icon: 'home' },
  { key: 'translation', kind: 'service', en: 'Translation', ar: 'ترجمة', icon: 'languages' },
  { key: 'halal-markets', kind: 'business', en: 'Halal Markets', ar: 'أسواق حلال', icon: 'basket' },
  { key: 'restaurants', kind: 'business', en: 'Restaurants', ar: 'مطاعم', icon: 'utensils' },
  {
    key: 'bakeries-sweets',
    kind: 'business',
    en: 'Bakeries & Sweets',
    ar: 'مخابز وحلويات',
    icon: 'croissant',
  },
  { key: 'clothing-fashion', kind: 'business', en: 'Clothing & Fashion', ar: 'ملابس وأزياء', icon: 'shirt' },
  {
    key: 'phones-electronics',
    kind: 'business',
    en: 'Phones & Electronics',
    ar: 'هواتف وإلكترونيات',
    icon: 'smartphone',
  },
  { key: 'real-estate', kind: 'service', en: 'Real Estate', ar: 'عقارات', icon: 'key' },
  {
    key: 'education-tutoring',
    kind: 'service',
    en: 'Education & Tutoring',
    ar: 'تعليم ودروس خصوصية',
    icon: 'book',
  },
  { key: 'beauty-barbers', kind: 'service', en: 'Beauty & Barbers', ar: 'تجميل وحلاقة', icon: 'scissors' },
  { key: 'insurance', kind: 'service', en: 'Insurance', ar: 'تأمين', icon: 'shield' },
  {
    key: 'furniture-home',
    kind: 'business',
    en: 'Furniture & Home',
    ar: 'أثاث ومستلزمات منزلية',
    icon: 'sofa',
  },
  { key: 'pharmacies', kind: 'business', en: 'Pharmacies', ar: 'صيدليات', icon: 'pill' },
];

/** A fictional business or service provider listed in the directory. */
export interface BusinessSeed {
  /** Unique kebab-case key. */
  key: string;
  /** One or two subcategory `en` names of the same kind; the first is the main one. */
  subcategories: string[];
  /** The language the owner wrote the listing in. */
  language: 'en' | 'ar';
  name: string;
  /** One to three sentences, one per line, 60-240 characters in all. */
  description: string;
  /** Three to nine short service names, each at most 60 characters. */
  services: string[];
  street: string;
  city: string;
  /** The five-digit ZIP code. */
  postalCode: string;
  phone: string;
  email: string;
  website: string | null;
  social: Partial<Record<'facebook' | 'twitter' | 'instagram' | 'youtube' | 'tiktok' | 'pinterest', string>>;
  lat: number;
  lng: number;
  hours: SeedOpeningHours;
  verified: boolean;
  status: 'published' | 'pending' | 'rejected';
  /** Only for rejected listings. */
  rejectionReason?: { en: string; ar: string };
  /** 0-359, for the generated artwork colours. */
  hue: number;
  /** How many days ago the listing was created (0-200). */
  daysAgo: number;
}

/** Parses 'HH:MM-HH:MM' ranges separated by commas; an empty string means closed. */
function ranges(spec: string): SeedTimeRange[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(part);
      if (!match?.[1] || !match[2]) throw new Error(`Bad time range in demo opening hours: ${part}`);
      return { opens: match[1], closes: match[2] };
    });
}

/**
 * Weekly opening hours: `base` applies to every day not named in `days` (an empty string means closed),
 * and `special` lists dated exceptions as [ISO date, ranges].
 */
function weekHours(
  base: string,
  days: Partial<Record<SeedWeekday, string>> = {},
  special: [date: string, spec: string][] = [],
): SeedOpeningHours {
  const day = (weekday: SeedWeekday): SeedTimeRange[] => ranges(days[weekday] ?? base);
  return {
    alwaysOpen: false,
    weekly: {
      monday: day('monday'),
      tuesday: day('tuesday'),
      wednesday: day('wednesday'),
      thursday: day('thursday'),
      friday: day('friday'),
      saturday: day('saturday'),
      sunday: day('sunday'),
    },
    special: special.map(([date, spec]) => ({ date, ranges: ranges(spec) })),
  };
}

/** Open around the clock: flagged as always open, with every day also listed as 00:00-24:00. */
function alwaysOpen(): SeedOpeningHours {
  return { ...weekHours('00:00-24:00'), alwaysOpen: true };
}

/** Fictional businesses and service providers, about half written in Arabic. */
export const BUSINESSES: BusinessSeed[] = [
  // Doctors & Clinics
  {
    key: 'al-shifa-family-clinic',
    subcategories: ['Doctors & Clinics'],
    language: 'ar',
    name: 'عيادة الشفاء لطب الأسرة',
    description:
      'عيادة لطب الأسرة يشرف عليها الدكتور سامر الحلبي، وتستقبل المرضى من جميع الأعمار.\n' +
      'نقدّم الاستشارة باللغتين العربية والإنجليزية، ونقبل ميديكيد ومعظم شركات التأمين.',
    services: [
      'طب الأسرة والطب العام',
      'فحوصات دورية للكبار والأطفال',
      'التطعيمات',
      'متابعة السكري وضغط الدم',
      'فحوصات المدرسة والعمل',
      'الفحوصات الصحية للاجئين القادمين حديثاً',
    ],
    street: '3896 Church St, Suite 200',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 404 555 0101',
    email: 'alshifa.clinic@example.com',
    website: 'https://alshifa-clinic.example.com',
    social: { facebook: 'https://www.facebook.com/alshifa.clarkston' },
    lat: 33.81021,
    lng: -84.23894,
    hours: weekHours('09:00-17:00', {
      friday: '09:00-12:30, 14:00-17:00',
      saturday: '09:00-13:00',
      sunday: '',
    }),
    verified: true,
    status: 'published',
    hue: 168,
    daysAgo: 187,
  },
  {
    key: 'cedar-pediatrics-marietta',
    subcategories: ['Doctors & Clinics'],
    language: 'en',
    name: 'Cedar Pediatrics of Marietta',
    description:
      'Dr. Rima Haddad and her team care for newborns, children and teens in a calm, family-friendly ' +
      'office.\n' +
      'We speak English, Arabic and French and offer same-day sick visits.',
    services: [
      'Newborn & well-child visits',
      'Same-day sick visits',
      'Childhood vaccinations',
      'School & sports physicals',
      'Asthma & allergy care',
      'Developmental screening',
    ],
    street: '2550 Sandy Plains Rd, Suite 120',
    city: 'Marietta',
    postalCode: '30066',
    phone: '+1 770 555 0102',
    email: 'frontdesk.cedarpeds@example.com',
    website: 'https://cedar-pediatrics.example.com',
    social: {
      facebook: 'https://www.facebook.com/cedarpediatrics.marietta',
      instagram: 'https://www.instagram.com/cedar.pediatrics',
    },
    lat: 34.00817,
    lng: -84.48106,
    hours: weekHours('08:30-17:00', { saturday: '09:00-12:00', sunday: '' }),
    verified: true,
    status: 'published',
    hue: 140,
    daysAgo: 164,
  },
  {
    key: 'nile-dental-care',
    subcategories: ['Doctors & Clinics'],
    language: 'en',
    name: 'Nile Dental Care',
    description:
      'Gentle general and cosmetic dentistry led by Dr. Ahmed Mansour, with more than 15 years of ' +
      'experience.\n' +
      'Evening appointments are available on Mondays and Wednesdays.',
    services: [
      'Cleanings & check-ups',
      'Fillings & root canals',
      'Crowns & bridges',
      'Teeth whitening',
      'Clear aligners',
      'Dental implants',
      'Emergency dental visits',
    ],
    street: '3455 Peachtree Industrial Blvd, Suite 305',
    city: 'Duluth',
    postalCode: '30096',
    phone: '+1 678 555 0103',
    email: 'appointments.niledental@example.com',
    website: 'https://niledental.example.com',
    social: { instagram: 'https://www.instagram.com/niledental.duluth' },
    lat: 33.98862,
    lng: -84.15674,
    hours: weekHours('09:00-17:00', {
      monday: '10:00-19:00',
      wednesday: '10:00-19:00',
      saturday: '09:00-14:00',
      sunday: '',
    }),
    verified: false,
    status: 'published',
    hue: 198,
    daysAgo: 122,
  },
  {
    key: 'dr-yasmin-womens-health',
    subcategories: ['Doctors & Clinics'],
    language: 'ar',
    name: 'عيادة الدكتورة ياسمين العاني لصحة المرأة',
    description:
      'رعاية متكاملة لصحة المرأة في جميع مراحل حياتها، على يد طبيبة نسائية تتحدث العربية.\n' +
      'نحرص على الخصوصية والراحة، ويمكن حجز الموعد هاتفياً أو عبر موقعنا.',
    services: [
      'متابعة الحمل والولادة',
      'الفحص الدوري للمرأة',
      'علاج تأخر الإنجاب',
      'استشارات تنظيم الأسرة',
      'الكشف المبكر عن سرطان الثدي وعنق الرحم',
      'استشارات انقطاع الطمث',
    ],
    street: '2665 N Decatur Rd, Suite 410',
    city: 'Decatur',
    postalCode: '30033',
    phone: '+1 404 555 0104',
    email: 'dr.yasmin.clinic@example.com',
    website: 'https://dryasmin-clinic.example.com',
    social: {},
    lat: 33.79231,
    lng: -84.28117,
    hours: weekHours('09:00-17:00', { friday: '09:00-13:00', saturday: '', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 330,
    daysAgo: 95,
  },

  // Lawyers & Immigration
  {
    key: 'hamdan-immigration-law',
    subcategories: ['Lawyers & Immigration'],
    language: 'en',
    name: 'Hamdan Immigration Law Group',
    description:
      'Attorney Lina Hamdan has helped families across Georgia with visas, green cards and citizenship ' +
      'for over a decade.\n' +
      'Consultations are available in Arabic and English, in person or by video.',
    services: [
      'Family-based petitions',
      'Green cards & adjustment of status',
      'Citizenship & naturalization',
      'Asylum & refugee cases',
      'Work visas for employers',
      'Removal defense',
      'Video consultations',
    ],
    street: '229 Peachtree St NE, Suite 1500',
    city: 'Atlanta',
    postalCode: '30303',
    phone: '+1 404 555 0105',
    email: 'intake.hamdanlaw@example.com',
    website: 'https://hamdanlaw.example.com',
    social: {
      facebook: 'https://www.facebook.com/hamdanimmigrationlaw',
      twitter: 'https://x.com/hamdan_law',
      youtube: 'https://www.youtube.com/@hamdanlaw',
    },
    lat: 33.76049,
    lng: -84.38694,
    hours: weekHours('09:00-18:00', { saturday: '', sunday: '' }, [
      ['2026-12-25', ''],
      ['2026-12-31', '09:00-13:00'],
    ]),
    verified: true,
    status: 'published',
    hue: 220,
    daysAgo: 176,
  },
  {
    key: 'al-adl-law-office',
    subcategories: ['Lawyers & Immigration'],
    language: 'ar',
    name: 'مكتب العدل للمحاماة',
    description:
      'مكتب محاماة يقوده المحامي مازن الخطيب، ويقدّم الاستشارات القانونية للعائلات وأصحاب الأعمال.\n' +
      'نشرح لك خياراتك بلغة واضحة، ونرافقك في كل خطوة حتى تُغلق قضيتك.',
    services: [
      'قضايا الهجرة ولمّ الشمل',
      'قضايا الأحوال الشخصية',
      'تأسيس الشركات وصياغة العقود',
      'حوادث السيارات والإصابات',
      'نزاعات الإيجار',
      'توثيق المستندات',
    ],
    street: '125 E Trinity Pl, Suite 305',
    city: 'Decatur',
    postalCode: '30030',
    phone: '+1 404 555 0106',
    email: 'aladl.law@example.com',
    website: 'https://aladl-law.example.com',
    social: { facebook: 'https://www.facebook.com/aladl.lawoffice' },
    lat: 33.7729,
    lng: -84.2947,
    hours: weekHours('09:00-17:30', {
      friday: '09:00-12:30, 14:00-17:30',
      saturday: '10:00-14:00',
      sunday: '',
    }),
    verified: false,
    status: 'published',
    hue: 25,
    daysAgo: 140,
  },
  {
    key: 'khoury-nassar-family-law',
    subcategories: ['Lawyers & Immigration'],
    language: 'en',
    name: 'Khoury & Nassar Family Law',
    description:
      'A family law practice serving Arab-American families with care, discretion and respect for ' +
      'cultural values.\n' +
      'We help with divorce, custody, prenuptial agreements and estate planning.',
    services: [
      'Divorce & separation',
      'Child custody & support',
      'Prenuptial agreements',
      'Wills & estate planning',
      'Mediation',
      'Adoption',
    ],
    street: '6100 Lake Forrest Dr NW, Suite 300',
    city: 'Sandy Springs',
    postalCode: '30328',
    phone: '+1 770 555 0107',
    email: 'office.khourynassar@example.com',
    website: 'https://khourynassar.example.com',
    social: { facebook: 'https://www.facebook.com/khourynassarlaw' },
    lat: 33.92086,
    lng: -84.38712,
    hours: weekHours('08:30-17:30', { friday: '08:30-16:00', saturday: '', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 265,
    daysAgo: 58,
  },
  {
    key: 'salma-osman-law-office',
    subcategories: ['Lawyers & Immigration', 'Translation'],
    language: 'ar',
    name: 'مكتب المحامية سلمى عثمان',
    description:
      'تقدّم المحامية سلمى عثمان استشارات في قضايا اللجوء ولمّ شمل العائلات وتجديد الإقامات.\n' +
      'يضم المكتب مترجمين معتمدين لتجهيز الوثائق المطلوبة باللغة الإنجليزية.',
    services: [
      'قضايا اللجوء',
      'طلبات لمّ الشمل',
      'تجديد البطاقة الخضراء',
      'طلبات الجنسية',
      'ترجمة الوثائق الرسمية',
    ],
    street: '3961 Market St, Suite 2',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 470 555 0108',
    email: 'salma.osman.law@example.com',
    website: null,
    social: {},
    lat: 33.80905,
    lng: -84.23905,
    hours: weekHours('10:00-18:00', { friday: '10:00-12:30, 14:30-18:00', saturday: '', sunday: '' }),
    verified: false,
    status: 'pending',
    hue: 45,
    daysAgo: 2,
  },

  // Tax & Accounting
  {
    key: 'al-rafidain-tax-accounting',
    subcategories: ['Tax & Accounting'],
    language: 'ar',
    name: 'مكتب الرافدين للضرائب والمحاسبة',
    description:
      'نساعد الأفراد والشركات الصغيرة على إعداد إقراراتهم الضريبية بدقة وفي الوقت المحدد.\n' +
      'خبرة تزيد على اثني عشر عاماً مع أصحاب المطاعم والمحلات وسائقي الشاحنات.',
    services: [
      'إعداد الإقرارات الضريبية للأفراد',
      'ضرائب الشركات الصغيرة',
      'مسك الدفاتر الشهري',
      'كشوف الرواتب',
      'طلبات رقم التعريف الضريبي ITIN',
      'تأسيس الشركات وتسجيلها',
      'الرد على رسائل مصلحة الضرائب',
    ],
    street: '5675 Jimmy Carter Blvd, Suite 520',
    city: 'Norcross',
    postalCode: '30093',
    phone: '+1 770 555 0109',
    email: 'alrafidain.tax@example.com',
    website: 'https://alrafidain-tax.example.com',
    social: { facebook: 'https://www.facebook.com/alrafidain.tax' },
    lat: 33.91512,
    lng: -84.20391,
    hours: weekHours('09:00-18:00', { saturday: '10:00-15:00', sunday: '' }, [['2027-04-15', '08:00-22:00']]),
    verified: true,
    status: 'published',
    hue: 95,
    daysAgo: 150,
  },
  {
    key: 'sahara-bookkeeping-tax',
    subcategories: ['Tax & Accounting', 'Insurance'],
    language: 'en',
    name: 'Sahara Bookkeeping & Tax',
    description:
      'Youssef Benali, an enrolled agent, and his team prepare tax returns and keep the books for ' +
      'families and small businesses.\n' +
      'We also offer business and life insurance through trusted partners.',
    services: [
      'Individual tax returns',
      'Small business taxes',
      'Monthly bookkeeping',
      'Payroll services',
      'Sales tax filings',
      'Business & life insurance',
    ],
    street: '1080 Holcomb Bridge Rd, Suite 140',
    city: 'Roswell',
    postalCode: '30076',
    phone: '+1 770 555 0110',
    email: 'hello.saharatax@example.com',
    website: 'https://saharatax.example.com',
    social: {
      facebook: 'https://www.facebook.com/saharabookkeeping',
      instagram: 'https://www.instagram.com/sahara.tax',
    },
    lat: 34.01392,
    lng: -84.33212,
    hours: weekHours('09:00-17:00', { saturday: '', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 38,
    daysAgo: 73,
  },
  {
    key: 'salaam-express-transfer',
    subcategories: ['Tax & Accounting'],
    language: 'en',
    name: 'Salaam Express Transfer & Tax',
    description:
      'Send money to family overseas quickly and safely, and ship parcels to the Middle East and Africa.\n' +
      'We can also help you fill in simple forms.',
    services: ['Money transfers', 'Parcel shipping abroad', 'Phone top-ups', 'Help with simple forms'],
    street: '4055 E Ponce de Leon Ave, Suite 3',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 404 555 0111',
    email: 'salaam.express@example.com',
    website: null,
    social: {},
    lat: 33.80612,
    lng: -84.23018,
    hours: weekHours('10:00-20:00', { sunday: '12:00-18:00' }),
    verified: false,
    status: 'rejected',
    rejectionReason: {
      en:
        'This listing describes a money transfer and parcel shipping business, which does not belong under ' +
        'Tax & Accounting. Please choose a more suitable category and add at least one photo of your shop, ' +
        'then submit it again.',
      ar:
        'يصف هذا الإعلان نشاطاً لتحويل الأموال وشحن الطرود، وهو لا يندرج ضمن فئة الضرائب والمحاسبة. ' +
        'يُرجى اختيار فئة أنسب وإضافة صورة واحدة على الأقل للمحل، ثم إعادة إرساله.',
    },
    hue: 12,
    daysAgo: 16,
  },

  // Auto Repair
  {
    key: 'aleppo-auto-care',
    subcategories: ['Auto Repair'],
    language: 'ar',
    name: 'ورشة حلب لصيانة السيارات',
    description:
      'ورشة عائلية يديرها الأخوان ماهر وباسل قصّاب منذ عام 2014.\n' +
      'نشخّص العطل بدقة ونخبرك بالتكلفة قبل أن نبدأ أي إصلاح.',
    services: [
      'ميكانيك عام',
      'تغيير الزيت والفلاتر',
      'فحص الأعطال بالكمبيوتر',
      'صيانة الفرامل والتعليق',
      'تصليح مكيفات السيارات',
      'فحص الانبعاثات',
    ],
    street: '5250 Buford Hwy NW',
    city: 'Norcross',
    postalCode: '30071',
    phone: '+1 770 555 0112',
    email: 'aleppo.autocare@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/aleppo.autocare' },
    lat: 33.93342,
    lng: -84.21803,
    hours: weekHours('08:00-18:00', { saturday: '08:00-15:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 15,
    daysAgo: 133,
  },
  {
    key: 'peach-state-towing',
    subcategories: ['Auto Repair'],
    language: 'en',
    name: 'Peach State Towing & Roadside',
    description:
      'Fast, honest towing and roadside help anywhere inside the Perimeter, day or night.\n' +
      'Owner Khaled Al-Saidi answers most calls himself, in English or Arabic.',
    services: [
      '24/7 towing',
      'Jump starts',
      'Lockout service',
      'Flat tire change',
      'Fuel delivery',
      'Accident recovery',
      'Long-distance towing',
    ],
    street: '1390 Northside Dr NW',
    city: 'Atlanta',
    postalCode: '30318',
    phone: '+1 404 555 0113',
    email: 'dispatch.peachtowing@example.com',
    website: 'https://peachstatetowing.example.com',
    social: {
      facebook: 'https://www.facebook.com/peachstatetowing',
      tiktok: 'https://www.tiktok.com/@peachstatetowing',
    },
    lat: 33.79296,
    lng: -84.40712,
    hours: alwaysOpen(),
    verified: true,
    status: 'published',
    hue: 5,
    daysAgo: 109,
  },
  {
    key: 'casablanca-auto-body',
    subcategories: ['Auto Repair'],
    language: 'en',
    name: 'Casablanca Auto Body & Paint',
    description:
      'Collision repair and factory-quality paint from a Moroccan-owned shop trusted in Macon since 2009.\n' +
      'We work directly with all major insurance companies.',
    services: [
      'Collision repair',
      'Paint & color matching',
      'Paintless dent removal',
      'Bumper repair',
      'Windshield replacement',
      'Insurance claim assistance',
    ],
    street: '2940 Pio Nono Ave',
    city: 'Macon',
    postalCode: '31206',
    phone: '+1 478 555 0114',
    email: 'casablanca.autobody@example.com',
    website: 'https://casablanca-autobody.example.com',
    social: {},
    lat: 32.80985,
    lng: -83.66412,
    hours: weekHours('08:00-17:30', { saturday: '09:00-13:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 350,
    daysAgo: 61,
  },

  // Home Services
  {
    key: 'al-sham-renovation',
    subcategories: ['Home Services'],
    language: 'ar',
    name: 'الشام للترميم والديكور',
    description:
      'نجدّد بيتك بأيدٍ حرفية ماهرة، من المطبخ والحمام إلى الدهان والأرضيات.\n' +
      'المعاينة وعرض السعر مجاناً، مع ضمان لمدة عام على جميع الأعمال.',
    services: [
      'تجديد المطابخ والحمامات',
      'دهان داخلي وخارجي',
      'تركيب البلاط والأرضيات الخشبية',
      'أسقف جبسية وديكورات',
      'تركيب الأبواب والخزائن',
      'إصلاح أضرار تسرب المياه',
    ],
    street: '1690 Powers Ferry Rd, Suite 220',
    city: 'Marietta',
    postalCode: '30067',
    phone: '+1 770 555 0115',
    email: 'alsham.renovation@example.com',
    website: 'https://alsham-renovation.example.com',
    social: {
      facebook: 'https://www.facebook.com/alsham.renovation',
      instagram: 'https://www.instagram.com/alsham.renovation',
    },
    lat: 33.91214,
    lng: -84.45388,
    hours: weekHours('07:30-18:00', { saturday: '08:00-14:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 32,
    daysAgo: 84,
  },
  {
    key: 'cool-breeze-heating-air',
    subcategories: ['Home Services'],
    language: 'en',
    name: 'Cool Breeze Heating & Air',
    description:
      'Licensed HVAC technicians keeping Gwinnett homes comfortable through hot summers and cold snaps.\n' +
      'Free estimates on new systems and honest advice on repairs.',
    services: [
      'AC repair',
      'Furnace & heat pump repair',
      'New system installation',
      'Seasonal maintenance plans',
      'Duct cleaning',
      'Smart thermostat installation',
      'Emergency service calls',
    ],
    street: '1550 Buford Dr, Suite 220',
    city: 'Lawrenceville',
    postalCode: '30043',
    phone: '+1 678 555 0116',
    email: 'service.coolbreeze@example.com',
    website: 'https://coolbreeze-hvac.example.com',
    social: {
      facebook: 'https://www.facebook.com/coolbreeze.gwinnett',
      youtube: 'https://www.youtube.com/@coolbreezehvac',
    },
    lat: 34.00105,
    lng: -83.98744,
    hours: weekHours('07:30-19:00', { sunday: '10:00-16:00' }),
    verified: false,
    status: 'published',
    hue: 190,
    daysAgo: 47,
  },
  {
    key: 'golden-touch-cleaning',
    subcategories: ['Home Services'],
    language: 'ar',
    name: 'اللمسة الذهبية لتنظيف المنازل',
    description:
      'فريق نسائي محترف لتنظيف المنازل والشقق بمواد آمنة على الأطفال.\n' +
      'مواعيد مرنة وأسعار ثابتة دون رسوم خفية.',
    services: [
      'تنظيف دوري للمنازل',
      'تنظيف شامل قبل الانتقال وبعده',
      'تنظيف السجاد والكنب',
      'تنظيف المكاتب الصغيرة',
      'تجهيز البيت قبل المناسبات',
    ],
    street: '9775 Medlock Bridge Rd, Suite F',
    city: 'Johns Creek',
    postalCode: '30097',
    phone: '+1 678 555 0117',
    email: 'goldentouch.cleaning@example.com',
    website: null,
    social: { instagram: 'https://www.instagram.com/goldentouch.cleaning' },
    lat: 34.0154,
    lng: -84.1934,
    hours: weekHours('08:00-18:00', { saturday: '09:00-15:00', sunday: '' }),
    verified: false,
    status: 'pending',
    hue: 48,
    daysAgo: 1,
  },

  // Translation
  {
    key: 'bridge-arabic-translation',
    subcategories: ['Translation'],
    language: 'en',
    name: 'Bridge Arabic Translation Services',
    description:
      'Certified Arabic-English translations accepted by USCIS, courts, universities and state agencies.\n' +
      'Our interpreters cover Levantine, Iraqi, Gulf, Egyptian, Sudanese and Maghrebi dialects.',
    services: [
      'Certified document translation',
      'USCIS-ready translations',
      'Court & medical interpreting',
      'Notarized translations',
      'Website & brochure localization',
      'Remote video interpreting',
    ],
    street: '160 Clairemont Ave, Suite 200',
    city: 'Decatur',
    postalCode: '30030',
    phone: '+1 404 555 0118',
    email: 'orders.bridgetranslation@example.com',
    website: 'https://bridge-translation.example.com',
    social: {
      facebook: 'https://www.facebook.com/bridgearabictranslation',
      twitter: 'https://x.com/bridge_arabic',
    },
    lat: 33.77712,
    lng: -84.29882,
    hours: weekHours('09:00-17:00', { saturday: '', sunday: '' }),
    verified: true,
    status: 'published',
    hue: 205,
    daysAgo: 158,
  },
  {
    key: 'al-kalima-translation',
    subcategories: ['Translation'],
    language: 'ar',
    name: 'مكتب الكلمة للترجمة المعتمدة',
    description:
      'ترجمة معتمدة للشهادات الجامعية والوثائق الرسمية من العربية والفرنسية إلى الإنجليزية.\n' +
      'نخدم طلاب جامعة جورجيا والعائلات في أثينز وما حولها، ونسلّم معظم الطلبات خلال 48 ساعة.',
    services: [
      'ترجمة الشهادات وكشوف الدرجات',
      'ترجمة شهادات الميلاد والزواج',
      'ترجمة فورية للمواعيد الطبية',
      'توثيق الترجمات لدى كاتب العدل',
      'الترجمة من الفرنسية وإليها',
    ],
    street: '440 College Ave, Suite 210',
    city: 'Athens',
    postalCode: '30601',
    phone: '+1 706 555 0119',
    email: 'alkalima.translation@example.com',
    website: 'https://alkalima.example.com',
    social: { facebook: 'https://www.facebook.com/alkalima.athens' },
    lat: 33.95972,
    lng: -83.37422,
    hours: weekHours('10:00-17:00', {
      friday: '10:00-12:30, 14:00-17:00',
      saturday: '11:00-14:00',
      sunday: '',
    }),
    verified: false,
    status: 'published',
    hue: 275,
    daysAgo: 66,
  },

  // Real Estate
  {
    key: 'hayat-realty-group',
    subcategories: ['Real Estate'],
    language: 'en',
    name: 'Hayat Realty Group',
    description:
      'Whether you are buying your first home or selling the family house, our bilingual agents guide you ' +
      'from search to closing.\n' +
      'We work with local lenders, including halal financing providers.',
    services: [
      'Home buying',
      'Home selling & staging',
      'First-time buyer guidance',
      'Halal financing referrals',
      'Rental property management',
      'Commercial leasing',
    ],
    street: '3000 Old Alabama Rd, Suite 119',
    city: 'Alpharetta',
    postalCode: '30022',
    phone: '+1 678 555 0120',
    email: 'agents.hayatrealty@example.com',
    website: 'https://hayatrealty.example.com',
    social: {
      facebook: 'https://www.facebook.com/hayatrealtygroup',
      instagram: 'https://www.instagram.com/hayat.realty',
      youtube: 'https://www.youtube.com/@hayatrealty',
    },
    lat: 34.04206,
    lng: -84.26418,
    hours: weekHours('09:00-19:00', { sunday: '12:00-17:00' }),
    verified: true,
    status: 'published',
    hue: 150,
    daysAgo: 118,
  },
  {
    key: 'bayt-al-amal-real-estate',
    subcategories: ['Real Estate'],
    language: 'ar',
    name: 'بيت الأمل العقارية',
    description:
      'وسطاء عقاريون مرخّصون في ولاية جورجيا، نساعدك على إيجاد البيت المناسب لعائلتك وميزانيتك.\n' +
      'نتابع معك التفاصيل كلها، من المعاينة والتفاوض حتى توقيع العقد.',
    services: [
      'شراء المنازل وبيعها',
      'تأجير الشقق والبيوت',
      'تقييم العقارات',
      'إدارة الأملاك للمستثمرين',
      'الإرشاد إلى التمويل المتوافق مع الشريعة',
    ],
    street: '10700 Medlock Bridge Rd, Suite 203',
    city: 'Johns Creek',
    postalCode: '30097',
    phone: '+1 770 555 0121',
    email: 'baytalamal.realty@example.com',
    website: 'https://baytalamal.example.com',
    social: {
      facebook: 'https://www.facebook.com/baytalamal.realty',
      instagram: 'https://www.instagram.com/baytalamal.realty',
    },
    lat: 34.03012,
    lng: -84.19931,
    hours: weekHours('10:00-18:00', { saturday: '10:00-15:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 120,
    daysAgo: 37,
  },

  // Education & Tutoring
  {
    key: 'al-noor-arabic-academy',
    subcategories: ['Education & Tutoring'],
    language: 'ar',
    name: 'أكاديمية النور للغة العربية',
    description:
      'نعلّم أبناءنا العربية والقرآن الكريم بأساليب حديثة ممتعة، في صفوف صغيرة حسب العمر والمستوى.\n' +
      'تتوفر صفوف مسائية خلال الأسبوع ودروس مكثفة يومي السبت والأحد.',
    services: [
      'العربية للأطفال من 5 إلى 15 سنة',
      'تحفيظ القرآن الكريم والتجويد',
      'العربية لغير الناطقين بها',
      'الخط العربي للمبتدئين',
      'دروس خصوصية عبر الإنترنت',
    ],
    street: '2750 Buford Hwy, Suite 14',
    city: 'Duluth',
    postalCode: '30096',
    phone: '+1 678 555 0122',
    email: 'alnoor.academy@example.com',
    website: 'https://alnoor-academy.example.com',
    social: {
      facebook: 'https://www.facebook.com/alnoor.arabic.academy',
      youtube: 'https://www.youtube.com/@alnoorarabicacademy',
    },
    lat: 33.99581,
    lng: -84.15702,
    hours: weekHours('', {
      tuesday: '17:00-20:00',
      thursday: '17:00-20:00',
      saturday: '10:00-14:00',
      sunday: '10:00-14:00',
    }),
    verified: false,
    status: 'published',
    hue: 55,
    daysAgo: 142,
  },
  {
    key: 'stepup-tutoring-center',
    subcategories: ['Education & Tutoring'],
    language: 'en',
    name: 'StepUp Tutoring Center',
    description:
      'Small-group and one-on-one tutoring in math and science, run by two Egyptian engineers and former ' +
      'teachers.\n' +
      'We also prepare students for the SAT and ACT.',
    services: [
      'Math, grades K-12',
      'SAT & ACT preparation',
      'Chemistry & physics',
      'Homework help',
      'English for adults (ESL)',
      'College application coaching',
    ],
    street: '1250 Scenic Hwy S, Suite 1702',
    city: 'Lawrenceville',
    postalCode: '30045',
    phone: '+1 770 555 0123',
    email: 'learn.stepup@example.com',
    website: 'https://stepup-tutoring.example.com',
    social: {
      facebook: 'https://www.facebook.com/stepuptutoring.ga',
      instagram: 'https://www.instagram.com/stepup.tutoring',
      tiktok: 'https://www.tiktok.com/@stepuptutoring',
    },
    lat: 33.93067,
    lng: -83.99052,
    hours: weekHours('15:00-20:00', { friday: '15:00-19:00', saturday: '10:00-16:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 80,
    daysAgo: 29,
  },
  {
    key: 'bright-path-esl',
    subcategories: ['Education & Tutoring'],
    language: 'en',
    name: 'Bright Path ESL & Citizenship Classes',
    description:
      'Friendly evening English classes for adults new to the United States, from beginners to advanced.\n' +
      'We also run a citizenship test preparation course every spring and fall.',
    services: [
      'Beginner English for adults',
      'Conversation practice',
      'Citizenship test preparation',
      'English for job interviews',
      'Computer basics',
    ],
    street: '3832 N Indian Creek Dr, Suite 4',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 470 555 0124',
    email: 'brightpath.esl@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/brightpath.esl' },
    lat: 33.81673,
    lng: -84.23575,
    hours: weekHours('', {
      monday: '18:00-20:30',
      tuesday: '18:00-20:30',
      wednesday: '18:00-20:30',
      thursday: '18:00-20:30',
      saturday: '10:00-13:00',
    }),
    verified: false,
    status: 'pending',
    hue: 62,
    daysAgo: 4,
  },

  // Beauty & Barbers
  {
    key: 'abu-ali-barbershop',
    subcategories: ['Beauty & Barbers'],
    language: 'ar',
    name: 'صالون أبو علي للحلاقة الرجالية',
    description:
      'حلاقة رجالية على الطريقة العراقية الأصيلة على يد الحلاق علي الجبوري وفريقه.\n' +
      'لا حاجة إلى موعد مسبق، ونستقبل الأطفال بأسعار خاصة.',
    services: [
      'قص الشعر الرجالي',
      'تحديد اللحية وتهذيبها',
      'حلاقة الأطفال',
      'حلاقة بالموس والمنشفة الساخنة',
      'تنظيف البشرة',
      'إزالة الشعر بالخيط',
    ],
    street: '4023 E Ponce de Leon Ave',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 404 555 0125',
    email: 'abuali.barber@example.com',
    website: null,
    social: {
      instagram: 'https://www.instagram.com/abuali.barbershop',
      tiktok: 'https://www.tiktok.com/@abuali.barbershop',
    },
    lat: 33.80642,
    lng: -84.23241,
    hours: weekHours('10:00-20:00', {
      friday: '10:00-12:30, 14:00-21:00',
      saturday: '09:00-21:00',
      sunday: '11:00-17:00',
    }),
    verified: true,
    status: 'published',
    hue: 300,
    daysAgo: 101,
  },
  {
    key: 'layali-ladies-salon',
    subcategories: ['Beauty & Barbers'],
    language: 'en',
    name: 'Layali Ladies Beauty Salon',
    description:
      'A women-only salon with a private, relaxed space, run by Beirut-trained stylist Nadine Saad.\n' +
      'Please book ahead for bridal and special-occasion appointments.',
    services: [
      'Haircuts & color',
      'Bridal & occasion makeup',
      'Eyebrow threading',
      'Henna designs',
      'Keratin treatments',
      'Manicure & pedicure',
      'Private women-only area',
    ],
    street: '5920 Roswell Rd, Suite B-112',
    city: 'Sandy Springs',
    postalCode: '30328',
    phone: '+1 404 555 0126',
    email: 'book.layalisalon@example.com',
    website: 'https://layali-salon.example.com',
    social: {
      instagram: 'https://www.instagram.com/layali.salon',
      pinterest: 'https://www.pinterest.com/layalisalon',
      tiktok: 'https://www.tiktok.com/@layali.salon',
    },
    lat: 33.91542,
    lng: -84.37862,
    hours: weekHours('10:00-19:00', { monday: '', thursday: '10:00-21:00', sunday: '12:00-17:00' }),
    verified: false,
    status: 'published',
    hue: 318,
    daysAgo: 54,
  },
  {
    key: 'marrakech-hammam-spa',
    subcategories: ['Beauty & Barbers'],
    language: 'ar',
    name: 'حمّام مراكش للعناية والسبا',
    description:
      'تجربة الحمّام المغربي التقليدي بالصابون البلدي والغاسول، في أجواء هادئة ومريحة.\n' +
      'نخصص أياماً للسيدات وأخرى للرجال، والحجز المسبق مطلوب.',
    services: [
      'الحمّام المغربي التقليدي',
      'التقشير بالكيس المغربي',
      'أقنعة الغاسول',
      'التدليك بزيت الأركان',
      'باقات العرائس',
    ],
    street: '7400 Abercorn St, Suite 705',
    city: 'Savannah',
    postalCode: '31406',
    phone: '+1 912 555 0127',
    email: 'marrakech.hammam@example.com',
    website: 'https://marrakech-hammam.example.com',
    social: {
      instagram: 'https://www.instagram.com/marrakech.hammam.sav',
      facebook: 'https://www.facebook.com/marrakechhammam.savannah',
    },
    lat: 31.99957,
    lng: -81.10461,
    hours: weekHours('10:00-19:00', { monday: '', sunday: '12:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 22,
    daysAgo: 77,
  },

  // Insurance
  {
    key: 'amana-insurance-agency',
    subcategories: ['Insurance'],
    language: 'en',
    name: 'Amana Insurance Agency',
    description:
      'An independent agency that compares quotes from many carriers to find coverage that fits your ' +
      'family or business.\n' +
      'Ask us about insurance for restaurants, markets and commercial trucks.',
    services: [
      'Auto insurance',
      'Home & renters insurance',
      'Business insurance',
      'Life insurance',
      'Marketplace health plans',
      'Commercial truck insurance',
    ],
    street: '2484 Briarcliff Rd NE, Suite 22',
    city: 'Atlanta',
    postalCode: '30329',
    phone: '+1 404 555 0128',
    email: 'quotes.amanainsurance@example.com',
    website: 'https://amana-insurance.example.com',
    social: { facebook: 'https://www.facebook.com/amanainsurance.atl' },
    lat: 33.81683,
    lng: -84.31802,
    hours: weekHours('09:00-18:00', { saturday: '10:00-14:00', sunday: '' }),
    verified: true,
    status: 'published',
    hue: 230,
    daysAgo: 131,
  },
  {
    key: 'al-yaqeen-insurance',
    subcategories: ['Insurance'],
    language: 'ar',
    name: 'وكالة اليقين للتأمين',
    description:
      'وكالة تأمين مستقلة تخدم العائلات وأصحاب الأعمال في كولومبس وجنوب غرب جورجيا.\n' +
      'نقارن لك بين عروض عدة شركات لتختار التغطية الأنسب بأفضل سعر.',
    services: [
      'تأمين السيارات',
      'تأمين المحلات والمطاعم',
      'تأمين الشاحنات التجارية',
      'التأمين على الحياة',
      'تأمين المنازل والمستأجرين',
    ],
    street: '3201 Macon Rd, Suite 150',
    city: 'Columbus',
    postalCode: '31906',
    phone: '+1 706 555 0129',
    email: 'alyaqeen.insurance@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/alyaqeen.insurance' },
    lat: 32.48062,
    lng: -84.94387,
    hours: weekHours('09:00-17:00', { saturday: '', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 210,
    daysAgo: 23,
  },

  // Halal Markets
  {
    key: 'al-madina-halal-market',
    subcategories: ['Halal Markets', 'Bakeries & Sweets'],
    language: 'ar',
    name: 'سوق المدينة الحلال',
    description:
      'لحوم حلال طازجة كل يوم، وكل ما تحتاجه مائدتك من بهارات وأجبان ومواد غذائية عربية.\n' +
      'وفي السوق مخبز صغير يقدّم الخبز العربي والمعجنات طازجة كل صباح.',
    services: [
      'لحوم ودواجن حلال طازجة',
      'ذبائح كاملة حسب الطلب',
      'خبز عربي ومعجنات طازجة',
      'بهارات وأجبان وزيتون',
      'خضار وفواكه',
      'توصيل للمنازل في كلاركستون',
    ],
    street: '3879 E Ponce de Leon Ave',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 404 555 0130',
    email: 'almadina.market@example.com',
    website: 'https://almadina-market.example.com',
    social: {
      facebook: 'https://www.facebook.com/almadina.halalmarket',
      instagram: 'https://www.instagram.com/almadina.market',
    },
    lat: 33.80961,
    lng: -84.24306,
    hours: weekHours('08:00-22:00', {}, [['2027-03-10', '12:00-20:00']]),
    verified: true,
    status: 'published',
    hue: 110,
    daysAgo: 196,
  },
  {
    key: 'international-halal-market-24',
    subcategories: ['Halal Markets'],
    language: 'en',
    name: 'International Halal Market 24',
    description:
      'Open around the clock with halal meat, Yemeni and East African groceries and fresh bread.\n' +
      'Free parking and a friendly team, even at three in the morning.',
    services: [
      'Open 24 hours',
      'Halal meat & poultry',
      'Yemeni & East African groceries',
      'Fresh bread daily',
      'Hot tea & coffee',
      'Phone cards & money orders',
    ],
    street: '5370 Memorial Dr',
    city: 'Stone Mountain',
    postalCode: '30083',
    phone: '+1 678 555 0131',
    email: 'intlhalal24@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/intlhalal24' },
    lat: 33.79587,
    lng: -84.20713,
    hours: alwaysOpen(),
    verified: false,
    status: 'published',
    hue: 88,
    daysAgo: 113,
  },
  {
    key: 'zaytoun-mediterranean-market',
    subcategories: ['Halal Markets', 'Restaurants'],
    language: 'en',
    name: 'Zaytoun Mediterranean Market',
    description:
      'A Palestinian family market with a full halal butcher, olive oil from Palestine and a hot food ' +
      'counter.\n' +
      'Try our fresh musakhan and falafel sandwiches at lunchtime.',
    services: [
      'Halal butcher counter',
      "Palestinian olive oil & za'atar",
      'Olives & cheese bar',
      'Hot food counter',
      'Catering trays',
      'Online orders for pickup',
    ],
    street: '1475 Terrell Mill Rd, Suite 101',
    city: 'Marietta',
    postalCode: '30067',
    phone: '+1 770 555 0132',
    email: 'shop.zaytoun@example.com',
    website: 'https://zaytoun-market.example.com',
    social: {
      facebook: 'https://www.facebook.com/zaytoun.market',
      instagram: 'https://www.instagram.com/zaytoun.market',
    },
    lat: 33.91793,
    lng: -84.46912,
    hours: weekHours('09:00-21:00', { friday: '09:00-12:45, 14:00-21:00', sunday: '10:00-19:00' }),
    verified: true,
    status: 'published',
    hue: 75,
    daysAgo: 171,
  },
  {
    key: 'savannah-halal-market',
    subcategories: ['Halal Markets'],
    language: 'ar',
    name: 'سوق سافانا الحلال',
    description:
      'سوق حلال متكامل في سافانا، يقدّم اللحوم الطازجة والمواد الغذائية العربية والآسيوية.\n' +
      'نستقبل طلبات الأضاحي والولائم قبل الأعياد بوقت كافٍ.',
    services: [
      'لحوم حلال طازجة',
      'مواد غذائية عربية وآسيوية',
      'أرز وبقوليات بالجملة',
      'حجز الأضاحي',
      'تمور وقهوة عربية',
    ],
    street: '2308 Skidaway Rd',
    city: 'Savannah',
    postalCode: '31404',
    phone: '+1 912 555 0133',
    email: 'savannah.halal@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/savannahhalalmarket' },
    lat: 32.05812,
    lng: -81.07528,
    hours: weekHours('09:00-21:00', { sunday: '10:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 100,
    daysAgo: 88,
  },

  // Restaurants
  {
    key: 'bab-sharqi-restaurant',
    subcategories: ['Restaurants'],
    language: 'ar',
    name: 'مطعم باب شرقي',
    description:
      'نكهات دمشق القديمة في قلب أتلانتا: مشاوي على الفحم وشاورما ومقبلات شامية تُحضّر يومياً.\n' +
      'نفتح أبوابنا حتى الثانية فجراً في عطلة نهاية الأسبوع.',
    services: [
      'مشاوي على الفحم',
      'شاورما لحم ودجاج',
      'مقبلات شامية باردة وساخنة',
      'فتة وفول وفلافل',
      'تجهيز الولائم والمناسبات',
      'طلبات خارجية وتوصيل',
    ],
    street: '2055 Cheshire Bridge Rd NE',
    city: 'Atlanta',
    postalCode: '30324',
    phone: '+1 404 555 0150',
    email: 'babsharqi.atl@example.com',
    website: 'https://babsharqi.example.com',
    social: {
      facebook: 'https://www.facebook.com/babsharqi.atlanta',
      instagram: 'https://www.instagram.com/babsharqi.atl',
      tiktok: 'https://www.tiktok.com/@babsharqi.atl',
    },
    lat: 33.81447,
    lng: -84.35352,
    hours: weekHours('11:00-23:00', { friday: '11:00-02:00', saturday: '11:00-02:00' }),
    verified: true,
    status: 'published',
    hue: 8,
    daysAgo: 190,
  },
  {
    key: 'beirut-nights-grill',
    subcategories: ['Restaurants'],
    language: 'en',
    name: 'Beirut Nights Grill',
    description:
      'Lebanese mezze, charcoal grills and live oud music on weekend nights.\n' +
      'A family favorite for birthdays, engagements and late dinners after work.',
    services: [
      'Hot & cold mezze',
      'Charcoal mixed grill',
      'Family platters',
      'Vegetarian dishes',
      'Private party room',
      'Catering',
      'Delivery',
    ],
    street: '1630 Pleasant Hill Rd, Suite 120',
    city: 'Duluth',
    postalCode: '30096',
    phone: '+1 678 555 0151',
    email: 'reserve.beirutnights@example.com',
    website: 'https://beirutnights.example.com',
    social: {
      facebook: 'https://www.facebook.com/beirutnightsgrill',
      instagram: 'https://www.instagram.com/beirutnights.grill',
      youtube: 'https://www.youtube.com/@beirutnightsgrill',
    },
    lat: 33.95462,
    lng: -84.12041,
    hours: weekHours(
      '11:00-23:00',
      { friday: '11:00-02:00', saturday: '11:00-02:00', sunday: '12:00-22:00' },
      [['2026-12-31', '11:00-03:00']],
    ),
    verified: true,
    status: 'published',
    hue: 340,
    daysAgo: 148,
  },
  {
    key: 'sheba-mandi-house',
    subcategories: ['Restaurants'],
    language: 'en',
    name: 'Sheba Mandi House',
    description:
      'Slow-cooked lamb and chicken mandi, fahsa and saltah, served the Yemeni way on large family trays.\n' +
      'We stay open late, and on Fridays we open after the midday prayer.',
    services: [
      'Lamb & chicken mandi',
      'Haneeth',
      'Fahsa & saltah',
      'Fresh malawah bread',
      'Adeni tea & Yemeni coffee',
      'Family floor seating',
      'Catering for gatherings',
    ],
    street: '1795 Lawrenceville Hwy',
    city: 'Decatur',
    postalCode: '30033',
    phone: '+1 404 555 0152',
    email: 'sheba.mandi@example.com',
    website: null,
    social: {
      facebook: 'https://www.facebook.com/shebamandihouse',
      tiktok: 'https://www.tiktok.com/@shebamandi',
    },
    lat: 33.80084,
    lng: -84.27402,
    hours: weekHours('12:00-24:00', { friday: '14:00-01:00', saturday: '12:00-01:00' }),
    verified: false,
    status: 'published',
    hue: 28,
    daysAgo: 36,
  },
  {
    key: 'koshary-om-el-donia',
    subcategories: ['Restaurants'],
    language: 'ar',
    name: 'مطعم كشري أم الدنيا',
    description:
      'أطباق مصرية شعبية كما تُطبخ في البيت: كشري وملوخية وحواوشي وفطير مشلتت.\n' +
      'نحضّر كل الأطباق طازجة يومياً بلحوم حلال.',
    services: [
      'كشري مصري',
      'ملوخية بالدجاج',
      'حواوشي',
      'فطير مشلتت',
      'محشي ورق عنب وكرنب',
      'طلبات للمناسبات',
    ],
    street: '3106 Washington Rd, Suite C',
    city: 'Augusta',
    postalCode: '30907',
    phone: '+1 706 555 0153',
    email: 'omeldonia.koshary@example.com',
    website: null,
    social: {
      facebook: 'https://www.facebook.com/koshary.omeldonia',
      instagram: 'https://www.instagram.com/koshary.omeldonia',
    },
    lat: 33.51021,
    lng: -82.06183,
    hours: weekHours('11:00-22:00', { monday: '', friday: '13:30-23:00', saturday: '11:00-23:00' }),
    verified: false,
    status: 'pending',
    hue: 42,
    daysAgo: 0,
  },
  {
    key: 'mama-fatimas-kitchen',
    subcategories: ['Restaurants'],
    language: 'en',
    name: "Mama Fatima's Kitchen",
    description:
      'Home-style Sudanese and Egyptian cooking for families, parties and Ramadan iftars.\n' +
      'Order by phone at least one day ahead.',
    services: ['Family meal trays', 'Ramadan iftar boxes', 'Sudanese dishes', 'Party catering'],
    street: '1020 Broadway',
    city: 'Columbus',
    postalCode: '31901',
    phone: '+1 706 555 0154',
    email: 'mamafatima.kitchen@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/mamafatimaskitchen' },
    lat: 32.46473,
    lng: -84.99056,
    hours: weekHours('10:00-19:00', { sunday: '' }),
    verified: false,
    status: 'rejected',
    rejectionReason: {
      en:
        'We could not verify the business address, and the listing has no photos. Please add photos of ' +
        'your dishes and the address of your licensed kitchen, then submit the listing again.',
      ar:
        'تعذّر علينا التحقق من عنوان النشاط، كما أن الإعلان لا يتضمن أي صور. يُرجى إضافة صور لأطباقك ' +
        'وعنوان المطبخ المرخّص، ثم إعادة إرسال الإعلان.',
    },
    hue: 48,
    daysAgo: 12,
  },

  // Bakeries & Sweets
  {
    key: 'al-asala-sweets',
    subcategories: ['Bakeries & Sweets'],
    language: 'ar',
    name: 'حلويات الأصالة الشامية',
    description:
      'كنافة نابلسية ساخنة وبقلاوة ومعمول بالسمن البلدي، على أصول الصنعة الشامية.\n' +
      'نجهّز صواني الحلويات للأعراس والمناسبات، ونفتح باكراً صباح العيد.',
    services: [
      'كنافة نابلسية',
      'بقلاوة ومبرومة',
      'معمول بالتمر والفستق',
      'بوظة عربية بالقشطة',
      'صواني للأعراس والمناسبات',
      'حلويات رمضان',
    ],
    street: '4975 Memorial Dr, Suite B',
    city: 'Stone Mountain',
    postalCode: '30083',
    phone: '+1 678 555 0155',
    email: 'alasala.sweets@example.com',
    website: 'https://alasala-sweets.example.com',
    social: {
      facebook: 'https://www.facebook.com/alasala.sweets',
      instagram: 'https://www.instagram.com/alasala.sweets',
    },
    lat: 33.78561,
    lng: -84.22577,
    hours: weekHours('10:00-22:00', { friday: '10:00-23:00', saturday: '10:00-23:00' }, [
      ['2027-03-10', '07:00-15:00'],
    ]),
    verified: true,
    status: 'published',
    hue: 45,
    daysAgo: 126,
  },
  {
    key: 'fairouz-bakery-manakish',
    subcategories: ['Bakeries & Sweets', 'Restaurants'],
    language: 'en',
    name: 'Fairouz Bakery & Manakish',
    description:
      'Manakish, fatayer and pita baked to order in our stone oven since 2016.\n' +
      'Stop by for breakfast with a cup of cardamom coffee.',
    services: [
      "Za'atar & cheese manakish",
      'Meat sfiha',
      'Spinach fatayer',
      'Fresh pita baked daily',
      "Sesame ka'ak",
      'Party trays',
    ],
    street: '934 Alpharetta St',
    city: 'Roswell',
    postalCode: '30075',
    phone: '+1 770 555 0156',
    email: 'hello.fairouzbakery@example.com',
    website: 'https://fairouz-bakery.example.com',
    social: {
      instagram: 'https://www.instagram.com/fairouz.bakery',
      facebook: 'https://www.facebook.com/fairouzbakery.roswell',
    },
    lat: 34.03428,
    lng: -84.35671,
    hours: weekHours('07:00-15:00', { monday: '', sunday: '08:00-14:00' }),
    verified: false,
    status: 'published',
    hue: 36,
    daysAgo: 69,
  },
  {
    key: 'cairo-sweets-macon',
    subcategories: ['Bakeries & Sweets'],
    language: 'ar',
    name: 'حلواني القاهرة',
    description:
      'حلويات مصرية أصيلة من بسبوسة وأم علي وقطايف، نخبزها طازجة كل صباح.\n' +
      'نستقبل طلبات كعك العيد والبيتي فور قبل العيد بأسبوعين.',
    services: [
      'بسبوسة وهريسة',
      'أم علي',
      'قطايف رمضان',
      'كعك العيد والبيتي فور',
      'بلح الشام',
      'تورتات المناسبات',
    ],
    street: '4524 Forsyth Rd, Suite 3',
    city: 'Macon',
    postalCode: '31210',
    phone: '+1 478 555 0157',
    email: 'cairo.sweets.macon@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/cairosweets.macon' },
    lat: 32.87214,
    lng: -83.71186,
    hours: weekHours('09:00-20:00', { sunday: '12:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 50,
    daysAgo: 44,
  },

  // Clothing & Fashion
  {
    key: 'amira-modest-fashion',
    subcategories: ['Clothing & Fashion'],
    language: 'en',
    name: 'Amira Modest Fashion',
    description:
      'Elegant modest wear for women and girls, from everyday abayas to evening gowns.\n' +
      'Alterations are free on every dress bought in the two weeks before Eid.',
    services: [
      'Abayas & jilbabs',
      'Hijabs & scarves',
      'Modest evening dresses',
      "Girls' Eid outfits",
      'Alterations',
      'Online orders with local pickup',
    ],
    street: '3675 Satellite Blvd, Suite 600',
    city: 'Duluth',
    postalCode: '30096',
    phone: '+1 678 555 0158',
    email: 'shop.amirafashion@example.com',
    website: 'https://amira-fashion.example.com',
    social: {
      facebook: 'https://www.facebook.com/amiramodestfashion',
      instagram: 'https://www.instagram.com/amira.modest',
      pinterest: 'https://www.pinterest.com/amiramodest',
      tiktok: 'https://www.tiktok.com/@amira.modest',
    },
    lat: 33.96142,
    lng: -84.13758,
    hours: weekHours('10:00-20:00', { sunday: '12:00-18:00' }, [
      ['2026-12-25', ''],
      ['2027-03-10', '13:00-18:00'],
    ]),
    verified: true,
    status: 'published',
    hue: 290,
    daysAgo: 99,
  },
  {
    key: 'al-andalus-tailoring',
    subcategories: ['Clothing & Fashion'],
    language: 'ar',
    name: 'الأندلس للخياطة والأزياء الرجالية',
    description:
      'نفصّل الثياب والجلابيات والقفاطين على المقاس بأقمشة مختارة، بأيدي خياطين من المغرب والسودان.\n' +
      'ونقدّم خدمة تعديل الملابس وتقصيرها في اليوم نفسه.',
    services: [
      'تفصيل الثياب والجلابيات',
      'قفاطين وجلابيات مغربية',
      'بدلات رجالية',
      'تعديل الملابس وتقصيرها',
      'ملابس العيد للأولاد',
      'عمائم وطواقٍ سودانية',
    ],
    street: '3847 Church St',
    city: 'Clarkston',
    postalCode: '30021',
    phone: '+1 404 555 0159',
    email: 'alandalus.tailoring@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/alandalus.tailoring' },
    lat: 33.81182,
    lng: -84.24178,
    hours: weekHours('10:00-19:00', { friday: '10:00-12:30, 14:30-19:00', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 260,
    daysAgo: 152,
  },

  // Phones & Electronics
  {
    key: 'smartline-wireless-repair',
    subcategories: ['Phones & Electronics'],
    language: 'en',
    name: 'SmartLine Wireless & Repair',
    description:
      'Phone and laptop repairs while you wait, plus prepaid plans with cheap calling to the Middle East.\n' +
      'Most screen repairs are done in under an hour.',
    services: [
      'iPhone & Android screen repair',
      'Battery replacement',
      'Prepaid & monthly plans',
      'International calling plans',
      'Phone unlocking',
      'Laptop & tablet repair',
      'Accessories',
    ],
    street: '1240 Powder Springs St, Suite 5',
    city: 'Marietta',
    postalCode: '30064',
    phone: '+1 770 555 0160',
    email: 'smartline.wireless@example.com',
    website: 'https://smartline-wireless.example.com',
    social: {
      facebook: 'https://www.facebook.com/smartline.marietta',
      instagram: 'https://www.instagram.com/smartline.wireless',
    },
    lat: 33.93512,
    lng: -84.56108,
    hours: weekHours('10:00-20:00', { sunday: '12:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 180,
    daysAgo: 20,
  },
  {
    key: 'al-amal-phones-electronics',
    subcategories: ['Phones & Electronics'],
    language: 'ar',
    name: 'الأمل للهواتف والإلكترونيات',
    description:
      'هواتف جديدة ومستعملة بضمان، وصيانة سريعة للشاشات والبطاريات.\n' +
      'ونوفّر خطوطاً مسبقة الدفع وباقات اتصال دولية رخيصة إلى الشرق الأوسط وأفريقيا.',
    services: [
      'بيع الهواتف الجديدة والمستعملة',
      'تبديل الشاشات والبطاريات',
      'خطوط مسبقة الدفع',
      'باقات اتصال دولية',
      'فك قفل الهواتف',
      'إكسسوارات وشواحن',
    ],
    street: '2801 Wrightsboro Rd, Suite 12',
    city: 'Augusta',
    postalCode: '30909',
    phone: '+1 706 555 0161',
    email: 'alamal.phones@example.com',
    website: null,
    social: {
      facebook: 'https://www.facebook.com/alamal.phones.augusta',
      tiktok: 'https://www.tiktok.com/@alamal.phones',
    },
    lat: 33.47187,
    lng: -82.04521,
    hours: weekHours('10:00-20:00', { sunday: '13:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 170,
    daysAgo: 8,
  },

  // Furniture & Home
  {
    key: 'dar-home-furniture',
    subcategories: ['Furniture & Home'],
    language: 'en',
    name: 'Dar Home Furniture',
    description:
      'Arabic majlis seating, living rooms and rugs, with cushions and covers made to order in our own ' +
      'workshop.\n' +
      'We deliver and assemble across metro Atlanta.',
    services: [
      'Arabic majlis floor seating',
      'Living & dining room sets',
      'Persian & Turkish rugs',
      'Custom cushions & covers',
      'Delivery & assembly',
      'Interest-free payment plans',
    ],
    street: '5495 Jimmy Carter Blvd',
    city: 'Norcross',
    postalCode: '30093',
    phone: '+1 770 555 0162',
    email: 'sales.darhome@example.com',
    website: 'https://darhome-furniture.example.com',
    social: {
      facebook: 'https://www.facebook.com/darhomefurniture',
      instagram: 'https://www.instagram.com/darhome.furniture',
      pinterest: 'https://www.pinterest.com/darhomefurniture',
    },
    lat: 33.91203,
    lng: -84.20667,
    hours: weekHours('10:00-20:00', { sunday: '12:00-18:00' }),
    verified: false,
    status: 'published',
    hue: 30,
    daysAgo: 60,
  },
  {
    key: 'bait-al-sharq-decor',
    subcategories: ['Furniture & Home'],
    language: 'ar',
    name: 'بيت الشرق للأثاث والديكور',
    description:
      'قطع أثاث وديكور شرقية تمنح بيتك دفء البيت العربي، من الموزاييك الدمشقي إلى الفوانيس النحاسية.\n' +
      'نستورد بضاعتنا من سوريا وتركيا والمغرب، ونوصلها إلى كل أنحاء جورجيا.',
    services: [
      'طاولات وصناديق موزاييك دمشقي',
      'جلسات عربية',
      'فوانيس وثريات نحاسية',
      'سجاد وبسط يدوية',
      'أواني الضيافة والقهوة',
      'شحن داخل الولاية',
    ],
    street: '945 Duluth Hwy, Suite 300',
    city: 'Lawrenceville',
    postalCode: '30043',
    phone: '+1 678 555 0163',
    email: 'baitalsharq.decor@example.com',
    website: 'https://baitalsharq.example.com',
    social: {
      instagram: 'https://www.instagram.com/baitalsharq.decor',
      facebook: 'https://www.facebook.com/baitalsharq.decor',
      pinterest: 'https://www.pinterest.com/baitalsharq',
    },
    lat: 33.97118,
    lng: -84.01752,
    hours: weekHours('11:00-19:00', { monday: '', sunday: '' }),
    verified: false,
    status: 'published',
    hue: 20,
    daysAgo: 175,
  },

  // Pharmacies
  {
    key: 'careplus-24-hour-pharmacy',
    subcategories: ['Pharmacies'],
    language: 'en',
    name: 'CarePlus 24-Hour Pharmacy',
    description:
      'Open every hour of every day, with Arabic-speaking pharmacists ready to explain your medicines.\n' +
      'Free prescription delivery across Midtown and Downtown.',
    services: [
      'Prescriptions filled 24/7',
      'Arabic-speaking pharmacists',
      'Free local delivery',
      'Flu & COVID-19 vaccines',
      'Medication reviews',
      'Medicaid & most insurance accepted',
    ],
    street: '580 Ponce de Leon Ave NE',
    city: 'Atlanta',
    postalCode: '30308',
    phone: '+1 404 555 0164',
    email: 'rx.careplus@example.com',
    website: 'https://careplus-pharmacy.example.com',
    social: { facebook: 'https://www.facebook.com/careplus24pharmacy' },
    lat: 33.77256,
    lng: -84.37082,
    hours: alwaysOpen(),
    verified: true,
    status: 'published',
    hue: 160,
    daysAgo: 139,
  },
  {
    key: 'al-dawaa-pharmacy',
    subcategories: ['Pharmacies'],
    language: 'ar',
    name: 'صيدلية الدواء',
    description:
      'صيدلية مجتمعية يديرها الصيدلاني عمر الطيب، ويشرح لك الأدوية وجرعاتها بالعربية.\n' +
      'نتعامل مع معظم شركات التأمين، ونوصل الأدوية مجاناً داخل سافانا.',
    services: [
      'صرف الوصفات الطبية',
      'استشارات دوائية بالعربية',
      'لقاحات الإنفلونزا',
      'مستلزمات الأم والطفل',
      'أجهزة قياس السكر والضغط',
      'توصيل مجاني داخل المدينة',
    ],
    street: '1800 E Victory Dr, Suite 3',
    city: 'Savannah',
    postalCode: '31404',
    phone: '+1 912 555 0165',
    email: 'aldawaa.pharmacy@example.com',
    website: null,
    social: { facebook: 'https://www.facebook.com/aldawaa.savannah' },
    lat: 32.04321,
    lng: -81.07362,
    hours: weekHours('09:00-19:00', {
      friday: '09:00-12:30, 14:00-19:00',
      saturday: '10:00-16:00',
      sunday: '',
    }),
    verified: false,
    status: 'published',
    hue: 145,
    daysAgo: 31,
  },
];

/** One of the site's own services, shown on /Our-Service. */
export interface OurServiceSeed {
  key: string;
  title: { en: string; ar: string };
  summary: { en: string; ar: string };
  /** A path on the site. */
  link: string;
  icon: string;
  hue: number;
}

/** The site's own services shown on /Our-Service. */
export const OUR_SERVICES: OurServiceSeed[] = [
  {
    key: 'business-directory',
    title: { en: 'Business & Service Directory', ar: 'دليل الأعمال والخدمات' },
    summary: {
      en:
        'List your business or service for free so the community can find you by category, city and ' +
        'language.',
      ar: 'أضف نشاطك التجاري أو خدمتك مجاناً ليجدك أبناء الجالية حسب الفئة والمدينة واللغة.',
    },
    link: '/Category/services',
    icon: 'store',
    hue: 170,
  },
  {
    key: 'verified-badge',
    title: { en: 'Verified Badge', ar: 'شارة التوثيق' },
    summary: {
      en:
        'We confirm the address, phone and licence of a listing, then add a badge that tells visitors it ' +
        'can be trusted.',
      ar: 'نتحقق من عنوان النشاط وهاتفه وترخيصه، ثم نضيف إليه شارة تطمئن الزوار إلى أنه موثوق.',
    },
    link: '/Category/shops',
    icon: 'shield',
    hue: 200,
  },
  {
    key: 'jobs-board',
    title: { en: 'Jobs Board', ar: 'لوحة الوظائف' },
    summary: {
      en: 'Employers post openings, and job seekers find work with Arabic-speaking teams across Georgia.',
      ar: 'ينشر أصحاب العمل وظائفهم، ويجد الباحثون عن عمل فرصاً لدى فرق تتحدث العربية في أنحاء جورجيا.',
    },
    link: '/jobs',
    icon: 'briefcase',
    hue: 30,
  },
  {
    key: 'housing',
    title: { en: 'Homes for Rent', ar: 'بيوت للإيجار' },
    summary: {
      en:
        'Find apartments, houses and rooms for rent, or offer your own property to families in the ' +
        'community.',
      ar: 'ابحث عن شقق وبيوت وغرف للإيجار، أو اعرض عقارك على عائلات الجالية.',
    },
    link: '/rents',
    icon: 'home',
    hue: 120,
  },
  {
    key: 'marketplace',
    title: { en: 'Community Marketplace', ar: 'سوق الجالية' },
    summary: {
      en: 'Buy and sell furniture, cars, electronics and more with neighbours who speak your language.',
      ar: 'بِع واشترِ الأثاث والسيارات والأجهزة وغيرها مع جيران يتحدثون لغتك.',
    },
    link: '/market-place',
    icon: 'basket',
    hue: 50,
  },
  {
    key: 'community-news-events',
    title: { en: 'Community News & Events', ar: 'أخبار الجالية وفعالياتها' },
    summary: {
      en:
        'Read community news, practical guides and announcements of festivals, Eid prayers and cultural ' +
        'evenings.',
      ar: 'تابع أخبار الجالية والأدلة العملية وإعلانات المهرجانات وصلوات العيد والأمسيات الثقافية.',
    },
    link: '/Blog',
    icon: 'book',
    hue: 280,
  },
];

/** A sister web site of the Jaliya community network. */
export interface SisterSiteSeed {
  name: { en: string; ar: string };
  summary: { en: string; ar: string };
  url: string;
}

/** Sister web sites of the community network (fictional addresses). */
export const SISTER_SITES: SisterSiteSeed[] = [
  {
    name: { en: 'Jaliya Events', ar: 'فعاليات جالية' },
    summary: {
      en:
        'A calendar of Arab community events across the United States, from Eid festivals to concerts and ' +
        'talks.',
      ar:
        'تقويم لفعاليات الجاليات العربية في أنحاء الولايات المتحدة، من احتفالات العيد إلى الحفلات ' +
        'والمحاضرات.',
    },
    url: 'https://events.jaliya.example.org',
  },
  {
    name: { en: 'Newcomers Guide', ar: 'دليل القادمين الجدد' },
    summary: {
      en:
        'Step-by-step help for refugees and new immigrants: documents, schools, health care and a first ' +
        'job.',
      ar: 'إرشادات خطوة بخطوة للاجئين والمهاجرين الجدد: الوثائق والمدارس والرعاية الصحية وأول وظيفة.',
    },
    url: 'https://newcomers.jaliya.example.org',
  },
  {
    name: { en: 'Halal Eats', ar: 'أكلات حلال' },
    summary: {
      en: 'Reviews and maps of halal restaurants, bakeries and markets, written by the community.',
      ar: 'تقييمات وخرائط للمطاعم والمخابز والأسواق الحلال، يكتبها أبناء الجالية أنفسهم.',
    },
    url: 'https://halal-eats.example.org',
  },
  {
    name: { en: 'Arabic Weekend Schools', ar: 'مدارس العربية الأسبوعية' },
    summary: {
      en: 'A directory of weekend Arabic and Quran schools for children, with schedules and fees.',
      ar: 'دليل لمدارس العربية والقرآن الأسبوعية للأطفال، مع مواعيدها ورسومها.',
    },
    url: 'https://arabic-schools.example.org',
  },
];
