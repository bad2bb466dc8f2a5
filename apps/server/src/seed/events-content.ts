/** The default categories of events a site starts with (the console edits them), in order. */
export const EVENT_CATEGORIES = [
  { key: 'religious', en: 'Religious', ar: 'دينية' },
  { key: 'cultural', en: 'Cultural', ar: 'ثقافية' },
  { key: 'family', en: 'Family and children', ar: 'العائلة والأطفال' },
  { key: 'education', en: 'Education', ar: 'تعليم' },
  { key: 'business', en: 'Business and networking', ar: 'أعمال وتواصل مهني' },
  { key: 'sports', en: 'Sports', ar: 'رياضة' },
  { key: 'other', en: 'Other', ar: 'أخرى' },
] as const;

export type EventCategoryKey = (typeof EVENT_CATEGORIES)[number]['key'];

/**
 * A demo event, dated from the day the seed runs: `day` days after it (in the site's time zone),
 * lasting `days` days (1: a single day).
 */
export interface SeedEvent {
  language: 'en' | 'ar';
  title: string;
  description: string;
  city: string;
  category: EventCategoryKey;
  day: number;
  days: number;
  /** `HH:mm` start and end, or null for whole days. */
  time: [string, string] | null;
  attendance: 'in_person' | 'online' | 'mixed';
  venueName: string | null;
  address: string | null;
  onlineUrl: string | null;
  /** The organiser's name, or the name of a demo business that organises it. */
  organizer: { name: string } | { business: string };
  priceType: 'free' | 'amount' | 'from';
  price: number | null;
  spokenLanguage: 'ar' | 'en' | 'both';
  registrationUrl: string | null;
  photos: number;
  status?: 'published' | 'pending';
}

/** A dozen demo events in both languages across the next two months, and one waiting for review. */
export const EVENTS: SeedEvent[] = [
  {
    language: 'en',
    title: 'Community iftar at the Clarkston mosque',
    description:
      'Break the fast together: dates, water and a hot meal for everyone after the sunset prayer. ' +
      'Families welcome; volunteers are needed from 5 pm to set up the tables.',
    city: 'Clarkston',
    category: 'religious',
    day: 3,
    days: 1,
    time: ['17:30', '21:00'],
    attendance: 'in_person',
    venueName: 'Clarkston Community Mosque',
    address: '937 Church St, Clarkston, GA',
    onlineUrl: null,
    organizer: { name: 'Clarkston Mosque volunteers' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'both',
    registrationUrl: null,
    photos: 2,
  },
  {
    language: 'ar',
    title: 'صلاة العيد والاحتفال في الحديقة',
    description:
      'صلاة العيد في الهواء الطلق تليها فطور جماعي وألعاب للأطفال وهدايا. ' +
      'أحضروا سجادات الصلاة، والمواقف متوفرة قرب المدخل الشمالي.',
    city: 'Stone Mountain',
    category: 'religious',
    day: 12,
    days: 1,
    time: ['08:00', '13:00'],
    attendance: 'in_person',
    venueName: 'حديقة ستون ماونتن',
    address: '1000 Robert E Lee Blvd, Stone Mountain, GA',
    onlineUrl: null,
    organizer: { name: 'لجنة العيد في جورجيا' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'ar',
    registrationUrl: null,
    photos: 2,
  },
  {
    language: 'ar',
    title: 'برنامج المسجد الأسبوعي: دروس التجويد للكبار',
    description:
      'حلقات تجويد للرجال والنساء كل ليلة من ليالي الأسبوع بعد صلاة العشاء، ' +
      'بإشراف قرّاء مجازين. البرنامج مفتوح للجميع بمختلف المستويات.',
    city: 'Atlanta',
    category: 'religious',
    day: 6,
    days: 5,
    time: ['20:30', '21:30'],
    attendance: 'mixed',
    venueName: 'مسجد الفاروق',
    address: '442 14th St NW, Atlanta, GA',
    onlineUrl: 'https://example.com/live/tajweed',
    organizer: { name: 'مسجد الفاروق' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'ar',
    registrationUrl: null,
    photos: 1,
  },
  {
    language: 'ar',
    title: 'يوم مفتوح في مدرسة اللغة العربية',
    description:
      'تعرّفوا على المعلمين والمناهج، وسجّلوا أطفالكم للفصل القادم. ' +
      'حصص تجريبية مجانية للأعمار من خمس إلى اثنتي عشرة سنة، وخصم للإخوة.',
    city: 'Decatur',
    category: 'education',
    day: 9,
    days: 1,
    time: ['10:00', '14:00'],
    attendance: 'in_person',
    venueName: 'أكاديمية النور',
    address: '315 W Ponce de Leon Ave, Decatur, GA',
    onlineUrl: null,
    organizer: { business: 'أكاديمية النور للغة العربية' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'both',
    registrationUrl: 'https://example.com/alnoor/open-day',
    photos: 2,
  },
  {
    language: 'en',
    title: 'Arabic-speaking job fair',
    description:
      'Meet twenty local employers hiring in healthcare, logistics, retail and trades. ' +
      'Bring printed copies of your résumé; interpreters will be at every table.',
    city: 'Norcross',
    category: 'business',
    day: 16,
    days: 1,
    time: ['11:00', '16:00'],
    attendance: 'in_person',
    venueName: 'Norcross Community Center',
    address: '10 College St, Norcross, GA',
    onlineUrl: null,
    organizer: { name: 'Georgia Arab Chamber of Commerce' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'both',
    registrationUrl: 'https://example.com/job-fair',
    photos: 2,
  },
  {
    language: 'ar',
    title: 'أمسية طرب: حفل موسيقي عربي',
    description:
      'أمسية من أغاني الطرب الأصيل مع فرقة التخت الشرقي. ' +
      'الأبواب تفتح قبل ساعة، والمقاعد بحسب أسبقية الحضور. التذاكر تبدأ من خمسة وعشرين دولارًا.',
    city: 'Atlanta',
    category: 'cultural',
    day: 20,
    days: 1,
    time: ['19:30', '22:30'],
    attendance: 'in_person',
    venueName: 'مسرح ريالتو',
    address: '80 Forsyth St NW, Atlanta, GA',
    onlineUrl: null,
    organizer: { name: 'فرقة التخت الشرقي' },
    priceType: 'from',
    price: 25,
    spokenLanguage: 'ar',
    registrationUrl: 'https://example.com/tarab-tickets',
    photos: 2,
  },
  {
    language: 'en',
    title: 'Community football tournament',
    description:
      'Seven-a-side teams from across metro Atlanta, men’s and under-16 brackets. ' +
      'Register your team by the Wednesday before; food trucks on site all day.',
    city: 'Marietta',
    category: 'sports',
    day: 24,
    days: 1,
    time: null,
    attendance: 'in_person',
    venueName: 'Marietta Soccer Fields',
    address: '1 Field Way, Marietta, GA',
    onlineUrl: null,
    organizer: { name: 'Atlanta Arab Youth League' },
    priceType: 'amount',
    price: 60,
    spokenLanguage: 'both',
    registrationUrl: 'https://example.com/tournament',
    photos: 2,
  },
  {
    language: 'en',
    title: 'Citizenship interview workshop',
    description:
      'Practise the history and government questions and the English test with experienced tutors, ' +
      'and learn what to bring to your interview. Small groups; places are limited.',
    city: 'Duluth',
    category: 'education',
    day: 27,
    days: 1,
    time: ['18:00', '20:00'],
    attendance: 'in_person',
    venueName: 'Bright Path classroom',
    address: '3550 Duluth Park Ln, Duluth, GA',
    onlineUrl: null,
    organizer: { business: 'Bright Path ESL & Citizenship Classes' },
    priceType: 'amount',
    price: 15,
    spokenLanguage: 'en',
    registrationUrl: null,
    photos: 1,
  },
  {
    language: 'en',
    title: 'Webinar: buying your first home in Georgia',
    description:
      'An hour online on down-payment help, halal financing options and what inspections cover, ' +
      'with time for your questions at the end. The link is sent after registering.',
    city: 'Atlanta',
    category: 'business',
    day: 31,
    days: 1,
    time: ['19:00', '20:00'],
    attendance: 'online',
    venueName: null,
    address: null,
    onlineUrl: 'https://example.com/webinar/first-home',
    organizer: { business: 'Hayat Realty Group' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'both',
    registrationUrl: 'https://example.com/webinar/first-home/register',
    photos: 0,
  },
  {
    language: 'ar',
    title: 'يوم العائلة المجاني في الحديقة',
    description:
      'ألعاب ورسم على الوجوه ومسابقات للأطفال، وركن للقهوة العربية للكبار. ' +
      'الدخول مجاني والطعام من عربات الطعام المحلية.',
    city: 'Lawrenceville',
    category: 'family',
    day: 34,
    days: 1,
    time: ['11:00', '17:00'],
    attendance: 'in_person',
    venueName: 'حديقة رودز جوردان',
    address: '100 E Crogan St, Lawrenceville, GA',
    onlineUrl: null,
    organizer: { name: 'جمعية الأسرة العربية' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'ar',
    registrationUrl: null,
    photos: 2,
  },
  {
    language: 'en',
    title: 'Arab Heritage Festival',
    description:
      'Three days of music, dabke, poetry, food from twelve countries and a crafts market. ' +
      'Day passes at the gate; children under twelve free.',
    city: 'Atlanta',
    category: 'cultural',
    day: 41,
    days: 3,
    time: ['12:00', '22:00'],
    attendance: 'in_person',
    venueName: 'Centennial Olympic Park',
    address: '265 Park Ave W NW, Atlanta, GA',
    onlineUrl: null,
    organizer: { name: 'Arab American Cultural Council' },
    priceType: 'from',
    price: 10,
    spokenLanguage: 'both',
    registrationUrl: 'https://example.com/heritage-festival',
    photos: 3,
  },
  {
    language: 'ar',
    title: 'يوم تطوعي لتوزيع السلال الغذائية',
    description:
      'يوم كامل لتجهيز السلال الغذائية وتوزيعها على العائلات المحتاجة. ' +
      'نحتاج إلى سائقين ومتطوعين للتعبئة؛ الغداء على المنظمين.',
    city: 'Clarkston',
    category: 'other',
    day: 48,
    days: 1,
    time: null,
    attendance: 'in_person',
    venueName: 'مستودع بنك الطعام',
    address: '3700 Market St, Clarkston, GA',
    onlineUrl: null,
    organizer: { name: 'بنك الطعام المجتمعي' },
    priceType: 'free',
    price: null,
    spokenLanguage: 'both',
    registrationUrl: null,
    photos: 1,
  },
  {
    language: 'en',
    title: 'Small business networking breakfast',
    description:
      'Meet other Arab-owned businesses over breakfast, with a short talk on local grants. ' +
      'Bring business cards.',
    city: 'Alpharetta',
    category: 'business',
    day: 55,
    days: 1,
    time: ['08:00', '10:00'],
    attendance: 'in_person',
    venueName: 'Alpharetta Conference Room',
    address: '2 Park Plaza, Alpharetta, GA',
    onlineUrl: null,
    organizer: { name: 'Georgia Arab Chamber of Commerce' },
    priceType: 'amount',
    price: 20,
    spokenLanguage: 'en',
    registrationUrl: null,
    photos: 0,
    status: 'pending',
  },
];
