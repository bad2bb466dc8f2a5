/**
 * Editorial demo content for Jaliya Georgia, in English and Arabic: the about, contact and legal pages, blog
 * posts, user guides, frequently asked questions and community forms. Data only; the demo seed stores it.
 */

/** A text in both of the site's languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** An editorial page (about, legal): `summary` is plain text for the meta description, `body` is HTML. */
export interface PageContent {
  title: Bilingual;
  /** Plain text, one or two sentences, used as the meta description. */
  summary: Bilingual;
  /** HTML. */
  body: Bilingual;
}

/** A blog post with its address, plain-text excerpt, HTML body, author and publication date. */
export interface BlogPostContent {
  /** Lower-case latin words joined by '-', unique, at most 80 characters. */
  slug: string;
  title: Bilingual;
  /** Plain text, one or two sentences, at most 220 characters. */
  excerpt: Bilingual;
  /** HTML. */
  body: Bilingual;
  author: Bilingual;
  /** ISO 8601 date-time. */
  publishedAt: string;
  /** 0-359, the hue of the generated cover picture. */
  coverHue: number;
}

/** A user guide with its address, plain-text summary and HTML body. */
export interface GuideContent {
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  /** HTML. */
  body: Bilingual;
}

/** A titled group of frequently asked questions whose answers are HTML. */
export interface FaqGroupContent {
  title: Bilingual;
  items: { question: Bilingual; answer: Bilingual }[];
}

/** The kinds of input a community form can ask for. */
export type FormFieldType = 'text' | 'email' | 'phone' | 'textarea' | 'choice';

/** One field of a community form. */
export interface FormFieldContent {
  /** A snake_case key, unique within the form. */
  name: string;
  type: FormFieldType;
  label: Bilingual;
  isRequired: boolean;
  /** For text and textarea fields. */
  maxLength?: number;
  /** Only and always for choice fields (2 to 6 options). */
  options?: { value: string; label: Bilingual }[];
}

/** A community form with its address, plain-text introduction, thank-you message and fields. */
export interface FormContent {
  slug: string;
  title: Bilingual;
  /** Plain text. */
  intro: Bilingual;
  successMessage: Bilingual;
  fields: FormFieldContent[];
}

/** The about page: who we are, our mission, what you find here and how listings are reviewed. */
export const ABOUT_PAGE: PageContent = {
  title: { en: 'About Jaliya Georgia', ar: 'عن جالية جورجيا' },
  summary: {
    en:
      'Jaliya Georgia is a free bilingual platform that helps Arabic-speaking families across Georgia ' +
      'find trusted businesses, jobs, homes and community news in their own language.',
    ar:
      'جالية جورجيا منصة مجتمعية مجانية بالعربية والإنجليزية، تساعد العائلات الناطقة بالعربية في أنحاء ' +
      'جورجيا على إيجاد أعمال موثوقة ووظائف ومساكن وأخبار الجالية بلغتها.',
  },
  body: {
    en:
      '<h2>Who we are</h2>' +
      '<p><strong>Jaliya</strong> (جالية) is the Arabic word for a community living away from its ' +
      'homeland. Jaliya Georgia is a bilingual website, in Arabic and English, for the Arabic-speaking ' +
      'community across the state: families who have lived here for decades, students who arrived for ' +
      'university, professionals who moved for work and newcomers who landed at Hartsfield-Jackson only ' +
      'last month.</p>' +
      '<p>Whether you live in Clarkston or Alpharetta, Marietta or Lawrenceville, Savannah, Augusta or ' +
      'Athens, you should be able to find a doctor who understands you, a halal butcher near your home, a ' +
      'job that fits your skills and a safe place to rent, without searching through a dozen social media ' +
      'groups.</p>' +
      '<h2>Our mission</h2>' +
      '<p>We want to make everyday life in Georgia easier for Arab families, and to help the businesses ' +
      'that serve them grow. That means clear information in both languages, listings that a real person ' +
      'has checked, and a place where the community can share what it knows.</p>' +
      '<h2>What you find here</h2>' +
      '<ul>' +
      '<li><strong>Service providers:</strong> doctors and clinics, lawyers and immigration help, tax and ' +
      'accounting, auto repair, home services and translation.</li>' +
      '<li><strong>Shops:</strong> halal markets, restaurants, bakeries and sweets, clothing and fashion, ' +
      'phones and electronics.</li>' +
      '<li><strong>Jobs:</strong> openings posted by companies and individuals, and people looking for ' +
      'work.</li>' +
      '<li><strong>Rent:</strong> houses, apartments and rooms, with filters for city, price, bedrooms ' +
      'and who the home suits.</li>' +
      "<li><strong>Marketplace:</strong> furniture, electronics, children's items and more, bought and " +
      'sold between neighbours.</li>' +
      '<li><strong>Blog and user guides:</strong> practical articles about settling in, working, renting ' +
      'and raising a family in Georgia, and step-by-step help for using the site.</li></ul>' +
      '<p>Anyone can browse without an account. A free account lets you save your favourite places and ' +
      'posts, publish jobs, rentals and products, and add your business.</p>' +
      '<h2>How listings are reviewed</h2>' +
      '<p>Every business profile, job, rental and marketplace item is read by a moderator before it ' +
      'appears on the site. While we check it, your post shows as <em>waiting for approval</em>; once it ' +
      'is accepted it becomes <em>published</em>. If we cannot accept a post, we tell you why so you can ' +
      'correct it. Published posts expire after a while, so the site stays current, and you can renew ' +
      'them or mark them as sold, rented or filled. Businesses whose details our team has confirmed carry ' +
      'a verified badge.</p>' +
      '<h2>Built by and for the community</h2>' +
      '<p>Jaliya is run by a small team in Clarkston together with volunteers from across Georgia: ' +
      'parents, students, translators and business owners who remember how hard their own first months ' +
      'were. We do not use advertising trackers, and we keep the site simple so it works well on any ' +
      'phone.</p>' +
      '<p>Have an idea, a correction or a story the community should hear? Write to us at ' +
      '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. This site grows with every family that uses ' +
      'it.</p>',
    ar:
      '<h2>من نحن</h2>' +
      '<p><strong>الجالية</strong> هي الجماعة التي تعيش بعيدًا عن وطنها الأم، ومن هنا جاء اسمنا. جالية ' +
      'جورجيا موقع ثنائي اللغة، بالعربية والإنجليزية، يخدم الناطقين بالعربية في أنحاء الولاية: عائلات ' +
      'استقرت هنا منذ عقود، وطلاب جاؤوا للدراسة الجامعية، ومهنيون انتقلوا من أجل العمل، وقادمون جدد لم ' +
      'يمضِ على وصولهم إلى مطار أتلانتا سوى شهر واحد.</p>' +
      '<p>سواء كنت تسكن في كلاركستون أو ألفاريتا، في ماريتا أو لورنسفيل، في سافانا أو أوغوستا أو أثينز، ' +
      'فمن حقك أن تجد طبيبًا يفهمك، وملحمة حلال قريبة من بيتك، ووظيفة تناسب مهاراتك، ومسكنًا آمنًا ' +
      'للإيجار، دون أن تبحث في عشرات المجموعات على وسائل التواصل الاجتماعي.</p>' +
      '<h2>رسالتنا</h2>' +
      '<p>نسعى إلى تيسير الحياة اليومية للعائلات العربية في جورجيا، وإلى مساعدة الأعمال التي تخدمها على ' +
      'النمو. ويعني ذلك معلومات واضحة باللغتين، وإعلانات راجعها شخص حقيقي، ومساحة يتبادل فيها أبناء ' +
      'الجالية ما يعرفونه.</p>' +
      '<h2>ماذا تجد هنا؟</h2>' +
      '<ul>' +
      '<li><strong>مقدمو الخدمات:</strong> أطباء وعيادات، ومحامون ومساعدة في شؤون الهجرة، وضرائب ومحاسبة، ' +
      'وإصلاح السيارات، وخدمات منزلية، وترجمة.</li>' +
      '<li><strong>المتاجر:</strong> أسواق حلال، ومطاعم، ومخابز وحلويات، وملابس وأزياء، وهواتف ' +
      'وإلكترونيات.</li>' +
      '<li><strong>الوظائف:</strong> فرص عمل تنشرها شركات وأفراد، وإعلانات لأشخاص يبحثون عن عمل.</li>' +
      '<li><strong>الإيجار:</strong> بيوت وشقق وغرف، مع إمكانية التصفية حسب المدينة والسعر وعدد الغرف ' +
      'والفئة التي يناسبها السكن.</li>' +
      '<li><strong>السوق:</strong> أثاث وإلكترونيات ومستلزمات أطفال وغيرها، يبيعها الجيران ويشترونها فيما ' +
      'بينهم.</li>' +
      '<li><strong>المدونة ودليل المستخدم:</strong> مقالات عملية عن الاستقرار والعمل والسكن وتربية الأسرة ' +
      'في جورجيا، وشروح خطوة بخطوة لاستخدام الموقع.</li></ul>' +
      '<p>يمكن لأي زائر التصفح دون حساب. أما الحساب المجاني فيتيح لك حفظ أماكنك وإعلاناتك المفضلة، ونشر ' +
      'الوظائف وإعلانات الإيجار والمنتجات، وإضافة نشاطك التجاري.</p>' +
      '<h2>كيف نراجع الإعلانات؟</h2>' +
      '<p>يقرأ أحد المشرفين كل ملف تجاري وكل وظيفة وكل إعلان إيجار أو بيع قبل ظهوره على الموقع. وفي أثناء ' +
      'المراجعة تظهر حالة إعلانك «بانتظار الموافقة»، ثم تصبح «منشور» بعد قبوله. وإذا تعذّر قبول إعلان ' +
      'أخبرناك بالسبب لتتمكن من تصحيحه. وتنتهي صلاحية الإعلانات المنشورة بعد مدة حتى يبقى الموقع محدّثًا، ' +
      'ويمكنك تجديدها أو تحديدها على أنها بيعت أو أُجّرت أو شُغلت. وتحمل الأعمال التي تحقق فريقنا من ' +
      'بياناتها شارة «موثّق».</p>' +
      '<h2>من الجالية وإليها</h2>' +
      '<p>يدير جالية فريق صغير في كلاركستون بمشاركة متطوعين من أنحاء جورجيا: آباء وأمهات وطلاب ومترجمون ' +
      'وأصحاب أعمال لم ينسوا صعوبة أشهرهم الأولى هنا. لا نستخدم أدوات تتبّع إعلانية، ونحرص على بساطة ' +
      'الموقع ليعمل جيدًا على أي هاتف.</p>' +
      '<p>لديك فكرة أو تصحيح أو قصة تستحق أن تسمعها الجالية؟ راسلنا على ' +
      '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. هذا الموقع يكبر مع كل عائلة تستخدمه.</p>',
  },
};

/** The contact page, with the office address, opening hours and map position (Clarkston). */
export const CONTACT_PAGE: PageContent & {
  address: Bilingual;
  officeHours: Bilingual;
  latitude: number;
  longitude: number;
} = {
  title: { en: 'Contact us', ar: 'اتصل بنا' },
  summary: {
    en:
      'Questions, suggestions or a problem with a listing? Write to the Jaliya Georgia team, call us or ' +
      'visit our office in Clarkston.',
    ar:
      'لديك سؤال أو اقتراح أو مشكلة في أحد الإعلانات؟ راسل فريق جالية جورجيا أو اتصل بنا أو زر مكتبنا في ' +
      'كلاركستون.',
  },
  body: {
    en:
      '<p>We are happy to hear from you, in Arabic or in English. Our small team reads every message and ' +
      'replies as soon as it can, usually within two working days.</p>' +
      '<p>Write to us about:</p>' +
      '<ul><li>questions about your account, a post or a business profile;</li>' +
      '<li>a listing that looks wrong, outdated or suspicious;</li>' +
      '<li>ideas for the blog, corrections and community news;</li>' +
      '<li>volunteering and partnerships with community organisations.</li></ul>' +
      '<p>Please never send passwords, sign-in codes or copies of identity documents through the form or ' +
      'by e-mail. Our team will never ask you for them.</p>',
    ar:
      '<p>يسعدنا أن نسمع منك بالعربية أو بالإنجليزية. يقرأ فريقنا الصغير كل رسالة ويرد عليها في أقرب وقت، ' +
      'وعادةً خلال يومَي عمل.</p>' +
      '<p>راسلنا بشأن:</p>' +
      '<ul><li>الأسئلة المتعلقة بحسابك أو بإعلان أو بملف تجاري؛</li>' +
      '<li>إعلان يبدو خاطئًا أو قديمًا أو مثيرًا للشك؛</li><li>أفكار للمدونة وتصحيحات وأخبار الجالية؛</li>' +
      '<li>التطوع والشراكات مع مؤسسات الجالية.</li></ul>' +
      '<p>لا ترسل أبدًا كلمات المرور أو رموز الدخول أو صور وثائق الهوية عبر النموذج أو البريد الإلكتروني، ' +
      'فلن يطلبها منك فريقنا في أي حال.</p>',
  },
  address: {
    en: '3896 Church Street, Suite 204, Clarkston, GA 30021',
    ar: '3896 تشيرتش ستريت، جناح 204، كلاركستون، جورجيا 30021',
  },
  officeHours: {
    en: 'Monday to Friday, 9 am to 5 pm (closed on public holidays and on both Eids)',
    ar: 'من الاثنين إلى الجمعة، من 9 صباحًا إلى 5 مساءً (مغلق في العطل الرسمية وفي العيدين)',
  },
  latitude: 33.8102,
  longitude: -84.2401,
};

/** The legal pages, by key; all last updated on November 1, 2026. */
export const LEGAL_PAGES: Record<'privacy-policy' | 'terms-conditions' | 'eula', PageContent> = {
  'privacy-policy': {
    title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
    summary: {
      en:
        'What information Jaliya Georgia collects, why, how long we keep it, which cookies we use and the ' +
        'choices you have. No advertising trackers, and we never sell your data.',
      ar:
        'ما المعلومات التي تجمعها جالية جورجيا، ولماذا، ومدة الاحتفاظ بها، وملفات تعريف الارتباط التي ' +
        'نستخدمها، والخيارات المتاحة لك. لا أدوات تتبّع إعلانية، ولا نبيع بياناتك أبدًا.',
    },
    body: {
      en:
        '<p>Jaliya Georgia (جالية جورجيا) is operated by Jaliya Community Platforms, Inc., a Georgia ' +
        'company ("Jaliya", "we", "us"). This policy explains what information we collect when you use ' +
        'our website and mobile apps, why we collect it, how long we keep it and what choices you have. ' +
        'We wrote it in plain language on purpose. If anything is unclear, write to us at ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>' +
        '<h2>The short version</h2>' +
        '<ul><li>You can browse Jaliya without an account, and we use no advertising trackers.</li>' +
        '<li>We collect only what we need to run your account, publish your posts, answer your messages ' +
        'and keep the site safe.</li><li>We do not sell or rent your personal information to anyone.</li>' +
        '<li>You can correct your details at any time and delete your account yourself.</li></ul>' +
        '<h2>Information we collect</h2>' +
        '<h3>When you visit the site</h3>' +
        '<p>Like every website, our servers receive technical information with each request: your IP ' +
        "address, the date and time, the page or file requested, the response status and your browser's " +
        'user agent (which browser and type of device you use). We keep this in server logs to run the ' +
        'service, fix errors and investigate abuse. To stop password guessing and spam, we also keep ' +
        'short-lived counters of requests per IP address or per account (rate-limit counters).</p>' +
        '<h3>When you create an account</h3>' +
        '<ul>' +
        '<li>Your name, e-mail address, phone number and gender, which you give when you register.</li>' +
        '<li>Your password, which we never store as such: we keep only a strong one-way hash of it.</li>' +
        '<li>A profile photo, if you choose to upload one.</li>' +
        '<li>Your preferred language and the date your account was created.</li>' +
        '<li>Your sessions: a random sign-in token, of which we store only a hash, and when it was last ' +
        'used.</li>' +
        '<li>The one-time 6-digit codes we e-mail you to reset your password or confirm a new e-mail ' +
        'address, stored in hashed form and valid for 10 minutes.</li></ul>' +
        '<h3>When you post or save</h3>' +
        '<ul>' +
        '<li>The content of the jobs, rentals, marketplace items and business profiles you submit: text, ' +
        'prices, photos, the contact details you choose to show and, for businesses, the address, map ' +
        'location, working hours, website and social links.</li>' +
        '<li>Whether you posted as a company, as an individual or anonymously. Anonymous posts do not ' +
        'show your name to the public, but they remain linked to your account so that our moderators can ' +
        'review them and act on reports.</li>' +
        '<li>Moderation information: the status of each post (waiting for approval, published, rejected ' +
        'or expired) and the reason given when a post is rejected.</li>' +
        '<li>The stores, jobs, homes, products and blog posts you save.</li></ul>' +
        '<p>Photos you upload are re-encoded on our servers, and their hidden metadata, including any GPS ' +
        'location recorded by your camera, is removed before they are stored.</p>' +
        '<h3>When you contact us or sign up for something</h3>' +
        '<ul>' +
        '<li><strong>Contact form:</strong> your name, e-mail address, phone number if you give one, your ' +
        'message and the language you wrote in.</li>' +
        '<li><strong>Newsletter:</strong> your e-mail address, your language, and whether and when you ' +
        'confirmed your subscription. No account is needed.</li>' +
        '<li><strong>Community forms</strong>, such as volunteer sign-up or event registration: the ' +
        'answers you enter.</li>' +
        '<li><strong>Live chat:</strong> if you use the optional chat, the messages you exchange with our ' +
        'team.</li></ul>' +
        '<h2>How we use your information</h2>' +
        '<ul>' +
        '<li>To create and protect your account, keep you logged in and let you manage your profile.</li>' +
        '<li>To review, publish, renew and remove your posts, and to show the contact details you chose ' +
        'to publish to people who are interested in them.</li>' +
        '<li>To send the e-mails the service needs: a welcome message, one-time codes, and notices when ' +
        'your e-mail address or password changes.</li>' +
        '<li>To send the newsletter, and only after you have confirmed your subscription.</li>' +
        '<li>To answer your messages and organise the community activities you register for.</li>' +
        '<li>To prevent fraud, spam, scams and abuse, and to enforce our Terms and Conditions.</li></ul>' +
        '<p>We do not sell or rent personal information, we do not use it for advertising, and we do not ' +
        'build profiles of your interests.</p>' +
        '<h2>Cookies and storage on your device</h2>' +
        '<p>We use only the following, and no advertising or cross-site tracking cookies:</p>' +
        '<ul>' +
        '<li><strong>Session cookie:</strong> set only when you log in. It is marked HttpOnly, so scripts ' +
        'on the page cannot read it, and Secure, so it travels only over encrypted connections. It keeps ' +
        'you signed in until you log out, after 30 days without use, or 90 days after you logged in, ' +
        'whichever comes first. In the mobile apps a sign-in token is kept on your device instead.</li>' +
        '<li><strong>Language cookie (lang) and a matching localStorage entry:</strong> remember whether ' +
        'you chose Arabic or English.</li>' +
        '<li><strong>Welcome pop-up record:</strong> a localStorage entry noting that you closed the ' +
        'welcome pop-up or watched its video, so that we do not show it to you again.</li></ul>' +
        '<p>Our fonts are served from our own servers, so no font provider learns about your visit. If ' +
        'the live chat loads, Crisp may keep its own identifiers in your browser to continue your ' +
        'conversation, as described below.</p>' +
        '<h2>Third parties that receive data</h2>' +
        '<ul>' +
        '<li><strong>Our e-mail delivery provider</strong> receives the address and content of the ' +
        'e-mails we send you (codes, notices, the newsletter and our replies) so that it can deliver ' +
        'them.</li>' +
        '<li><strong>Crisp</strong>, the optional live chat, loads only after your first tap or click on ' +
        'the page, or when your browser is idle. If you are logged in, it receives your name and e-mail ' +
        'address so we know who we are talking to; otherwise you appear as "Guest". Crisp also receives ' +
        'the messages you write and the technical information any browser sends, such as your IP ' +
        'address.</li>' +
        '<li><strong>YouTube:</strong> if the welcome pop-up contains a video, it is embedded through ' +
        "youtube-nocookie.com, YouTube's privacy-enhanced mode. YouTube receives your IP address and " +
        'browser information when the video loads, and may store data in your browser if you play it.</li>' +
        '<li><strong>OpenStreetMap:</strong> the map on the contact page loads only when you choose to ' +
        "show it. The map tiles then come from OpenStreetMap's servers, which receive your IP address and " +
        'browser information.</li></ul>' +
        '<p>We may also disclose information when the law requires it, for example in response to a valid ' +
        "court order, or when it is necessary to protect someone's safety. If Jaliya Community Platforms, " +
        'Inc. is ever reorganised or sold, this policy will continue to protect the information we ' +
        'hold.</p>' +
        '<h2>How long we keep information</h2>' +
        '<ul><li><strong>Account data:</strong> until you delete your account.</li>' +
        '<li><strong>Posts and saved items:</strong> until you delete them or your account.</li>' +
        '<li><strong>Contact messages:</strong> 24 months, then they are deleted.</li>' +
        '<li><strong>Community form answers:</strong> as long as needed to organise the activity, and no ' +
        'longer than 24 months.</li>' +
        '<li><strong>Newsletter subscription:</strong> until you unsubscribe.</li>' +
        '<li><strong>Rate-limit counters:</strong> a few hours.</li>' +
        '<li><strong>Server logs:</strong> 30 days.</li>' +
        '<li><strong>One-time codes:</strong> they stop working after 10 minutes, after too many wrong ' +
        'tries or when a new code is sent.</li></ul>' +
        '<h2>Your choices and rights</h2>' +
        '<ul>' +
        '<li><strong>See and correct</strong> your name, phone number, gender and photo at any time in ' +
        'your profile.</li>' +
        '<li><strong>Change your e-mail address</strong> by entering the 6-digit code we send to the new ' +
        'address. Your old address receives a notice, in case the request was not yours.</li>' +
        '<li><strong>Delete your account</strong> yourself from your profile. This erases your name, ' +
        'e-mail address, phone number and photo, your newsletter subscriptions and your contact messages, ' +
        'and removes your posts from the site. It cannot be undone.</li>' +
        '<li><strong>Unsubscribe</strong> from the newsletter with the link in every e-mail, without ' +
        'logging in.</li>' +
        '<li><strong>Ask us</strong> for a copy of your information, or to correct or delete something ' +
        'you cannot change yourself, by writing to <a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. ' +
        'We may need to confirm that the request really comes from you.</li></ul>' +
        '<p>You can also block or clear cookies and local storage in your browser. The site still works, ' +
        'but you will not stay logged in and your choice of language will not be remembered.</p>' +
        '<h2>How we protect information</h2>' +
        '<p>The site is served only over encrypted HTTPS connections. Passwords, sign-in tokens and ' +
        'one-time codes are stored as hashes, access to our systems is limited to the people who need it, ' +
        'and repeated attempts to guess passwords or codes are blocked. No system is perfectly secure, so ' +
        'please use a password you do not use anywhere else and tell us at once if you notice anything ' +
        'unusual.</p>' +
        '<h2>Children</h2>' +
        '<p>Jaliya is a service for adults and families and is not directed at children under 13. We do ' +
        'not knowingly collect personal information from children under 13. If you believe that a child ' +
        'has created an account or sent us information, contact us and we will delete it.</p>' +
        '<h2>Changes to this policy</h2>' +
        '<p>When we change this policy, we update the date at the top of the page. If a change is ' +
        'significant, we will announce it on the site or by e-mail before it takes effect.</p>' +
        '<h2>Contact us</h2>' +
        '<p>Jaliya Community Platforms, Inc.<br>3896 Church Street, Suite 204, Clarkston, GA ' +
        '30021<br>E-mail: <a href="mailto:hello@jaliya.us">hello@jaliya.us</a><br>Phone: +1 404 555 ' +
        '0134</p>',
      ar:
        '<p>تدير موقع جالية جورجيا شركة Jaliya Community Platforms, Inc.، وهي شركة مسجلة في ولاية جورجيا ' +
        '(ويُشار إليها فيما يلي بـ«جالية» أو «نحن»). توضح هذه السياسة المعلومات التي نجمعها عند استخدامك ' +
        'موقعنا وتطبيقاتنا للهواتف، وأسباب جمعها، ومدة الاحتفاظ بها، والخيارات المتاحة لك. كتبناها بلغة ' +
        'بسيطة عن قصد، فإن وجدت فيها ما ليس واضحًا فراسلنا على ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>' +
        '<h2>باختصار</h2>' +
        '<ul><li>يمكنك تصفح جالية دون حساب، ولا نستخدم أي أدوات تتبّع إعلانية.</li>' +
        '<li>لا نجمع إلا ما نحتاج إليه لتشغيل حسابك ونشر إعلاناتك والرد على رسائلك والحفاظ على أمان ' +
        'الموقع.</li><li>لا نبيع معلوماتك الشخصية ولا نؤجّرها لأي جهة.</li>' +
        '<li>يمكنك تصحيح بياناتك في أي وقت، وحذف حسابك بنفسك.</li></ul>' +
        '<h2>المعلومات التي نجمعها</h2>' +
        '<h3>عند زيارتك للموقع</h3>' +
        '<p>كما هي الحال في كل موقع إلكتروني، تتلقى خوادمنا مع كل طلب معلومات تقنية: عنوان IP الخاص بك، ' +
        'والتاريخ والوقت، والصفحة أو الملف المطلوب، ونتيجة الطلب، ووصف المتصفح (نوع المتصفح والجهاز الذي ' +
        'تستخدمه). نحفظ هذه المعلومات في سجلات الخادم لتشغيل الخدمة وإصلاح الأخطاء والتحقيق في إساءة ' +
        'الاستخدام. ولمنع تخمين كلمات المرور والرسائل المزعجة، نحتفظ كذلك بعدّادات قصيرة الأجل لعدد ' +
        'الطلبات لكل عنوان IP أو لكل حساب.</p>' +
        '<h3>عند إنشاء حساب</h3>' +
        '<ul><li>اسمك وبريدك الإلكتروني ورقم هاتفك وجنسك، وهي بيانات تقدمها عند التسجيل.</li>' +
        '<li>كلمة مرورك، ولا نخزنها كما هي أبدًا، بل نحتفظ ببصمة مشفّرة قوية لا يمكن عكسها.</li>' +
        '<li>صورة الملف الشخصي إن اخترت رفع صورة.</li><li>لغتك المفضلة وتاريخ إنشاء حسابك.</li>' +
        '<li>جلسات الدخول: رمز عشوائي لا نخزن منه إلا بصمته المشفّرة، ووقت آخر استخدام له.</li>' +
        '<li>الرموز المؤقتة المكونة من 6 أرقام التي نرسلها إلى بريدك لإعادة تعيين كلمة المرور أو لتأكيد ' +
        'بريد إلكتروني جديد، وتُخزَّن مشفّرة وتصلح لمدة 10 دقائق.</li></ul>' +
        '<h3>عند النشر أو الحفظ</h3>' +
        '<ul>' +
        '<li>محتوى ما تنشره من وظائف وإعلانات إيجار ومنتجات في السوق وملفات تجارية: النصوص والأسعار ' +
        'والصور وبيانات التواصل التي تختار إظهارها، وللأعمال التجارية: العنوان والموقع على الخريطة وساعات ' +
        'العمل والموقع الإلكتروني وروابط التواصل الاجتماعي.</li>' +
        '<li>هل نشرت باسم شركة أم كفرد أم دون ذكر اسمك. الإعلانات المجهولة لا تُظهر اسمك للجمهور، لكنها ' +
        'تبقى مرتبطة بحسابك ليتمكن المشرفون من مراجعتها والتعامل مع البلاغات المتعلقة بها.</li>' +
        '<li>معلومات المراجعة: حالة كل إعلان (بانتظار الموافقة، أو منشور، أو مرفوض، أو منتهي الصلاحية) ' +
        'وسبب الرفض إن رُفض.</li>' +
        '<li>المتاجر والوظائف والمساكن والمنتجات ومقالات المدونة التي تحفظها.</li></ul>' +
        '<p>نعيد ترميز الصور التي ترفعها على خوادمنا، ونزيل بياناتها الوصفية المخفية، ومنها أي موقع ' +
        'جغرافي (GPS) سجلته الكاميرا، قبل تخزينها.</p>' +
        '<h3>عند مراسلتنا أو التسجيل في نشاط</h3>' +
        '<ul>' +
        '<li><strong>نموذج الاتصال:</strong> اسمك وبريدك الإلكتروني ورقم هاتفك إن ذكرته ورسالتك واللغة ' +
        'التي كتبت بها.</li>' +
        '<li><strong>النشرة البريدية:</strong> بريدك الإلكتروني ولغتك، وهل أكدت اشتراكك ومتى. ولا يلزم أن ' +
        'يكون لديك حساب.</li>' +
        '<li><strong>نماذج الجالية</strong> مثل التسجيل للتطوع أو لحضور فعالية: الإجابات التي تدخلها.</li>' +
        '<li><strong>المحادثة المباشرة:</strong> إن استخدمت خدمة المحادثة الاختيارية، فالرسائل المتبادلة ' +
        'بينك وبين فريقنا.</li></ul>' +
        '<h2>كيف نستخدم معلوماتك</h2>' +
        '<ul><li>لإنشاء حسابك وحمايته، وإبقائك مسجلًا للدخول، وتمكينك من إدارة ملفك الشخصي.</li>' +
        '<li>لمراجعة إعلاناتك ونشرها وتجديدها وحذفها، ولإظهار بيانات التواصل التي اخترت نشرها لمن يهمهم ' +
        'الإعلان.</li>' +
        '<li>لإرسال الرسائل التي تحتاجها الخدمة: رسالة الترحيب، والرموز المؤقتة، والتنبيهات عند تغيير ' +
        'بريدك الإلكتروني أو كلمة مرورك.</li>' +
        '<li>لإرسال النشرة البريدية، وذلك فقط بعد تأكيدك الاشتراك.</li>' +
        '<li>للرد على رسائلك وتنظيم أنشطة الجالية التي تسجل فيها.</li>' +
        '<li>لمنع الاحتيال والرسائل المزعجة وإساءة الاستخدام، ولتطبيق الشروط والأحكام.</li></ul>' +
        '<p>لا نبيع المعلومات الشخصية ولا نؤجّرها، ولا نستخدمها في الإعلانات، ولا نبني ملفات عن ' +
        'اهتماماتك.</p>' +
        '<h2>ملفات تعريف الارتباط والتخزين على جهازك</h2>' +
        '<p>لا نستخدم إلا ما يلي، ولا نستخدم أي ملفات تعريف ارتباط إعلانية أو للتتبع عبر المواقع:</p>' +
        '<ul>' +
        '<li><strong>ملف الجلسة:</strong> لا يُنشأ إلا عند تسجيل الدخول. وهو محمي بخاصية HttpOnly فلا ' +
        'تستطيع النصوص البرمجية في الصفحة قراءته، وبخاصية Secure فلا يُرسل إلا عبر اتصال مشفّر. يبقيك ' +
        'مسجلًا للدخول حتى تسجّل خروجك، أو تمر 30 يومًا دون استخدام، أو 90 يومًا على تسجيل دخولك، أيها ' +
        'أسبق. وفي تطبيقات الهاتف يُحفظ رمز الدخول على جهازك بدلًا من ذلك.</li>' +
        '<li><strong>ملف اللغة (lang) وما يقابله في التخزين المحلي (localStorage):</strong> لتذكّر ' +
        'اختيارك بين العربية والإنجليزية.</li>' +
        '<li><strong>سجل النافذة الترحيبية:</strong> قيمة في التخزين المحلي تسجل أنك أغلقت نافذة الترحيب ' +
        'أو شاهدت الفيديو فيها، حتى لا نعرضها عليك مرة أخرى.</li></ul>' +
        '<p>نقدّم الخطوط من خوادمنا نفسها، فلا تعلم أي جهة لتوفير الخطوط بزيارتك. وإذا حُمّلت المحادثة ' +
        'المباشرة فقد تحفظ Crisp معرّفات خاصة بها في متصفحك لمتابعة محادثتك، كما يوضح القسم التالي.</p>' +
        '<h2>الجهات الخارجية التي تتلقى بيانات</h2>' +
        '<ul>' +
        '<li><strong>مزوّد خدمة إرسال البريد الإلكتروني:</strong> يتلقى عنوان الرسائل التي نرسلها إليك ' +
        'ومحتواها (الرموز والتنبيهات والنشرة وردودنا) ليتمكن من إيصالها.</li>' +
        '<li><strong>Crisp</strong>، خدمة المحادثة المباشرة الاختيارية: لا تُحمَّل إلا بعد أول لمسة أو ' +
        'نقرة لك على الصفحة، أو عندما يكون متصفحك في حالة خمول. إن كنت مسجلًا للدخول تتلقى اسمك وبريدك ' +
        'الإلكتروني لنعرف من نحادث، وإلا ظهرت باسم «زائر». وتتلقى Crisp كذلك ما تكتبه من رسائل والمعلومات ' +
        'التقنية التي يرسلها أي متصفح، مثل عنوان IP.</li>' +
        '<li><strong>YouTube:</strong> إذا احتوت نافذة الترحيب على فيديو، فإنه يُعرض عبر ' +
        'youtube-nocookie.com، وهو وضع الخصوصية المعزّزة في YouTube. يتلقى YouTube عنوان IP ومعلومات ' +
        'المتصفح عند تحميل الفيديو، وقد يخزن بيانات في متصفحك إذا شغّلته.</li>' +
        '<li><strong>OpenStreetMap:</strong> لا تُحمَّل الخريطة في صفحة الاتصال إلا إذا اخترت عرضها، ' +
        'وعندها تأتي أجزاء الخريطة من خوادم OpenStreetMap التي تتلقى عنوان IP ومعلومات المتصفح.</li></ul>' +
        '<p>وقد نفصح عن معلومات إذا ألزمنا القانون بذلك، كأن يصدر أمر قضائي صحيح، أو إذا كان ذلك ضروريًا ' +
        'لحماية سلامة شخص ما. وإذا أُعيدت هيكلة شركة Jaliya Community Platforms, Inc. أو بيعت يومًا ما، ' +
        'تبقى هذه السياسة سارية على المعلومات التي نحتفظ بها.</p>' +
        '<h2>مدة الاحتفاظ بالمعلومات</h2>' +
        '<ul><li><strong>بيانات الحساب:</strong> حتى تحذف حسابك.</li>' +
        '<li><strong>الإعلانات والعناصر المحفوظة:</strong> حتى تحذفها أو تحذف حسابك.</li>' +
        '<li><strong>رسائل نموذج الاتصال:</strong> 24 شهرًا ثم تُحذف.</li>' +
        '<li><strong>إجابات نماذج الجالية:</strong> ما دامت لازمة لتنظيم النشاط، وبحد أقصى 24 شهرًا.</li>' +
        '<li><strong>الاشتراك في النشرة البريدية:</strong> حتى تلغي اشتراكك.</li>' +
        '<li><strong>عدّادات الحد من الطلبات:</strong> بضع ساعات.</li>' +
        '<li><strong>سجلات الخادم:</strong> 30 يومًا.</li>' +
        '<li><strong>الرموز المؤقتة:</strong> تتوقف عن العمل بعد 10 دقائق، أو بعد محاولات خاطئة كثيرة، أو ' +
        'عند إرسال رمز جديد.</li></ul>' +
        '<h2>خياراتك وحقوقك</h2>' +
        '<ul>' +
        '<li><strong>الاطلاع والتصحيح:</strong> يمكنك في أي وقت مراجعة اسمك ورقم هاتفك وجنسك وصورتك ' +
        'وتعديلها من ملفك الشخصي.</li>' +
        '<li><strong>تغيير البريد الإلكتروني:</strong> بإدخال الرمز المكون من 6 أرقام الذي نرسله إلى ' +
        'العنوان الجديد، ويصل إلى عنوانك القديم تنبيه تحسّبًا لأن يكون الطلب من غيرك.</li>' +
        '<li><strong>حذف الحساب:</strong> يمكنك حذفه بنفسك من ملفك الشخصي، فيُمحى اسمك وبريدك الإلكتروني ' +
        'ورقم هاتفك وصورتك واشتراكاتك في النشرة ورسائلك إلينا، وتُزال إعلاناتك من الموقع. ولا يمكن ' +
        'التراجع عن ذلك.</li>' +
        '<li><strong>إلغاء الاشتراك:</strong> في النشرة البريدية عبر الرابط الموجود في كل رسالة، دون ' +
        'تسجيل الدخول.</li>' +
        '<li><strong>مراسلتنا:</strong> لطلب نسخة من معلوماتك، أو تصحيح أو حذف ما لا تستطيع تغييره بنفسك، ' +
        'اكتب إلى <a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. وقد نحتاج إلى التأكد من أن الطلب ' +
        'صادر عنك فعلًا.</li></ul>' +
        '<p>يمكنك أيضًا حظر ملفات تعريف الارتباط والتخزين المحلي أو مسحها من إعدادات متصفحك. سيظل الموقع ' +
        'يعمل، لكنك لن تبقى مسجلًا للدخول ولن يُحفظ اختيارك للغة.</p>' +
        '<h2>كيف نحمي المعلومات</h2>' +
        '<p>لا يُقدَّم الموقع إلا عبر اتصالات HTTPS مشفّرة. وتُخزَّن كلمات المرور ورموز الدخول والرموز ' +
        'المؤقتة في صورة بصمات مشفّرة، ويقتصر الوصول إلى أنظمتنا على من يحتاجون إليه، وتُحظر المحاولات ' +
        'المتكررة لتخمين كلمات المرور أو الرموز. ولا يوجد نظام آمن تمامًا، لذا نرجو أن تستخدم كلمة مرور ' +
        'لا تستخدمها في أي مكان آخر، وأن تبلغنا فورًا إذا لاحظت أي أمر غير معتاد.</p>' +
        '<h2>الأطفال</h2>' +
        '<p>جالية خدمة موجهة إلى البالغين والعائلات، وليست موجهة إلى الأطفال دون 13 عامًا. ولا نجمع عن ' +
        'علم معلومات شخصية من أطفال دون هذه السن. وإذا اعتقدت أن طفلًا أنشأ حسابًا أو أرسل إلينا معلومات، ' +
        'فتواصل معنا وسنحذفها.</p>' +
        '<h2>التعديلات على هذه السياسة</h2>' +
        '<p>عندما نعدّل هذه السياسة نحدّث التاريخ المذكور في أعلى الصفحة. وإذا كان التعديل جوهريًا فسنعلن ' +
        'عنه على الموقع أو عبر البريد الإلكتروني قبل سريانه.</p>' +
        '<h2>تواصل معنا</h2>' +
        '<p>Jaliya Community Platforms, Inc.<br>3896 تشيرتش ستريت، جناح 204، كلاركستون، جورجيا ' +
        '30021<br>البريد الإلكتروني: <a href="mailto:hello@jaliya.us">hello@jaliya.us</a><br>الهاتف: +1 ' +
        '404 555 0134</p>',
    },
  },
  'terms-conditions': {
    title: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' },
    summary: {
      en:
        'The rules for using Jaliya Georgia: accounts, posting and moderation, what is not allowed, ' +
        'dealings between users and the legal terms that apply.',
      ar:
        'قواعد استخدام جالية جورجيا: الحسابات، والنشر والمراجعة، وما لا يُسمح به، والتعامل بين ' +
        'المستخدمين، والأحكام القانونية السارية.',
    },
    body: {
      en:
        '<p>These Terms and Conditions ("Terms") govern your use of the Jaliya Georgia website and the ' +
        'services offered through it (together, the "Service"). The Service is provided by Jaliya ' +
        'Community Platforms, Inc., a Georgia company ("Jaliya", "we", "us"). By browsing the Service, ' +
        'creating an account or posting content, you agree to these Terms and to our Privacy Policy. If ' +
        'you do not agree, please do not use the Service. Our mobile apps are also covered by the End ' +
        'User License Agreement.</p>' +
        '<h2>1. Who may use Jaliya</h2>' +
        '<p>Anyone may browse the Service without an account. To create an account you must be at least ' +
        '13 years old, and if you are under 18 you need the permission of a parent or guardian. You must ' +
        'give accurate information when you register and keep it up to date.</p>' +
        '<h2>2. Your account</h2>' +
        '<ul>' +
        '<li>Your account is personal. Do not share it, and do not create accounts for other people ' +
        'without their permission.</li>' +
        '<li>Choose a password of at least 8 characters that you do not use elsewhere, and keep it ' +
        'secret. We will never ask you for your password or for a one-time code.</li>' +
        '<li>You are responsible for what happens under your account. Tell us at once at ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> if you think someone else has used it.</li>' +
        '<li>You may delete your account at any time from your profile. Deletion cannot be undone and ' +
        'removes your posts from the Service.</li></ul>' +
        '<h2>3. Posting content</h2>' +
        '<p>Registered users may publish business profiles, job posts, rental listings and marketplace ' +
        'items, and may post as a company, as an individual or anonymously where the form allows it. When ' +
        'you post:</p>' +
        '<ul>' +
        '<li>Everything you write must be true, current and your own to share. Prices, addresses, working ' +
        'hours and photos must describe the real business, job, home or item.</li>' +
        '<li>If you post on behalf of a company, you confirm that you are allowed to represent it.</li>' +
        '<li>An anonymous post hides your name from the public, not from us. It is still linked to your ' +
        'account and subject to these Terms.</li>' +
        '<li>You keep ownership of your content. You give Jaliya a non-exclusive, royalty-free, worldwide ' +
        'licence to host, store, resize, re-encode, display and share it on the Service, in our apps and ' +
        'in our newsletter for as long as it is published, and to keep copies for the periods described ' +
        'in the Privacy Policy.</li>' +
        '<li>You are responsible for having the right to publish the photos and text you upload, ' +
        'including the consent of any person who can be recognised in a photo.</li></ul>' +
        '<h2>4. Review and moderation</h2>' +
        '<p>Our moderators review posts before they are published. A new post shows as waiting for ' +
        'approval until it is reviewed. We may publish it, reject it with a reason, ask you to correct ' +
        'it, or remove it later if it breaks these Terms or we receive a well-founded report. Published ' +
        'posts expire after a period so that listings stay current; you can renew them, mark them as ' +
        'sold, rented or filled, or delete them. A verified badge on a business profile means that our ' +
        'team has confirmed some of its details; it is not an endorsement or a guarantee of quality. We ' +
        'may suspend or close accounts that repeatedly break these Terms.</p>' +
        '<h2>5. What is not allowed</h2>' +
        '<p>You must not use the Service to post, offer or do any of the following:</p>' +
        '<ul>' +
        '<li>anything illegal, such as stolen or counterfeit goods, illegal drugs, or services that ' +
        'require a licence you do not hold;</li>' +
        '<li>items we do not accept even where they are legal: weapons, alcohol, tobacco and vaping ' +
        'products, and medicines;</li>' +
        '<li>fraud and scams, such as fake listings, advance-fee schemes, pyramid schemes, or requests ' +
        'for payment by gift card or wire transfer before a viewing or an interview;</li>' +
        '<li>job posts that charge applicants a fee to apply, train or be hired, or that hide the real ' +
        'nature of the work;</li>' +
        '<li>housing or job posts that unlawfully discriminate on the basis of race, colour, religion, ' +
        'sex, national origin, disability, familial status, age or any other protected ' +
        'characteristic;</li>' +
        '<li>hate speech, harassment, threats, sexual content, or content that exploits children;</li>' +
        "<li>other people's personal information without their consent, or impersonation of another " +
        'person or business;</li>' +
        '<li>spam, duplicate posts, misleading categories, or links to malicious sites;</li>' +
        '<li>attempts to break, overload or get around the security of the Service, including automated ' +
        "collection of data, bypassing rate limits or accessing other users' accounts.</li></ul>" +
        '<h2>6. Dealings between users</h2>' +
        '<p>Jaliya is a directory and noticeboard. We are not a party to any sale, rental, employment or ' +
        'service agreement made between users, and we are not an employer, landlord, broker or agent. We ' +
        'do not check every claim in every post, and we cannot guarantee the quality, safety or legality ' +
        'of the items, homes, jobs or services listed. Meet in public places, see homes in person before ' +
        'paying anything, never send money to someone you have not met, and report suspicious posts to ' +
        'us. Disputes between users are for those users to resolve, although we will look into any report ' +
        'that a post breaks these Terms.</p>' +
        '<h2>7. Our content and trademarks</h2>' +
        '<p>The name Jaliya, our logos, the design of the Service, our blog articles and user guides ' +
        'belong to Jaliya Community Platforms, Inc. or its licensors. You may share links to our pages ' +
        'and quote short passages with a link to the source. You may not copy the Service, its listings ' +
        'or its design for another product.</p>' +
        '<h2>8. Third-party services and links</h2>' +
        '<p>The Service may contain links to other websites and uses some third-party services, such as ' +
        'an optional live chat, an embedded video and a map, as described in the Privacy Policy. We are ' +
        'not responsible for the content or practices of other websites.</p>' +
        '<h2>9. Disclaimers</h2>' +
        '<p>The Service is provided "as is" and "as available". Articles, guides and answers on the ' +
        'Service are general information, not legal, tax, immigration, medical or financial advice; ' +
        'please consult a qualified professional about your situation. To the fullest extent permitted by ' +
        'law, Jaliya disclaims all warranties, express or implied, including warranties of ' +
        'merchantability, fitness for a particular purpose and non-infringement, and does not promise ' +
        'that the Service will be uninterrupted or free of errors.</p>' +
        '<h2>10. Limitation of liability</h2>' +
        '<p>To the fullest extent permitted by law, Jaliya and its directors, staff and volunteers will ' +
        'not be liable for any indirect, incidental, special, consequential or punitive damages, or for ' +
        'any loss of profits, data or goodwill, arising from your use of the Service or from dealings ' +
        'with other users. Our total liability for any claim relating to the Service is limited to one ' +
        'hundred US dollars (USD 100). Some jurisdictions do not allow these limitations, in which case ' +
        'they apply only as far as the law allows.</p>' +
        '<h2>11. Indemnity</h2>' +
        '<p>You agree to compensate and hold harmless Jaliya Community Platforms, Inc. from claims, ' +
        'losses and reasonable legal costs arising from content you post, from your dealings with other ' +
        'users or from your breach of these Terms.</p>' +
        '<h2>12. Ending your use of the Service</h2>' +
        '<p>You may stop using the Service and delete your account at any time. We may suspend or end ' +
        'your access, with or without notice, if you break these Terms, if the law requires it or to ' +
        'protect other users. Sections 3 (the licence for content kept under the Privacy Policy), 6, 7, ' +
        '9, 10, 11 and 13 continue to apply after your account ends.</p>' +
        '<h2>13. Governing law and disputes</h2>' +
        '<p>These Terms are governed by the laws of the State of Georgia, United States of America, ' +
        'without regard to its conflict-of-law rules. Any dispute that cannot be settled informally will ' +
        'be brought in the state or federal courts located in the State of Georgia, and you and Jaliya ' +
        'agree to their jurisdiction. Before starting any claim, please write to us so that we can try to ' +
        'resolve the matter together.</p>' +
        '<h2>14. Changes and languages</h2>' +
        '<p>We may update these Terms as the Service changes. We will change the date at the top of the ' +
        'page and, for significant changes, give notice on the Service or by e-mail before they take ' +
        'effect. Continuing to use the Service afterwards means you accept the updated Terms. These Terms ' +
        'are published in English and Arabic; if the two versions differ, the English version ' +
        'prevails.</p>' +
        '<h2>15. Contact</h2>' +
        '<p>Jaliya Community Platforms, Inc.<br>3896 Church Street, Suite 204, Clarkston, GA ' +
        '30021<br>E-mail: <a href="mailto:hello@jaliya.us">hello@jaliya.us</a><br>Phone: +1 404 555 ' +
        '0134</p>',
      ar:
        '<p>تنظّم هذه الشروط والأحكام («الشروط») استخدامك لموقع جالية جورجيا والخدمات المقدمة من خلاله ' +
        '(ويُشار إليها معًا بـ«الخدمة»). تقدّم الخدمةَ شركة Jaliya Community Platforms, Inc.، وهي شركة ' +
        'مسجلة في ولاية جورجيا («جالية» أو «نحن»). بتصفحك الخدمة أو إنشائك حسابًا أو نشرك أي محتوى، فإنك ' +
        'توافق على هذه الشروط وعلى سياسة الخصوصية. وإن لم توافق عليها فنرجو ألا تستخدم الخدمة. وتخضع ' +
        'تطبيقاتنا للهواتف كذلك لاتفاقية ترخيص المستخدم النهائي.</p>' +
        '<h2>1. من يحق له استخدام جالية</h2>' +
        '<p>يحق لأي شخص تصفح الخدمة دون حساب. أما إنشاء حساب فيشترط ألا يقل عمرك عن 13 عامًا، وإن كنت دون ' +
        '18 عامًا فتحتاج إلى إذن أحد والديك أو وليّ أمرك. وعليك تقديم معلومات صحيحة عند التسجيل والحرص ' +
        'على تحديثها.</p>' +
        '<h2>2. حسابك</h2>' +
        '<ul><li>حسابك شخصي، فلا تشاركه مع غيرك، ولا تنشئ حسابات لأشخاص آخرين دون إذنهم.</li>' +
        '<li>اختر كلمة مرور لا تقل عن 8 أحرف ولا تستخدمها في مكان آخر، واحتفظ بها سرًّا. لن نطلب منك ' +
        'أبدًا كلمة مرورك أو أي رمز مؤقت.</li>' +
        '<li>أنت مسؤول عما يجري عبر حسابك. أبلغنا فورًا على ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> إن ظننت أن أحدًا غيرك استخدمه.</li>' +
        '<li>يمكنك حذف حسابك في أي وقت من ملفك الشخصي. ولا يمكن التراجع عن الحذف، وتُزال معه إعلاناتك من ' +
        'الخدمة.</li></ul>' +
        '<h2>3. نشر المحتوى</h2>' +
        '<p>يمكن للمستخدمين المسجلين نشر ملفات تجارية ووظائف وإعلانات إيجار ومنتجات في السوق، والنشر باسم ' +
        'شركة أو كأفراد أو دون ذكر الاسم حيث يتيح النموذج ذلك. وعند النشر:</p>' +
        '<ul>' +
        '<li>يجب أن يكون كل ما تكتبه صحيحًا وحديثًا ومن حقك مشاركته، وأن تصف الأسعار والعناوين وساعات ' +
        'العمل والصور النشاط أو الوظيفة أو المسكن أو السلعة الحقيقية.</li>' +
        '<li>إن نشرت باسم شركة فأنت تؤكد أنك مخوّل بتمثيلها.</li>' +
        '<li>الإعلان المجهول يُخفي اسمك عن الجمهور لا عنا، ويبقى مرتبطًا بحسابك وخاضعًا لهذه الشروط.</li>' +
        '<li>تظل ملكية المحتوى لك، وتمنح جالية ترخيصًا غير حصري ومجانيًا وعالميًا لاستضافته وتخزينه ' +
        'وتغيير مقاسه وإعادة ترميزه وعرضه ومشاركته على الخدمة وفي تطبيقاتنا ونشرتنا البريدية طوال مدة ' +
        'نشره، والاحتفاظ بنسخ منه للمدد المبيّنة في سياسة الخصوصية.</li>' +
        '<li>أنت مسؤول عن امتلاك حق نشر الصور والنصوص التي ترفعها، بما في ذلك موافقة أي شخص يمكن التعرف ' +
        'عليه في الصورة.</li></ul>' +
        '<h2>4. المراجعة والإشراف</h2>' +
        '<p>يراجع المشرفون الإعلانات قبل نشرها، ويظهر الإعلان الجديد بحالة «بانتظار الموافقة» إلى أن تتم ' +
        'مراجعته. ويجوز لنا نشره، أو رفضه مع بيان السبب، أو أن نطلب منك تصحيحه، أو حذفه لاحقًا إذا خالف ' +
        'هذه الشروط أو تلقينا بلاغًا له ما يسوّغه. وتنتهي صلاحية الإعلانات المنشورة بعد مدة حتى تبقى ' +
        'القوائم محدّثة، ويمكنك تجديدها، أو تحديدها على أنها بيعت أو أُجّرت أو شُغلت، أو حذفها. وتعني ' +
        'شارة «موثّق» على الملف التجاري أن فريقنا تحقق من بعض بياناته، ولا تعني تزكية له أو ضمانًا ' +
        'لجودته. ويجوز لنا تعليق الحسابات التي تخالف هذه الشروط مرارًا أو إغلاقها.</p>' +
        '<h2>5. ما لا يُسمح به</h2>' +
        '<p>لا يجوز لك استخدام الخدمة لنشر أي مما يلي أو عرضه أو القيام به:</p>' +
        '<ul>' +
        '<li>كل ما يخالف القانون، كالسلع المسروقة أو المقلّدة، والمخدرات الممنوعة، والخدمات التي تتطلب ' +
        'ترخيصًا لا تحمله؛</li>' +
        '<li>سلع لا نقبلها حتى لو كانت مشروعة: الأسلحة، والكحول، ومنتجات التبغ والتدخين الإلكتروني، ' +
        'والأدوية؛</li>' +
        '<li>الاحتيال بأشكاله، كالإعلانات الوهمية، وطلب رسوم مقدمة، والتسويق الهرمي، وطلب الدفع ببطاقات ' +
        'الهدايا أو الحوالات قبل معاينة المسكن أو إجراء المقابلة؛</li>' +
        '<li>إعلانات وظائف تفرض على المتقدمين رسومًا للتقديم أو التدريب أو التوظيف، أو تخفي طبيعة العمل ' +
        'الحقيقية؛</li>' +
        '<li>إعلانات سكن أو وظائف تميّز على نحو مخالف للقانون على أساس العرق أو اللون أو الدين أو الجنس ' +
        'أو الأصل القومي أو الإعاقة أو الوضع العائلي أو السن أو أي صفة أخرى يحميها القانون؛</li>' +
        '<li>خطاب الكراهية، والتحرش، والتهديد، والمحتوى الجنسي، وأي محتوى يستغل الأطفال؛</li>' +
        '<li>نشر المعلومات الشخصية للآخرين دون موافقتهم، أو انتحال صفة شخص آخر أو نشاط تجاري آخر؛</li>' +
        '<li>الرسائل المزعجة، والإعلانات المكررة، والتصنيفات المضللة، والروابط إلى مواقع ضارة؛</li>' +
        '<li>محاولة تعطيل الخدمة أو إثقالها أو الالتفاف على وسائل حمايتها، بما في ذلك الجمع الآلي ' +
        'للبيانات، وتجاوز حدود الطلبات، والدخول إلى حسابات المستخدمين الآخرين.</li></ul>' +
        '<h2>6. التعامل بين المستخدمين</h2>' +
        '<p>جالية دليل ولوحة إعلانات، ولسنا طرفًا في أي عقد بيع أو إيجار أو عمل أو خدمة يُبرم بين ' +
        'المستخدمين، ولسنا صاحب عمل أو مالك عقار أو وسيطًا أو وكيلًا. ولا نتحقق من كل ادعاء في كل إعلان، ' +
        'ولا نضمن جودة السلع أو المساكن أو الوظائف أو الخدمات المعروضة أو سلامتها أو قانونيتها. التقِ ' +
        'بالآخرين في أماكن عامة، وعاين المسكن بنفسك قبل دفع أي مبلغ، ولا ترسل مالًا لشخص لم تقابله، ' +
        'وأبلغنا عن الإعلانات المريبة. والنزاعات بين المستخدمين شأن أطرافها، وإن كنا سننظر في أي بلاغ عن ' +
        'إعلان يخالف هذه الشروط.</p>' +
        '<h2>7. محتوانا وعلاماتنا التجارية</h2>' +
        '<p>اسم جالية وشعاراتنا وتصميم الخدمة ومقالات المدونة ودليل المستخدم مملوكة لشركة Jaliya ' +
        'Community Platforms, Inc. أو للجهات التي منحتها الترخيص. يمكنك مشاركة روابط صفحاتنا واقتباس ' +
        'مقاطع قصيرة مع رابط إلى المصدر، ولا يجوز لك نسخ الخدمة أو إعلاناتها أو تصميمها لاستخدامها في ' +
        'منتج آخر.</p>' +
        '<h2>8. الخدمات والروابط الخارجية</h2>' +
        '<p>قد تحتوي الخدمة على روابط إلى مواقع أخرى، وتستخدم بعض الخدمات الخارجية، مثل المحادثة المباشرة ' +
        'الاختيارية والفيديو المضمّن والخريطة، على النحو المبيّن في سياسة الخصوصية. ولسنا مسؤولين عن ' +
        'محتوى المواقع الأخرى أو ممارساتها.</p>' +
        '<h2>9. إخلاء المسؤولية</h2>' +
        '<p>تُقدَّم الخدمة «كما هي» و«حسب توفرها». والمقالات والأدلة والإجابات المنشورة فيها معلومات ' +
        'عامة، وليست استشارة قانونية أو ضريبية أو في شؤون الهجرة أو طبية أو مالية، فاستشر مختصًا مؤهلًا ' +
        'في حالتك. وإلى أقصى حد يسمح به القانون، تخلي جالية مسؤوليتها عن جميع الضمانات الصريحة أو ' +
        'الضمنية، ومنها ضمانات القابلية للتسويق والملاءمة لغرض معين وعدم التعدي، ولا تتعهد بأن تعمل ' +
        'الخدمة دون انقطاع أو أخطاء.</p>' +
        '<h2>10. حدود المسؤولية</h2>' +
        '<p>إلى أقصى حد يسمح به القانون، لا تتحمل جالية ولا مديروها أو موظفوها أو متطوعوها المسؤولية عن ' +
        'أي أضرار غير مباشرة أو عرضية أو خاصة أو تبعية أو عقابية، أو عن أي خسارة في الأرباح أو البيانات ' +
        'أو السمعة، تنشأ عن استخدامك الخدمة أو عن تعاملك مع مستخدمين آخرين. وتقتصر مسؤوليتنا الإجمالية عن ' +
        'أي مطالبة تتعلق بالخدمة على مئة دولار أمريكي. وإذا كانت بعض الولايات القضائية لا تجيز هذه ' +
        'القيود، فإنها تسري بالقدر الذي يسمح به القانون فقط.</p>' +
        '<h2>11. التعويض</h2>' +
        '<p>توافق على تعويض شركة Jaliya Community Platforms, Inc. ودفع الضرر عنها في مواجهة المطالبات ' +
        'والخسائر وأتعاب المحاماة المعقولة الناشئة عن المحتوى الذي تنشره، أو عن تعاملك مع مستخدمين آخرين، ' +
        'أو عن مخالفتك هذه الشروط.</p>' +
        '<h2>12. إنهاء استخدامك للخدمة</h2>' +
        '<p>يمكنك التوقف عن استخدام الخدمة وحذف حسابك في أي وقت. ويجوز لنا تعليق وصولك أو إنهاؤه، بإشعار ' +
        'أو دونه، إذا خالفت هذه الشروط، أو إذا اقتضى القانون ذلك، أو لحماية المستخدمين الآخرين. ويستمر ' +
        'سريان البنود 3 (فيما يخص ترخيص المحتوى المحفوظ وفق سياسة الخصوصية) و6 و7 و9 و10 و11 و13 بعد ' +
        'انتهاء حسابك.</p>' +
        '<h2>13. القانون الواجب التطبيق وتسوية النزاعات</h2>' +
        '<p>تخضع هذه الشروط لقوانين ولاية جورجيا في الولايات المتحدة الأمريكية، دون اعتبار لقواعد تنازع ' +
        'القوانين فيها. وأي نزاع يتعذر حله وديًا يُرفع أمام محاكم الولاية أو المحاكم الفيدرالية الواقعة ' +
        'في ولاية جورجيا، وتقبل أنت وجالية اختصاصها. ونرجو قبل رفع أي مطالبة أن تراسلنا لنحاول حل المسألة ' +
        'معًا.</p>' +
        '<h2>14. التعديلات واللغات</h2>' +
        '<p>قد نحدّث هذه الشروط مع تطور الخدمة، وسنغيّر التاريخ المذكور في أعلى الصفحة، ونعلن عن ' +
        'التعديلات الجوهرية على الخدمة أو عبر البريد الإلكتروني قبل سريانها. ويعني استمرارك في استخدام ' +
        'الخدمة بعد ذلك قبولك الشروط المحدّثة. وهذه الشروط منشورة بالإنجليزية والعربية، وعند أي اختلاف ' +
        'بين النسختين تُعتمد النسخة الإنجليزية.</p>' +
        '<h2>15. التواصل</h2>' +
        '<p>Jaliya Community Platforms, Inc.<br>3896 تشيرتش ستريت، جناح 204، كلاركستون، جورجيا ' +
        '30021<br>البريد الإلكتروني: <a href="mailto:hello@jaliya.us">hello@jaliya.us</a><br>الهاتف: +1 ' +
        '404 555 0134</p>',
    },
  },
  eula: {
    title: { en: 'End User License Agreement', ar: 'اتفاقية ترخيص المستخدم النهائي' },
    summary: {
      en:
        'The licence under which you may install and use the Jaliya Georgia mobile apps, and the ' +
        'conditions that come with it.',
      ar: 'الترخيص الذي يتيح لك تثبيت تطبيقات جالية جورجيا للهواتف واستخدامها، والشروط المرتبطة به.',
    },
    body: {
      en:
        '<p>This End User License Agreement ("Agreement") is a contract between you and Jaliya Community ' +
        'Platforms, Inc., a Georgia company ("Jaliya", "we", "us"), for the Jaliya Georgia mobile ' +
        'applications and their updates (the "App"). By downloading, installing or using the App, you ' +
        'accept this Agreement. If you do not accept it, do not install or use the App. Your use of the ' +
        'services reached through the App, such as your account, posts and messages, is also governed by ' +
        'our Terms and Conditions and our Privacy Policy, which form part of this Agreement.</p>' +
        '<h2>1. Licence</h2>' +
        '<p>Jaliya grants you a personal, limited, non-exclusive, non-transferable and revocable licence ' +
        'to install and use the App on devices that you own or control, for your own personal or business ' +
        'use of the Jaliya service, in accordance with this Agreement and the rules of the app store from ' +
        'which you obtained it.</p>' +
        '<h2>2. Restrictions</h2>' +
        '<p>Unless the law expressly allows it, you must not:</p>' +
        '<ul><li>copy, modify, translate or create derivative works of the App;</li>' +
        '<li>decompile, disassemble or reverse engineer the App, or try to extract its source code;</li>' +
        '<li>rent, lease, sell, sublicense or otherwise transfer the App to anyone else;</li>' +
        '<li>remove or change any copyright, trademark or other notices in the App;</li>' +
        '<li>use the App to break the Terms and Conditions, to collect data about other users, or to ' +
        'interfere with the security or operation of the service.</li></ul>' +
        '<h2>3. Your account and sign-in</h2>' +
        '<p>You can browse in the App without an account. When you log in, the App receives a sign-in ' +
        'token, which it keeps on your device so that you stay signed in; the website uses a secure ' +
        'cookie for the same purpose. Keep your device locked and log out on shared devices. Logging out, ' +
        'changing your password or deleting your account ends the sessions concerned. You can delete your ' +
        'account in the App or on the website; deletion cannot be undone.</p>' +
        '<h2>4. Permissions and data</h2>' +
        '<p>The App may ask for permissions that it needs for a feature you choose to use, for example ' +
        'access to your photos when you add pictures to a post. You can refuse or withdraw permissions in ' +
        'your device settings; some features may then not work. Photos you upload are re-encoded and ' +
        'their metadata, including GPS location, is removed. How we collect, use and keep personal ' +
        'information is explained in the Privacy Policy.</p>' +
        '<h2>5. Updates and availability</h2>' +
        '<p>We may release updates that fix problems, improve security or change features, and some ' +
        'updates may be required to keep using the App. We may change, suspend or stop the App or any ' +
        'part of it at any time. We have no obligation to provide maintenance or support beyond what we ' +
        'choose to offer through <a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>' +
        '<h2>6. Ownership</h2>' +
        '<p>The App is licensed, not sold. Jaliya Community Platforms, Inc. and its licensors keep all ' +
        'rights, title and interest in the App, including its code, design, names and logos. Content that ' +
        'you post remains yours as set out in the Terms and Conditions. Some parts of the App may include ' +
        'open-source software provided under its own licence terms, which apply to those parts.</p>' +
        '<h2>7. App stores</h2>' +
        '<p>If you obtained the App from the Apple App Store or Google Play, you acknowledge that this ' +
        'Agreement is between you and Jaliya only, not with Apple Inc. or Google LLC, and that Jaliya, ' +
        'not the app store, is responsible for the App and its content. The app store has no obligation ' +
        'to provide maintenance or support for the App. If the App fails to conform to any applicable ' +
        'warranty, you may notify the app store, which may refund the purchase price, if any; to the ' +
        'fullest extent permitted by law, the app store has no other warranty obligation. Jaliya, not the ' +
        'app store, is responsible for addressing any claims relating to the App, including product ' +
        'liability claims, claims that the App fails to meet legal or regulatory requirements, consumer ' +
        "protection claims and claims that the App infringes someone's intellectual property rights. The " +
        'app store and its subsidiaries are third-party beneficiaries of this Agreement and may enforce ' +
        'it against you. You confirm that you are not located in a country subject to a United States ' +
        'government embargo and are not on any United States government list of prohibited or restricted ' +
        'parties.</p>' +
        '<h2>8. Disclaimer of warranties</h2>' +
        '<p>The App is provided "as is" and "as available", without warranties of any kind, to the ' +
        'fullest extent permitted by law. We do not promise that the App will be free of errors, that it ' +
        'will work on every device or that it will always be available. Information in the App, including ' +
        'listings posted by other users, is provided by those users and is not checked in every ' +
        'detail.</p>' +
        '<h2>9. Limitation of liability</h2>' +
        '<p>To the fullest extent permitted by law, Jaliya will not be liable for any indirect, ' +
        'incidental, special, consequential or punitive damages, or for any loss of data, profits or ' +
        'goodwill, arising from the use of or inability to use the App. Our total liability under this ' +
        'Agreement is limited to the amount you paid for the App, if any, or fifty US dollars (USD 50), ' +
        'whichever is greater.</p>' +
        '<h2>10. Termination</h2>' +
        '<p>This licence lasts until it is ended by you or by us. You may end it at any time by deleting ' +
        'the App from your devices. It ends automatically if you break this Agreement. When it ends, you ' +
        'must stop using the App and delete it. Sections 6, 8, 9 and 11 continue to apply after ' +
        'termination.</p>' +
        '<h2>11. Governing law</h2>' +
        '<p>This Agreement is governed by the laws of the State of Georgia, United States of America, ' +
        'without regard to its conflict-of-law rules. Disputes will be brought in the state or federal ' +
        'courts located in the State of Georgia. If any part of this Agreement cannot be enforced, the ' +
        'rest remains in effect. This Agreement is published in English and Arabic; if the two versions ' +
        'differ, the English version prevails.</p>' +
        '<h2>12. Contact</h2>' +
        '<p>Questions about this Agreement? Write to Jaliya Community Platforms, Inc., 3896 Church ' +
        'Street, Suite 204, Clarkston, GA 30021, or e-mail ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>',
      ar:
        '<p>اتفاقية ترخيص المستخدم النهائي هذه («الاتفاقية») عقد بينك وبين شركة Jaliya Community ' +
        'Platforms, Inc.، وهي شركة مسجلة في ولاية جورجيا («جالية» أو «نحن»)، بشأن تطبيقات جالية جورجيا ' +
        'للهواتف وتحديثاتها («التطبيق»). بتنزيلك التطبيق أو تثبيته أو استخدامه فإنك تقبل هذه الاتفاقية، ' +
        'وإن لم تقبلها فلا تثبّت التطبيق ولا تستخدمه. ويخضع استخدامك للخدمات التي تصل إليها عبر التطبيق، ' +
        'مثل حسابك وإعلاناتك ورسائلك، للشروط والأحكام وسياسة الخصوصية أيضًا، وهما جزء من هذه ' +
        'الاتفاقية.</p>' +
        '<h2>1. الترخيص</h2>' +
        '<p>تمنحك جالية ترخيصًا شخصيًا ومحدودًا وغير حصري وغير قابل للتحويل وقابلًا للإلغاء لتثبيت ' +
        'التطبيق واستخدامه على أجهزة تملكها أو تتحكم فيها، لاستخدامك الشخصي أو التجاري لخدمة جالية، وفقًا ' +
        'لهذه الاتفاقية وقواعد متجر التطبيقات الذي حصلت منه عليه.</p>' +
        '<h2>2. القيود</h2>' +
        '<p>ما لم يُجز القانون ذلك صراحةً، لا يجوز لك:</p>' +
        '<ul><li>نسخ التطبيق أو تعديله أو ترجمته أو إنشاء أعمال مشتقة منه؛</li>' +
        '<li>تفكيك التطبيق أو إجراء هندسة عكسية له أو محاولة استخراج شفرته المصدرية؛</li>' +
        '<li>تأجير التطبيق أو بيعه أو منح تراخيص من الباطن له أو نقله إلى غيرك بأي صورة؛</li>' +
        '<li>إزالة أي إشعار بحقوق النشر أو العلامات التجارية أو غيرها في التطبيق أو تغييره؛</li>' +
        '<li>استخدام التطبيق لمخالفة الشروط والأحكام، أو لجمع بيانات عن المستخدمين الآخرين، أو للإضرار ' +
        'بأمان الخدمة أو بعملها.</li></ul>' +
        '<h2>3. حسابك وتسجيل الدخول</h2>' +
        '<p>يمكنك التصفح في التطبيق دون حساب. وعند تسجيل الدخول يتلقى التطبيق رمز دخول يحفظه على جهازك ' +
        'لتبقى مسجلًا، بينما يستخدم الموقع الإلكتروني لهذا الغرض ملف تعريف ارتباط آمنًا. أبقِ جهازك ' +
        'مقفلًا، وسجّل الخروج على الأجهزة المشتركة. ويؤدي تسجيل الخروج أو تغيير كلمة المرور أو حذف الحساب ' +
        'إلى إنهاء الجلسات المعنية. ويمكنك حذف حسابك من التطبيق أو من الموقع، ولا يمكن التراجع عن ' +
        'الحذف.</p>' +
        '<h2>4. الأذونات والبيانات</h2>' +
        '<p>قد يطلب التطبيق أذونات تحتاجها ميزة تختار استخدامها، كالوصول إلى صورك عند إضافة صور إلى ' +
        'إعلان. ويمكنك رفض الأذونات أو سحبها من إعدادات جهازك، وقد لا تعمل بعض الميزات عندئذ. ونعيد ترميز ' +
        'الصور التي ترفعها ونزيل بياناتها الوصفية، ومنها الموقع الجغرافي (GPS). وتشرح سياسة الخصوصية كيف ' +
        'نجمع المعلومات الشخصية ونستخدمها ونحتفظ بها.</p>' +
        '<h2>5. التحديثات والتوفر</h2>' +
        '<p>قد نصدر تحديثات تصلح المشكلات أو تعزز الأمان أو تغيّر الميزات، وقد يلزم تثبيت بعضها لمواصلة ' +
        'استخدام التطبيق. ويجوز لنا تغيير التطبيق أو أي جزء منه أو تعليقه أو إيقافه في أي وقت. ولسنا ' +
        'ملزمين بتقديم صيانة أو دعم يتجاوز ما نختار تقديمه عبر ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>' +
        '<h2>6. الملكية</h2>' +
        '<p>التطبيق مرخّص لك وليس مبيعًا. وتحتفظ شركة Jaliya Community Platforms, Inc. والجهات المرخِّصة ' +
        'لها بجميع الحقوق في التطبيق، ومنها شفرته وتصميمه وأسماؤه وشعاراته. أما المحتوى الذي تنشره فيبقى ' +
        'ملكك على النحو المبيّن في الشروط والأحكام. وقد تتضمن بعض أجزاء التطبيق برمجيات مفتوحة المصدر ' +
        'تخضع لشروط تراخيصها الخاصة.</p>' +
        '<h2>7. متاجر التطبيقات</h2>' +
        '<p>إذا حصلت على التطبيق من متجر App Store التابع لشركة Apple أو من Google Play، فإنك تقر بأن هذه ' +
        'الاتفاقية مبرمة بينك وبين جالية وحدها، لا مع شركة Apple Inc. أو Google LLC، وأن جالية، لا متجر ' +
        'التطبيقات، هي المسؤولة عن التطبيق ومحتواه. ولا يلتزم متجر التطبيقات بتقديم أي صيانة أو دعم ' +
        'للتطبيق. وإذا لم يطابق التطبيق أي ضمان سارٍ، فيمكنك إبلاغ متجر التطبيقات الذي قد يرد إليك ثمن ' +
        'الشراء إن وُجد، ولا يتحمل المتجر أي التزام آخر بالضمان إلى أقصى حد يسمح به القانون. وجالية، لا ' +
        'متجر التطبيقات، هي المسؤولة عن معالجة أي مطالبات تتعلق بالتطبيق، ومنها مطالبات المسؤولية عن ' +
        'المنتج، والمطالبات بعدم استيفائه المتطلبات القانونية أو التنظيمية، ومطالبات حماية المستهلك، ' +
        'والمطالبات بتعديه على حقوق الملكية الفكرية للغير. ومتجر التطبيقات وشركاته التابعة مستفيدون من ' +
        'هذه الاتفاقية بصفتهم أطرافًا ثالثة، ويحق لهم إنفاذها في مواجهتك. وتؤكد أنك لا تقيم في بلد يخضع ' +
        'لحظر تفرضه حكومة الولايات المتحدة، وأنك غير مدرج في أي قائمة حكومية أمريكية للأطراف المحظورة أو ' +
        'المقيّدة.</p>' +
        '<h2>8. إخلاء المسؤولية عن الضمانات</h2>' +
        '<p>يُقدَّم التطبيق «كما هو» و«حسب توفره» دون أي ضمانات، إلى أقصى حد يسمح به القانون. ولا نتعهد ' +
        'بأن يخلو التطبيق من الأخطاء، أو أن يعمل على كل جهاز، أو أن يكون متاحًا دائمًا. والمعلومات ' +
        'الواردة في التطبيق، ومنها الإعلانات التي ينشرها مستخدمون آخرون، يقدمها أولئك المستخدمون ولا يجري ' +
        'التحقق من كل تفاصيلها.</p>' +
        '<h2>9. حدود المسؤولية</h2>' +
        '<p>إلى أقصى حد يسمح به القانون، لا تتحمل جالية المسؤولية عن أي أضرار غير مباشرة أو عرضية أو خاصة ' +
        'أو تبعية أو عقابية، أو عن أي خسارة في البيانات أو الأرباح أو السمعة، تنشأ عن استخدام التطبيق أو ' +
        'تعذّر استخدامه. وتقتصر مسؤوليتنا الإجمالية بموجب هذه الاتفاقية على المبلغ الذي دفعته ثمنًا ' +
        'للتطبيق إن وُجد، أو خمسين دولارًا أمريكيًا، أيهما أكبر.</p>' +
        '<h2>10. الإنهاء</h2>' +
        '<p>يسري هذا الترخيص إلى أن تنهيه أنت أو ننهيه نحن. ويمكنك إنهاؤه في أي وقت بحذف التطبيق من ' +
        'أجهزتك، وينتهي تلقائيًا إذا خالفت هذه الاتفاقية. وعند انتهائه يجب أن تتوقف عن استخدام التطبيق ' +
        'وتحذفه. ويستمر سريان البنود 6 و8 و9 و11 بعد الإنهاء.</p>' +
        '<h2>11. القانون الواجب التطبيق</h2>' +
        '<p>تخضع هذه الاتفاقية لقوانين ولاية جورجيا في الولايات المتحدة الأمريكية، دون اعتبار لقواعد ' +
        'تنازع القوانين فيها، وتُرفع النزاعات أمام محاكم الولاية أو المحاكم الفيدرالية الواقعة في ولاية ' +
        'جورجيا. وإذا تعذّر إنفاذ أي جزء من هذه الاتفاقية يبقى سائرها نافذًا. وهذه الاتفاقية منشورة ' +
        'بالإنجليزية والعربية، وعند أي اختلاف بين النسختين تُعتمد النسخة الإنجليزية.</p>' +
        '<h2>12. التواصل</h2>' +
        '<p>لديك سؤال عن هذه الاتفاقية؟ راسل شركة Jaliya Community Platforms, Inc. على العنوان: 3896 ' +
        'تشيرتش ستريت، جناح 204، كلاركستون، جورجيا 30021، أو عبر البريد الإلكتروني ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>.</p>',
    },
  },
};

/** Ten blog posts, newest first. */
export const BLOG_POSTS: BlogPostContent[] = [
  {
    slug: 'how-jaliya-reviews-listings',
    title: {
      en: 'Behind the scenes: how Jaliya reviews every listing',
      ar: 'خلف الكواليس: كيف نراجع كل إعلان في جالية',
    },
    excerpt: {
      en:
        'Every business, job, rental and marketplace post is read by a moderator before it goes live. ' +
        'Here is what we check, why posts get rejected and how you can help.',
      ar:
        'يقرأ أحد المشرفين كل نشاط تجاري ووظيفة وإعلان إيجار أو بيع قبل نشره. إليك ما نتحقق منه، ولماذا ' +
        'تُرفض بعض الإعلانات، وكيف يمكنك المساعدة.',
    },
    body: {
      en:
        '<p>Every week, dozens of new businesses, jobs, rentals and marketplace items are submitted to ' +
        'Jaliya. None of them appears on the site until a member of our moderation team has read it. ' +
        'Readers often ask what happens in between, so here is an honest look behind the scenes.</p>' +
        '<h2>From "waiting for approval" to "published"</h2>' +
        '<p>When you submit a post, it appears in your account with the status <strong>waiting for ' +
        'approval</strong>. A moderator opens it, usually within one or two working days, and checks it ' +
        'against a short list:</p>' +
        '<ul>' +
        '<li>Is it in the right category and city? A bakery belongs under Bakeries &amp; Sweets, not ' +
        'Restaurants, and a room in Decatur should not be listed in Savannah.</li>' +
        '<li>Are the photos real and appropriate? We look for pictures of the actual home, item or shop, ' +
        'not images copied from elsewhere.</li>' +
        '<li>Do the contact details look genuine? A working phone number or e-mail address is a must.</li>' +
        '<li>Is the price realistic? A three-bedroom house in Alpharetta for a few hundred dollars a ' +
        'month is a classic warning sign.</li>' +
        '<li>Does it follow our rules? No prohibited items, no fees charged to job seekers, no ' +
        'discrimination and no misleading claims.</li></ul>' +
        '<p>If everything is in order, the post becomes <strong>published</strong> and visible to ' +
        'everyone, including guests who browse without an account.</p>' +
        '<h2>When a post is rejected</h2>' +
        '<p>Sometimes we cannot accept a post. When that happens, you will see the reason in your ' +
        'account, written in plain words: "Please add photos of the apartment itself", for example, or ' +
        '"Job posts cannot ask applicants to pay a training fee". Most problems are easy to fix, and you ' +
        'can correct the post and submit it again.</p>' +
        '<p>A rejection is never personal. The same rules apply to a large company and to a family ' +
        'selling a stroller, and the same moderators read posts in Arabic and in English.</p>' +
        '<h2>Business profiles and the verified badge</h2>' +
        '<p>Business profiles get a closer look, because families rely on them when they choose a doctor, ' +
        'a lawyer or a mechanic. We check that the name, address and map location match, that the working ' +
        'hours make sense, and that the three to six main photos show the real place. Businesses whose ' +
        'details our team has confirmed display a <strong>verified badge</strong>. The badge tells you ' +
        'that the business is real and reachable. It is not a review of the quality of its work, so keep ' +
        'asking friends and neighbours about their experience too.</p>' +
        '<h2>Keeping the site fresh and safe</h2>' +
        '<p>Published posts expire after a while, so you will not call about a room that was rented in ' +
        'the spring. You can renew a post before it expires, and when the job is filled, the home is ' +
        'rented or the item is sold, you can mark it as such or delete it. Anonymous posts follow the ' +
        'same rules: your name is hidden from the public, but our moderators can still see who posted, ' +
        'which discourages abuse.</p>' +
        '<p>Moderators are human, and some problems only show up after a post goes live. If something ' +
        'looks wrong, such as a phone number that never answers, a landlord who asks for money before a ' +
        'viewing or a business that has closed, tell us through the contact page or at ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. We read every report, and together we keep ' +
        'Jaliya a place where the community can trust what it finds.</p>',
      ar:
        '<p>تصل إلى جالية كل أسبوع عشرات الأعمال والوظائف وإعلانات الإيجار والمنتجات الجديدة، ولا يظهر أي ' +
        'منها على الموقع قبل أن يقرأه أحد أعضاء فريق المراجعة. وكثيرًا ما يسألنا القراء عما يجري بين ' +
        'الإرسال والنشر، فإليكم نظرة صادقة إلى ما وراء الكواليس.</p>' +
        '<h2>من «بانتظار الموافقة» إلى «منشور»</h2>' +
        '<p>عندما ترسل إعلانًا يظهر في حسابك بحالة <strong>بانتظار الموافقة</strong>. ثم يفتحه أحد ' +
        'المشرفين، عادةً خلال يوم أو يومَي عمل، ويراجعه وفق قائمة قصيرة:</p>' +
        '<ul>' +
        '<li>هل هو في الفئة والمدينة الصحيحتين؟ فالمخبز مكانه في «مخابز وحلويات» لا في «مطاعم»، والغرفة ' +
        'المعروضة في ديكاتور لا ينبغي أن تظهر في سافانا.</li>' +
        '<li>هل الصور حقيقية ولائقة؟ نبحث عن صور المسكن أو السلعة أو المتجر نفسه، لا عن صور منقولة من ' +
        'مكان آخر.</li><li>هل تبدو بيانات التواصل صحيحة؟ لا بد من رقم هاتف أو بريد إلكتروني يعمل.</li>' +
        '<li>هل السعر منطقي؟ بيت من ثلاث غرف نوم في ألفاريتا مقابل بضع مئات من الدولارات شهريًا علامة ' +
        'تحذير معروفة.</li>' +
        '<li>هل يلتزم بقواعدنا؟ لا سلع محظورة، ولا رسوم تُفرض على الباحثين عن عمل، ولا تمييز، ولا ادعاءات ' +
        'مضللة.</li></ul>' +
        '<p>إذا كان كل شيء سليمًا يصبح الإعلان <strong>منشورًا</strong> ويراه الجميع، بمن فيهم الزوار ' +
        'الذين يتصفحون دون حساب.</p>' +
        '<h2>عندما يُرفض إعلان</h2>' +
        '<p>أحيانًا لا نستطيع قبول إعلان ما، وعندها ترى السبب في حسابك مكتوبًا بكلمات واضحة، مثل: «يُرجى ' +
        'إضافة صور للشقة نفسها»، أو: «لا يجوز أن تطلب إعلانات الوظائف من المتقدمين دفع رسوم تدريب». ومعظم ' +
        'المشكلات سهلة الحل، ويمكنك تصحيح الإعلان وإرساله من جديد.</p>' +
        '<p>الرفض ليس أمرًا شخصيًا أبدًا، فالقواعد نفسها تسري على الشركة الكبيرة وعلى العائلة التي تبيع ' +
        'عربة أطفال، والمشرفون أنفسهم يقرؤون الإعلانات بالعربية والإنجليزية.</p>' +
        '<h2>الملفات التجارية وشارة التوثيق</h2>' +
        '<p>نمنح الملفات التجارية اهتمامًا أكبر، لأن العائلات تعتمد عليها في اختيار طبيب أو محامٍ أو ' +
        'ميكانيكي. فنتأكد من تطابق الاسم والعنوان والموقع على الخريطة، ومن منطقية ساعات العمل، ومن أن ' +
        'الصور الرئيسية، وعددها بين ثلاث وست، تُظهر المكان الحقيقي. وتحمل الأعمال التي تحقق فريقنا من ' +
        'بياناتها <strong>شارة «موثّق»</strong>، وهي تعني أن النشاط حقيقي ويمكن التواصل معه، لكنها ليست ' +
        'تقييمًا لجودة عمله، فلا تتوقف عن سؤال أصدقائك وجيرانك عن تجاربهم.</p>' +
        '<h2>موقع محدّث وآمن</h2>' +
        '<p>تنتهي صلاحية الإعلانات المنشورة بعد مدة، حتى لا تتصل بشأن غرفة أُجّرت منذ الربيع. ويمكنك ' +
        'تجديد إعلانك قبل انتهاء صلاحيته، وحين تُشغل الوظيفة أو يُؤجَّر المسكن أو تُباع السلعة يمكنك ' +
        'تحديد ذلك أو حذف الإعلان. والإعلانات المجهولة تخضع للقواعد نفسها: يبقى اسمك مخفيًا عن الجمهور، ' +
        'لكن المشرفين يعرفون صاحب الإعلان، وهذا يحدّ من إساءة الاستخدام.</p>' +
        '<p>المشرفون بشر، وبعض المشكلات لا تظهر إلا بعد النشر. فإذا لاحظت ما يثير الريبة، كرقم هاتف لا ' +
        'يجيب أبدًا، أو مؤجر يطلب المال قبل المعاينة، أو نشاط تجاري أغلق أبوابه، فأخبرنا عبر صفحة الاتصال ' +
        'أو على <a href="mailto:hello@jaliya.us">hello@jaliya.us</a>. نقرأ كل بلاغ، ومعًا نحافظ على جالية ' +
        'مكانًا تثق الجالية بما تجده فيه.</p>',
    },
    author: { en: 'Jaliya editorial team', ar: 'فريق تحرير جالية' },
    publishedAt: '2026-11-10T15:00:00.000Z',
    coverHue: 168,
  },
  {
    slug: 'starting-a-home-based-food-business',
    title: {
      en: 'From your kitchen to the community: starting a home-based food business',
      ar: 'من مطبخك إلى الجالية: كيف تبدأ مشروعًا غذائيًا من البيت',
    },
    excerpt: {
      en:
        "Your ma'amoul and baklava are famous among friends. What to know, in general terms, before you " +
        'sell baked goods from your home kitchen in Georgia.',
      ar:
        'معمولك وبقلاوتك مشهوران بين الأصدقاء؟ إليك ما ينبغي معرفته، بصورة عامة، قبل أن تبيع المخبوزات من ' +
        'مطبخ بيتك في جورجيا.',
    },
    body: {
      en:
        "<p>Almost every Arab family in Georgia knows someone whose ma'amoul, baklava or date cookies are " +
        'legendary. Many of those cooks wonder whether they could turn their talent into a small income ' +
        'without renting a commercial kitchen. In Georgia the answer is often yes, under what are known ' +
        'as cottage food rules. This article explains the general picture. The exact requirements change ' +
        'from time to time, so always confirm the details with the official sources before you start.</p>' +
        '<h2>What cottage food means</h2>' +
        '<p>Cottage food laws allow people to make certain foods in their home kitchen and sell them ' +
        'directly to customers. In Georgia, cottage food operations are licensed through the Georgia ' +
        'Department of Agriculture. The rules generally cover foods that do not need refrigeration to ' +
        'stay safe, for example:</p>' +
        '<ul><li>breads and many baked goods without cream or meat fillings;</li>' +
        "<li>cookies such as ma'amoul, ka'ak and barazek;</li>" +
        '<li>cakes without cream-cheese or custard fillings;</li>' +
        '<li>candies, some jams and jellies, and dried herbs or spice mixes.</li></ul>' +
        '<p>Dishes that must be kept cold or hot, such as kibbeh, stuffed grape leaves, hummus, or sweets ' +
        'filled with fresh cream, usually fall outside cottage food rules. Selling them normally means ' +
        'working from an inspected commercial kitchen.</p>' +
        '<h2>Steps to get started</h2>' +
        '<ol>' +
        '<li><strong>Read the official guidance</strong> from the Georgia Department of Agriculture on ' +
        'cottage food licences, including the list of allowed foods, the fees and any food safety ' +
        'training that is required.</li>' +
        '<li><strong>Check with your city or county.</strong> Many local governments require a business ' +
        "licence or have zoning rules for home businesses, and leases and homeowners' associations may " +
        'add their own conditions.</li>' +
        '<li><strong>Label every product.</strong> Cottage food labels must follow specific rules, ' +
        'typically including the product name, your business name and address, the ingredients, allergens ' +
        'and a statement that the food was made in a home kitchen. Be especially clear about nuts, ' +
        'sesame, wheat, milk and eggs, which appear in many of our sweets.</li>' +
        '<li><strong>Set up your taxes.</strong> Talk to a tax professional about registering your ' +
        'business, an Employer Identification Number (EIN) from the IRS if you need one, sales tax with ' +
        'the Georgia Department of Revenue, and keeping records from the very first sale.</li>' +
        '<li><strong>Keep your kitchen inspection-ready:</strong> clean surfaces, no pets in the kitchen ' +
        "while you work, proper storage, and ingredients for the business kept apart from the family's " +
        'food where possible.</li></ol>' +
        '<h2>Growing with the community</h2>' +
        '<p>Once you are licensed, word of mouth is your best friend. Ramadan, Eid and wedding season ' +
        'bring big orders, so plan how much you can really produce and take orders early. Photograph your ' +
        'sweets in daylight on a plain background, list your prices clearly and be honest about where you ' +
        'deliver. Decide, too, whether you want customers to come to your home or prefer to deliver or ' +
        'meet at a pick-up point.</p>' +
        '<p>When you are ready, you can create a business profile on Jaliya under Bakeries &amp; Sweets, ' +
        'with photos, working hours and a short description of what you make. Our moderators review it ' +
        'like any other profile before it is published.</p>' +
        '<blockquote>Start small, follow the rules and let your baking speak for itself. The community is ' +
        'always hungry for the taste of home.</blockquote>',
      ar:
        '<p>لا تكاد تخلو عائلة عربية في جورجيا من قريب أو صديق يُضرب المثل بمعموله أو بقلاوته أو كعك ' +
        'التمر الذي يصنعه. وكثير من هؤلاء يتساءلون: هل يمكن أن تتحول هذه الموهبة إلى دخل صغير دون استئجار ' +
        'مطبخ تجاري؟ والجواب في جورجيا كثيرًا ما يكون نعم، في إطار ما يُعرف بقواعد «الأغذية المنزلية» ' +
        '(Cottage Food). يعرض هذا المقال الصورة العامة، لكن المتطلبات الدقيقة تتغير من حين لآخر، فتحقق ' +
        'دائمًا من التفاصيل في المصادر الرسمية قبل أن تبدأ.</p>' +
        '<h2>ما المقصود بالأغذية المنزلية؟</h2>' +
        '<p>تسمح قوانين الأغذية المنزلية بإعداد أنواع معينة من الطعام في مطبخ البيت وبيعها مباشرة ' +
        'للزبائن. وفي جورجيا تمنح وزارة الزراعة في الولاية (Georgia Department of Agriculture) تراخيص هذا ' +
        'النشاط. وتشمل القواعد عمومًا الأطعمة التي لا تحتاج إلى تبريد لتبقى سليمة، ومنها:</p>' +
        '<ul><li>الخبز وكثير من المخبوزات الخالية من حشوات القشطة أو اللحم؛</li>' +
        '<li>الحلويات الجافة كالمعمول والكعك والبرازق؛</li>' +
        '<li>الكيك الخالي من حشوات الجبن الكريمي أو الكاسترد؛</li>' +
        '<li>السكاكر وبعض أنواع المربى والهلام، والأعشاب المجففة وخلطات البهارات.</li></ul>' +
        '<p>أما الأطباق التي يجب حفظها باردة أو ساخنة، كالكبة وورق العنب والحمص والحلويات المحشوة بالقشطة ' +
        'الطازجة، فعادةً لا تشملها قواعد الأغذية المنزلية، وبيعها يتطلب في الغالب العمل من مطبخ تجاري ' +
        'خاضع للتفتيش.</p>' +
        '<h2>خطوات البداية</h2>' +
        '<ol>' +
        '<li><strong>اقرأ الإرشادات الرسمية</strong> الصادرة عن وزارة الزراعة في جورجيا بشأن تراخيص ' +
        'الأغذية المنزلية، ومنها قائمة الأطعمة المسموح بها والرسوم وأي تدريب مطلوب على سلامة الغذاء.</li>' +
        '<li><strong>راجع مدينتك أو مقاطعتك،</strong> فكثير من الحكومات المحلية تشترط رخصة عمل أو لديها ' +
        'قواعد تنظيم عمراني للأعمال المنزلية، وقد تضيف عقود الإيجار وجمعيات الملاك شروطًا خاصة بها.</li>' +
        '<li><strong>ضع ملصقًا على كل منتج.</strong> تخضع ملصقات الأغذية المنزلية لقواعد محددة، تشمل ' +
        'عادةً اسم المنتج واسم نشاطك وعنوانه والمكونات ومسببات الحساسية وعبارة تفيد بأن الطعام أُعدّ في ' +
        'مطبخ منزلي. وكن واضحًا بشكل خاص في ذكر المكسرات والسمسم والقمح والحليب والبيض، فهي موجودة في ' +
        'كثير من حلوياتنا.</li>' +
        '<li><strong>رتّب أمورك الضريبية.</strong> تحدّث مع مختص ضرائب عن تسجيل نشاطك، وعن رقم تعريف صاحب ' +
        'العمل (EIN) من مصلحة الضرائب الأمريكية (IRS) إن احتجت إليه، وعن ضريبة المبيعات لدى إدارة ' +
        'الإيرادات في جورجيا، وعن حفظ السجلات منذ أول عملية بيع.</li>' +
        '<li><strong>اجعل مطبخك جاهزًا للتفتيش:</strong> أسطح نظيفة، ولا حيوانات أليفة في المطبخ وقت ' +
        'العمل، وتخزين سليم، وفصل مكونات المشروع عن طعام الأسرة قدر الإمكان.</li></ol>' +
        '<h2>انمُ مع الجالية</h2>' +
        '<p>بعد حصولك على الترخيص تصبح توصيات الناس أفضل دعاية لك. فرمضان والعيد وموسم الأعراس تجلب طلبات ' +
        'كبيرة، لذا خطط لما تستطيع إنتاجه فعلًا، واستقبل الطلبات مبكرًا. صوّر حلوياتك في ضوء النهار على ' +
        'خلفية بسيطة، واعرض أسعارك بوضوح، وكن صريحًا بشأن المناطق التي توصل إليها. وقرر أيضًا هل تريد أن ' +
        'يأتي الزبائن إلى بيتك، أم تفضل التوصيل أو اللقاء في نقطة استلام.</p>' +
        '<p>وعندما تكون مستعدًا، يمكنك إنشاء ملف تجاري على جالية ضمن فئة «مخابز وحلويات»، مع الصور وساعات ' +
        'العمل ووصف قصير لما تصنعه. ويراجعه المشرفون كأي ملف آخر قبل نشره.</p>' +
        '<blockquote>ابدأ صغيرًا، والتزم بالقواعد، ودع مخبوزاتك تتحدث عنك. فالجالية تشتاق دائمًا إلى طعم ' +
        'البيت.</blockquote>',
    },
    author: { en: 'Huda M.', ar: 'هدى م.' },
    publishedAt: '2026-09-22T13:30:00.000Z',
    coverHue: 24,
  },
  {
    slug: 'staying-safe-from-rental-and-job-scams',
    title: {
      en: 'Staying safe from rental and job scams online',
      ar: 'كيف تحمي نفسك من الاحتيال في إعلانات الإيجار والوظائف',
    },
    excerpt: {
      en:
        'A too-good-to-be-true apartment, a job that pays before you start: the warning signs of common ' +
        'scams and what to do if you are targeted.',
      ar:
        'شقة أجمل من أن تكون حقيقية، ووظيفة تدفع لك قبل أن تبدأ: تعرّف إلى علامات الاحتيال الشائعة وما ' +
        'تفعله إن استُهدفت.',
    },
    body: {
      en:
        '<p>Scammers follow people under pressure, and few people are under more pressure than a family ' +
        'that needs a home before school starts or a newcomer who needs a first job. Our moderators ' +
        'reject suspicious posts every week, but scams also travel through social media, messaging groups ' +
        'and text messages. Knowing the warning signs is the best protection.</p>' +
        '<h2>Rental scams: the warning signs</h2>' +
        '<ul><li>The rent is far below what similar homes in the same area cost.</li>' +
        '<li>The "owner" is abroad, travelling or working far away, and cannot show you the home.</li>' +
        "<li>You are asked to pay a deposit or the first month's rent before you have seen the inside of " +
        'the home, or to pay a stranger by gift card, wire transfer, cryptocurrency or a payment app.</li>' +
        '<li>The photos are perfect, but the address is vague, or the same photos appear in another ' +
        'listing under a different name.</li>' +
        '<li>You are pushed to decide today because "many families are interested".</li></ul>' +
        '<p>Before paying anything, visit the home in person, ask to see the lease and check who owns the ' +
        'property. In Georgia, county property and tax assessor records are public and can usually be ' +
        "searched online, so you can compare the owner's name with the person you are talking to. If a " +
        'property management company is involved, call it using the number on its official website, not ' +
        'the one in the ad.</p>' +
        '<h2>Job scams: the warning signs</h2>' +
        '<ul><li>An offer arrives without an interview, or after a short chat on a messaging app.</li>' +
        '<li>You must pay for training, equipment, a uniform or a "background check" before you ' +
        'start.</li>' +
        '<li>You receive a cheque and are asked to deposit it and send part of the money back, or to buy ' +
        'gift cards.</li>' +
        '<li>The job consists of receiving packages at home and reshipping them, or moving money through ' +
        'your bank account.</li>' +
        '<li>They ask for your Social Security number, bank details or a copy of your passport before ' +
        'there is a real offer.</li></ul>' +
        '<p>A genuine employer will need your Social Security number and proof that you may work, but ' +
        'only after a real offer and through proper forms such as the I-9 and the W-4. Real employers do ' +
        'not charge you to work.</p>' +
        '<h2>Immigration promises that sound too good</h2>' +
        '<p>Be careful, too, with anyone who promises a guaranteed visa, green card or work permit for a ' +
        'fee. In the United States, only licensed attorneys and representatives accredited by the ' +
        'Department of Justice may give legal advice on immigration cases. A "notario" or travel agent is ' +
        'not a lawyer. USCIS publishes advice on avoiding immigration scams on its website.</p>' +
        '<h2>If you have been targeted</h2>' +
        '<ol><li>Stop all contact and do not send any more money.</li>' +
        '<li>Call your bank or payment app at once; sometimes a transfer can still be stopped.</li>' +
        '<li>Report the scam to the Federal Trade Commission at ' +
        '<a href="https://reportfraud.ftc.gov">reportfraud.ftc.gov</a> and, if you lost money, to your ' +
        'local police.</li>' +
        '<li>If the post was on Jaliya, use the contact page or write to ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> so we can remove it and warn ' +
        'others.</li></ol>' +
        '<p>There is no shame in being targeted: these schemes are designed by professionals. Talking ' +
        'about them openly, at the mosque, at school pick-up and in family chats, is how a community ' +
        'protects its most vulnerable members.</p>',
      ar:
        '<p>يلاحق المحتالون من يقعون تحت الضغط، وقلّما يكون أحد تحت ضغط أكبر من عائلة تحتاج إلى مسكن قبل ' +
        'بدء العام الدراسي، أو قادم جديد يبحث عن أول وظيفة. يرفض المشرفون لدينا إعلانات مريبة كل أسبوع، ' +
        'لكن الاحتيال ينتشر أيضًا عبر وسائل التواصل الاجتماعي ومجموعات المراسلة والرسائل النصية. ومعرفة ' +
        'علامات التحذير هي خير حماية.</p>' +
        '<h2>الاحتيال في الإيجار: علامات التحذير</h2>' +
        '<ul><li>الإيجار أقل بكثير من أسعار المساكن المشابهة في المنطقة نفسها.</li>' +
        '<li>«المالك» خارج البلاد، أو مسافر، أو يعمل في مكان بعيد، ولا يستطيع أن يريك المسكن.</li>' +
        '<li>يُطلب منك دفع تأمين أو إيجار الشهر الأول قبل أن ترى المسكن من الداخل، أو الدفع لشخص غريب ' +
        'ببطاقات الهدايا أو بحوالة مالية أو بالعملات الرقمية أو عبر تطبيق دفع.</li>' +
        '<li>الصور مثالية لكن العنوان غامض، أو تظهر الصور نفسها في إعلان آخر باسم مختلف.</li>' +
        '<li>يضغطون عليك لتقرر اليوم لأن «عائلات كثيرة مهتمة».</li></ul>' +
        '<p>قبل أن تدفع أي مبلغ، عاين المسكن بنفسك، واطلب الاطلاع على عقد الإيجار، وتحقق من مالك العقار. ' +
        'ففي جورجيا تكون سجلات العقارات والتقييم الضريبي في المقاطعات علنية، ويمكن البحث فيها عبر ' +
        'الإنترنت في الغالب، فتقارن اسم المالك باسم الشخص الذي تتحدث معه. وإذا كانت هناك شركة لإدارة ' +
        'العقار، فاتصل بها على الرقم المنشور في موقعها الرسمي، لا على الرقم الوارد في الإعلان.</p>' +
        '<h2>الاحتيال في الوظائف: علامات التحذير</h2>' +
        '<ul><li>يصلك عرض عمل دون مقابلة، أو بعد محادثة قصيرة على تطبيق مراسلة.</li>' +
        '<li>يُطلب منك دفع ثمن تدريب أو معدات أو زي أو «فحص خلفية» قبل أن تبدأ.</li>' +
        '<li>يصلك شيك ويُطلب منك إيداعه وإعادة جزء من المبلغ، أو شراء بطاقات هدايا.</li>' +
        '<li>العمل عبارة عن استلام طرود في بيتك وإعادة شحنها، أو تمرير أموال عبر حسابك المصرفي.</li>' +
        '<li>يطلبون رقم الضمان الاجتماعي أو بياناتك المصرفية أو صورة جوازك قبل وجود عرض حقيقي.</li></ul>' +
        '<p>صاحب العمل الحقيقي سيحتاج إلى رقم الضمان الاجتماعي وإثبات حقك في العمل، لكن بعد عرض فعلي وعبر ' +
        'النماذج الرسمية مثل I-9 وW-4. وأصحاب العمل الحقيقيون لا يأخذون منك مالًا لكي تعمل.</p>' +
        '<h2>وعود الهجرة التي تبدو أجمل من الحقيقة</h2>' +
        '<p>احذر كذلك ممن يعدك بتأشيرة أو بطاقة خضراء أو تصريح عمل مضمون مقابل رسوم. ففي الولايات المتحدة ' +
        'لا يحق تقديم المشورة القانونية في قضايا الهجرة إلا للمحامين المرخّصين والممثلين المعتمدين لدى ' +
        'وزارة العدل. و«النوتاريو» أو وكيل السفر ليس محاميًا. وتنشر دائرة خدمات الجنسية والهجرة الأمريكية ' +
        '(USCIS) على موقعها نصائح لتجنب الاحتيال في شؤون الهجرة.</p>' +
        '<h2>إذا استُهدفت</h2>' +
        '<ol><li>أوقف التواصل تمامًا، ولا ترسل أي مبلغ إضافي.</li>' +
        '<li>اتصل بمصرفك أو بتطبيق الدفع فورًا، فأحيانًا يمكن إيقاف التحويل.</li>' +
        '<li>أبلغ لجنة التجارة الفيدرالية عن الاحتيال عبر ' +
        '<a href="https://reportfraud.ftc.gov">reportfraud.ftc.gov</a>، وأبلغ الشرطة المحلية إن خسرت ' +
        'مالًا.</li>' +
        '<li>إذا كان الإعلان على جالية، فاستخدم صفحة الاتصال أو راسلنا على ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> لنحذفه ونحذّر الآخرين.</li></ol>' +
        '<p>لا عيب في أن تكون هدفًا لمحتال، فهذه الأساليب يصممها محترفون. والحديث عنها بصراحة، في المسجد ' +
        'وعند باب المدرسة وفي مجموعات العائلة، هو ما يحمي به المجتمع أضعف أفراده.</p>',
    },
    author: { en: 'Jaliya editorial team', ar: 'فريق تحرير جالية' },
    publishedAt: '2026-08-18T12:00:00.000Z',
    coverHue: 352,
  },
  {
    slug: 'halal-groceries-and-bakeries-in-metro-atlanta',
    title: {
      en: 'A guide to halal groceries and Arabic bakeries across metro Atlanta',
      ar: 'دليلك إلى البقالات الحلال والمخابز العربية في أتلانتا الكبرى',
    },
    excerpt: {
      en:
        'From Clarkston to Alpharetta: where to look for halal meat, fresh bread and Middle Eastern ' +
        'pantry staples, and how to shop smart for a big family.',
      ar:
        'من كلاركستون إلى ألفاريتا: أين تجد اللحم الحلال والخبز الطازج ومؤونة المطبخ العربي، وكيف تتسوق ' +
        'بذكاء لعائلة كبيرة.',
    },
    body: {
      en:
        '<p>Ask newcomers what they missed most in their first weeks in Georgia, and many will give the ' +
        'same answer: real bread. The good news is that metro Atlanta has a growing network of halal ' +
        'butchers, Middle Eastern groceries and Arabic bakeries. You only need to know where to look and ' +
        'what to ask.</p>' +
        '<h2>Where the shops are</h2>' +
        '<p>Halal markets are spread across the region, but some areas offer more choice than others:</p>' +
        '<ul>' +
        '<li><strong>Clarkston and Stone Mountain</strong>, home to many immigrant and refugee families, ' +
        'with small markets selling meat, rice, spices and bread from across the Arab world, East Africa ' +
        'and South Asia.</li>' +
        '<li><strong>Decatur and the rest of DeKalb County</strong>, where international supermarkets sit ' +
        'next to family-run shops.</li>' +
        '<li><strong>Norcross, Duluth and Lawrenceville</strong> in Gwinnett County, along busy ' +
        'international corridors such as Buford Highway.</li>' +
        '<li><strong>Marietta, Roswell and Alpharetta</strong>, where newer halal markets and bakeries ' +
        'serve the growing communities north of the city.</li></ul>' +
        '<p>Families in Athens, Augusta, Macon, Columbus and Savannah often find halal meat inside ' +
        'international markets, or stock up when they visit Atlanta. The easiest way to find shops near ' +
        'you is to open <strong>Shops</strong> on Jaliya, choose <strong>Halal Markets</strong> or ' +
        '<strong>Bakeries &amp; Sweets</strong> and pick your city.</p>' +
        '<h2>Questions worth asking at the butcher</h2>' +
        '<ul><li>Is the meat zabiha (hand-slaughtered), and who certifies it?</li>' +
        '<li>On which days do fresh lamb and goat arrive?</li>' +
        '<li>Can they cut the meat the way you need it: for mansaf or kabsa, for the grill, minced lean ' +
        'or with fat?</li>' +
        '<li>Do they take orders for Eid al-Adha, and how early should you book?</li></ul>' +
        '<p>Good butchers are happy to answer. If a shop is vague about where its meat comes from, it is ' +
        'perfectly fine to shop elsewhere.</p>' +
        '<h2>Bread, sweets and pantry staples</h2>' +
        '<p>Many Arabic bakeries bake khubz and pita every morning, and the best time to buy manakish ' +
        "with za'atar or cheese is early, when they come out of the oven. Ask about ka'ak, spinach " +
        'fatayer and sweets such as knafeh and basbousa, which are often freshest at the weekend. For the ' +
        'pantry, look for freekeh, bulgur in different sizes, good olive oil, pomegranate molasses, ' +
        'tahini, Arabic coffee with cardamom and dried limes.</p>' +
        '<h2>Shopping smart for a big family</h2>' +
        '<ul>' +
        "<li>Buy bread in bulk and freeze it in bags of one day's portion; it reheats well in a hot " +
        'pan.</li>' +
        '<li>Compare the price per pound of rice, oil and lentils in large sacks and tins, which are ' +
        'often much cheaper.</li>' +
        '<li>Check opening hours during Ramadan, when many shops stay open late into the night.</li>' +
        '<li>Share a whole lamb for Eid with friends or neighbours, and agree on the cuts in advance.</li>' +
        '<li>Save your favourite shops on Jaliya so their hours and phone numbers are always one tap ' +
        'away.</li></ul>' +
        '<p>Do you know a shop that deserves to be on Jaliya? Encourage the owner to add it, or send us a ' +
        'note so we can invite them.</p>',
      ar:
        '<p>اسأل القادمين الجدد عما افتقدوه أكثر في أسابيعهم الأولى في جورجيا، وستسمع من كثيرين الجواب ' +
        'نفسه: الخبز الحقيقي. والخبر السار أن في أتلانتا الكبرى شبكة متنامية من الملاحم الحلال والبقالات ' +
        'الشرقية والمخابز العربية، ولا يلزمك إلا أن تعرف أين تبحث وماذا تسأل.</p>' +
        '<h2>أين توجد المحلات؟</h2>' +
        '<p>تنتشر أسواق الحلال في أنحاء المنطقة، لكن بعض المناطق توفر خيارات أكثر من غيرها:</p>' +
        '<ul>' +
        '<li><strong>كلاركستون وستون ماونتن</strong>، حيث تسكن عائلات مهاجرة ولاجئة كثيرة، وفيهما محلات ' +
        'صغيرة تبيع اللحم والأرز والبهارات والخبز من أنحاء العالم العربي وشرق أفريقيا وجنوب آسيا.</li>' +
        '<li><strong>ديكاتور وبقية مقاطعة ديكالب</strong>، حيث تتجاور المتاجر الدولية الكبيرة مع المحلات ' +
        'العائلية.</li>' +
        '<li><strong>نوركروس ودولوث ولورنسفيل</strong> في مقاطعة غوينيت، على امتداد شوارع تجارية دولية ' +
        'مزدحمة مثل بيوفورد هايواي.</li>' +
        '<li><strong>ماريتا وروزويل وألفاريتا</strong>، حيث تخدم أسواق ومخابز حلال أحدث عهدًا الجاليات ' +
        'المتنامية شمال المدينة.</li></ul>' +
        '<p>أما العائلات في أثينز وأوغوستا وميكن وكولومبس وسافانا، فكثيرًا ما تجد اللحم الحلال في المتاجر ' +
        'الدولية، أو تتزود بحاجتها عند زيارة أتلانتا. وأسهل طريقة لإيجاد المحلات القريبة منك أن تفتح ' +
        '<strong>المتاجر</strong> في جالية، وتختار <strong>أسواق حلال</strong> أو <strong>مخابز ' +
        'وحلويات</strong>، ثم تحدد مدينتك.</p>' +
        '<h2>أسئلة تستحق أن تطرحها على القصاب</h2>' +
        '<ul><li>هل اللحم مذبوح ذبحًا يدويًا على الطريقة الإسلامية، ومن الجهة التي تشهد بذلك؟</li>' +
        '<li>في أي أيام يصل لحم الخروف والماعز الطازج؟</li>' +
        '<li>هل يقطّعون اللحم كما تحتاج: للمنسف أو الكبسة، أو للشواء، أو مفرومًا قليل الدهن أو بدهنه؟</li>' +
        '<li>هل يستقبلون طلبات عيد الأضحى، وكم يجب أن تحجز مبكرًا؟</li></ul>' +
        '<p>القصاب الجيد يسعده أن يجيب. وإن كان أحد المحلات غامضًا بشأن مصدر لحومه، فلا حرج أبدًا في أن ' +
        'تشتري من مكان آخر.</p>' +
        '<h2>الخبز والحلويات ومؤونة المطبخ</h2>' +
        '<p>تخبز مخابز عربية كثيرة الخبز العربي كل صباح، وأفضل وقت لشراء المناقيش بالزعتر أو بالجبنة هو ' +
        'الصباح الباكر حين تخرج من الفرن. واسأل عن الكعك وفطائر السبانخ والحلويات كالكنافة والبسبوسة، ' +
        'التي تكون غالبًا في أطيب حالاتها في عطلة نهاية الأسبوع. ولمؤونة المطبخ ابحث عن الفريكة والبرغل ' +
        'بأحجامه المختلفة وزيت الزيتون الجيد ودبس الرمان والطحينة والقهوة العربية بالهيل واللومي.</p>' +
        '<h2>تسوّق بذكاء لعائلة كبيرة</h2>' +
        '<ul>' +
        '<li>اشترِ الخبز بكميات كبيرة وجمّده في أكياس تكفي كل منها يومًا واحدًا، فهو يستعيد طراوته على ' +
        'مقلاة ساخنة.</li>' +
        '<li>قارن سعر الرطل من الأرز والزيت والعدس في الأكياس والعبوات الكبيرة، فهي غالبًا أرخص ' +
        'بكثير.</li>' +
        '<li>تحقق من ساعات العمل في رمضان، إذ تبقى محلات كثيرة مفتوحة حتى ساعة متأخرة من الليل.</li>' +
        '<li>تشارك مع أصدقائك أو جيرانك في شراء خروف كامل للعيد، واتفقوا مسبقًا على طريقة التقطيع.</li>' +
        '<li>احفظ محلاتك المفضلة في جالية لتكون ساعات عملها وأرقام هواتفها في متناولك بلمسة ' +
        'واحدة.</li></ul>' +
        '<p>هل تعرف محلًا يستحق أن يكون على جالية؟ شجّع صاحبه على إضافته، أو راسلنا لندعوه نحن.</p>',
    },
    author: { en: 'Omar H.', ar: 'عمر ح.' },
    publishedAt: '2026-07-14T13:00:00.000Z',
    coverHue: 96,
  },
  {
    slug: 'renting-your-first-apartment-and-reading-a-lease',
    title: {
      en: 'Renting your first apartment in Georgia: how to read a lease',
      ar: 'استئجار شقتك الأولى في جورجيا: كيف تقرأ عقد الإيجار',
    },
    excerpt: {
      en:
        'Deposits, application fees, utilities and the small print: what to check before you sign your ' +
        'first lease, and how to protect your deposit from day one.',
      ar:
        'التأمين ورسوم الطلب والفواتير والبنود الصغيرة: ما الذي تراجعه قبل توقيع أول عقد إيجار، وكيف تحمي ' +
        'مبلغ التأمين منذ اليوم الأول.',
    },
    body: {
      en:
        '<p>Signing your first lease in the United States can feel overwhelming: a long document in legal ' +
        'English, fees you have never heard of and a leasing office that wants an answer today. Take your ' +
        'time. A lease is a binding contract, usually for twelve months, and a few careful hours now can ' +
        'save you a lot of money and stress later.</p>' +
        '<h2>Before you apply</h2>' +
        '<ul>' +
        '<li><strong>Application fees:</strong> most apartment communities charge a non-refundable fee ' +
        'for each adult applicant to run credit and background checks. Ask how much it is before you ' +
        'apply, and apply only where you are serious.</li>' +
        '<li><strong>Credit history:</strong> newcomers often have none. Ask whether the landlord accepts ' +
        'a larger deposit, a co-signer, an offer letter or proof of savings instead. Some do, some do ' +
        'not.</li>' +
        '<li><strong>Income:</strong> many landlords expect your monthly income to be around three times ' +
        'the rent. Bring recent pay stubs or an offer letter.</li>' +
        '<li><strong>Visit in person</strong>, at different times of day if you can, and check the ' +
        'parking, the noise and the route to school, work or the nearest MARTA station.</li></ul>' +
        '<h2>What to check in the lease</h2>' +
        '<ol>' +
        '<li><strong>Rent, due date and late fees.</strong> When is rent due, how can you pay, and what ' +
        'happens if you are a few days late?</li>' +
        '<li><strong>Security deposit.</strong> How much it is, and the conditions for getting it back ' +
        'when you move out.</li>' +
        '<li><strong>Length and renewal.</strong> Does the lease renew automatically? How much notice ' +
        'must you give before you leave?</li>' +
        '<li><strong>Breaking the lease.</strong> What does it cost if you must move early, for a job in ' +
        'another city for example?</li>' +
        '<li><strong>Utilities.</strong> Which bills are included and which are yours: electricity, ' +
        'water, trash, gas and internet. In much of metro Atlanta you choose your own natural gas ' +
        'marketer, so compare offers.</li>' +
        '<li><strong>Repairs.</strong> How do you report a problem, and how quickly will it be fixed?</li>' +
        '<li><strong>Occupants and guests.</strong> Check the rules on who may live in the home and on ' +
        'long visits from relatives.</li>' +
        "<li><strong>Pets, parking and renter's insurance.</strong> Many communities require insurance; " +
        'it usually costs little and protects your belongings.</li></ol>' +
        '<p>If you do not understand a clause, ask for an explanation in writing, or ask a friend who ' +
        'reads legal English to go through it with you. Never sign a lease with blank spaces.</p>' +
        '<h2>Protect your deposit from day one</h2>' +
        '<p>When you receive the keys, walk through the home with your phone. Photograph and film every ' +
        'room, including stains, scratches, appliances and the inside of cabinets. In Georgia, landlords ' +
        'who take a security deposit generally have to give you a list of existing damage before you move ' +
        'in: read it carefully, add anything missing and keep a signed copy. Make every repair request in ' +
        'writing, by e-mail or through the tenant portal, so there is a record. When you move out, clean ' +
        'thoroughly, take photos again and give your new address in writing.</p>' +
        '<h2>Renting a room instead</h2>' +
        '<p>Many newcomers start with a room in a shared house. The same advice applies: see the room in ' +
        'person, agree on the rent, the deposit, the bills and the house rules in writing, and never pay ' +
        'before a viewing. On Jaliya you can filter rentals by city, price, bedrooms and who the home ' +
        'suits, and save the ones you like to compare them later.</p>',
      ar:
        '<p>قد يبدو توقيع أول عقد إيجار في الولايات المتحدة أمرًا مربكًا: وثيقة طويلة بلغة قانونية ' +
        'إنجليزية، ورسوم لم تسمع بها من قبل، ومكتب تأجير يريد جوابك اليوم. خذ وقتك، فعقد الإيجار ملزم، ' +
        'ومدته عادةً اثنا عشر شهرًا، وبضع ساعات من المراجعة الدقيقة الآن قد توفر عليك الكثير من المال ' +
        'والعناء لاحقًا.</p>' +
        '<h2>قبل أن تقدّم طلبك</h2>' +
        '<ul>' +
        '<li><strong>رسوم الطلب:</strong> تفرض معظم المجمعات السكنية رسومًا غير مستردة عن كل متقدم بالغ ' +
        'لإجراء فحص السجل الائتماني والخلفية. اسأل عن قيمتها قبل التقديم، ولا تتقدم إلا حيث تنوي السكن ' +
        'فعلًا.</li>' +
        '<li><strong>السجل الائتماني:</strong> القادمون الجدد لا يملكون سجلًا في الغالب. فاسأل إن كان ' +
        'المؤجر يقبل تأمينًا أكبر، أو كفيلًا، أو خطاب عرض عمل، أو ما يثبت مدخراتك بديلًا عن ذلك. بعضهم ' +
        'يقبل وبعضهم لا.</li>' +
        '<li><strong>الدخل:</strong> يتوقع كثير من المؤجرين أن يبلغ دخلك الشهري نحو ثلاثة أضعاف الإيجار، ' +
        'فأحضر قسائم راتب حديثة أو خطاب عرض العمل.</li>' +
        '<li><strong>عاين المسكن بنفسك،</strong> وفي أوقات مختلفة من اليوم إن أمكن، وتحقق من مواقف ' +
        'السيارات ومستوى الضجيج والطريق إلى المدرسة أو العمل أو أقرب محطة لقطار MARTA.</li></ul>' +
        '<h2>ما الذي تراجعه في العقد؟</h2>' +
        '<ol>' +
        '<li><strong>الإيجار وموعد استحقاقه وغرامات التأخير:</strong> متى يُستحق الإيجار، وكيف تدفعه، ' +
        'وماذا يحدث إن تأخرت بضعة أيام؟</li>' +
        '<li><strong>مبلغ التأمين:</strong> كم قيمته، وما شروط استرداده عند الخروج؟</li>' +
        '<li><strong>مدة العقد وتجديده:</strong> هل يتجدد تلقائيًا؟ وكم يجب أن تُشعر المؤجر مسبقًا قبل ' +
        'المغادرة؟</li>' +
        '<li><strong>فسخ العقد:</strong> ما تكلفة الخروج المبكر إن اضطررت إلى الانتقال، لوظيفة في مدينة ' +
        'أخرى مثلًا؟</li>' +
        '<li><strong>الخدمات:</strong> أي الفواتير مشمولة وأيها عليك: الكهرباء والماء والنفايات والغاز ' +
        'والإنترنت. وفي معظم أنحاء أتلانتا الكبرى تختار بنفسك الشركة التي تبيعك الغاز الطبيعي، فقارن بين ' +
        'العروض.</li><li><strong>الإصلاحات:</strong> كيف تبلّغ عن عطل، وخلال كم يُصلح؟</li>' +
        '<li><strong>السكان والضيوف:</strong> راجع القواعد المتعلقة بمن يحق له السكن في المنزل، ' +
        'وبالزيارات الطويلة للأقارب.</li>' +
        '<li><strong>الحيوانات الأليفة والمواقف وتأمين المستأجر:</strong> تشترط مجمعات كثيرة التأمين، ' +
        'وتكلفته عادةً قليلة وهو يحمي أغراضك.</li></ol>' +
        '<p>إذا لم تفهم أحد البنود فاطلب شرحه كتابيًا، أو استعن بصديق يفهم اللغة القانونية الإنجليزية ' +
        'ليراجعه معك. ولا توقّع أبدًا عقدًا فيه فراغات.</p>' +
        '<h2>احمِ مبلغ التأمين منذ اليوم الأول</h2>' +
        '<p>عند استلام المفاتيح تجوّل في المسكن وهاتفك في يدك، وصوّر كل غرفة بالصور والفيديو، بما في ذلك ' +
        'البقع والخدوش والأجهزة وداخل الخزائن. وفي جورجيا يُلزم المؤجر الذي يأخذ مبلغ تأمين عمومًا بأن ' +
        'يسلّمك قائمة بالأضرار الموجودة قبل انتقالك، فاقرأها بعناية وأضف ما ينقصها واحتفظ بنسخة موقّعة. ' +
        'واجعل كل طلب إصلاح مكتوبًا، بالبريد الإلكتروني أو عبر بوابة المستأجرين، ليبقى له أثر. وعند ' +
        'الخروج نظّف المسكن جيدًا، وصوّره من جديد، وسلّم عنوانك الجديد كتابيًا.</p>' +
        '<h2>وإن استأجرت غرفة</h2>' +
        '<p>يبدأ كثير من القادمين الجدد بغرفة في بيت مشترك، والنصائح نفسها تنطبق: عاين الغرفة بنفسك، ' +
        'واتفق كتابيًا على الإيجار والتأمين والفواتير وقواعد البيت، ولا تدفع أبدًا قبل المعاينة. وفي ' +
        'جالية يمكنك تصفية إعلانات الإيجار حسب المدينة والسعر وعدد الغرف والفئة التي يناسبها السكن، وحفظ ' +
        'ما يعجبك لتقارن بينها لاحقًا.</p>',
    },
    author: { en: 'Lina S.', ar: 'لينا س.' },
    publishedAt: '2026-06-09T14:00:00.000Z',
    coverHue: 212,
  },
  {
    slug: 'volunteer-for-the-eid-community-picnic',
    title: {
      en: 'Volunteer with us: the Eid community picnic needs you',
      ar: 'تطوّع معنا: نزهة العيد المجتمعية بحاجة إليك',
    },
    excerpt: {
      en:
        'Families from across Georgia are coming together for an Eid picnic. How to register your family, ' +
        'the volunteer roles we need and what to bring.',
      ar:
        'عائلات من أنحاء جورجيا تجتمع في نزهة العيد. تعرّف إلى طريقة تسجيل عائلتك، وأدوار التطوع التي ' +
        'نحتاج إليها، وما ينبغي أن تحضره معك.',
    },
    body: {
      en:
        '<p>There is a particular joy in celebrating Eid with people who understand what it means: the ' +
        'takbeer in the morning, new clothes for the children, the smell of the grill and the endless ' +
        'plates of sweets. For families far from grandparents and cousins, that joy can be hard to find ' +
        'in a new country. That is why the Jaliya team and our volunteers are organising an Eid community ' +
        'picnic, open to every family in Georgia.</p>' +
        '<p>The date, time and park will be announced in our newsletter and on the registration form.</p>' +
        '<h2>How to register your family</h2>' +
        '<p>Registration is free and helps us plan food, seating and activities. Fill in the Eid picnic ' +
        'registration form with your name, e-mail address and phone number, choose how many people are ' +
        'coming (from one to five per registration) and tell us about any allergies or dietary needs. ' +
        'Larger families can simply send a second registration. You will see a confirmation as soon as ' +
        'you send the form, and we will write to you with the final details.</p>' +
        '<p>The main meal is halal and prepared by volunteers. You are welcome to bring sweets or fruit ' +
        'to share.</p>' +
        '<h2>Volunteer roles</h2>' +
        '<p>A picnic for hundreds of people does not happen by itself. We are looking for volunteers of ' +
        'all ages for:</p>' +
        '<ul>' +
        '<li><strong>Setup and cleanup:</strong> tents, tables and signs, and leaving the park cleaner ' +
        'than we found it.</li>' +
        '<li><strong>Welcome desk and translation:</strong> greeting families, checking registrations and ' +
        'helping guests in Arabic, English and the other languages spoken in our community.</li>' +
        "<li><strong>Children's activities:</strong> face painting, sack races, a storytelling corner in " +
        'Arabic and, of course, a soccer match.</li>' +
        '<li><strong>Food service:</strong> serving the meal, keeping the lines moving and making sure ' +
        'guests with dietary needs are looked after.</li>' +
        '<li><strong>Welcoming newcomers:</strong> sitting with recently arrived families, answering ' +
        'their questions and introducing them to others.</li></ul>' +
        '<p>Sign up through the volunteer form: tell us how you would like to help and which languages ' +
        'you speak. High school students are very welcome, and we are happy to confirm the hours you ' +
        'give.</p>' +
        '<h2>Good to know</h2>' +
        '<ul><li>Bring a blanket or folding chairs, water bottles, sunscreen and a hat.</li>' +
        '<li>There will be a space for prayer; bring a prayer mat if you have one.</li>' +
        '<li>We will take some photos for the newsletter. If you or your children prefer not to be ' +
        'photographed, tell the welcome desk and our photographers will respect it.</li>' +
        '<li>Leave valuables at home, and keep an eye on little ones near the parking lot.</li></ul>' +
        '<blockquote>Volunteering is how this community was built: someone met you at the airport, ' +
        'someone lent you a car seat, someone explained the school forms. This Eid, it is our turn to ' +
        'pass it on.</blockquote>',
      ar:
        '<p>للعيد فرحة خاصة حين تحتفل به مع من يعرفون معناه: تكبيرات الصباح، وملابس الأطفال الجديدة، ' +
        'ورائحة الشواء، وأطباق الحلوى التي لا تنتهي. لكن العائلات البعيدة عن الأجداد وأبناء العمومة قد لا ' +
        'تجد هذه الفرحة بسهولة في بلد جديد. لهذا ينظّم فريق جالية ومتطوعونا نزهة العيد المجتمعية، وهي ' +
        'مفتوحة لكل العائلات في جورجيا.</p>' +
        '<p>سنعلن عن الموعد والحديقة في نشرتنا البريدية وفي نموذج التسجيل.</p>' +
        '<h2>كيف تسجّل عائلتك؟</h2>' +
        '<p>التسجيل مجاني، ويساعدنا على التخطيط للطعام والمقاعد والأنشطة. املأ نموذج التسجيل في نزهة ' +
        'العيد باسمك وبريدك الإلكتروني ورقم هاتفك، واختر عدد الحاضرين (من شخص إلى خمسة أشخاص في التسجيل ' +
        'الواحد)، وأخبرنا بأي حساسية غذائية أو احتياجات خاصة في الطعام. ويمكن للعائلات الأكبر أن ترسل ' +
        'تسجيلًا ثانيًا ببساطة. سيظهر لك تأكيد فور إرسال النموذج، وسنراسلك بالتفاصيل النهائية.</p>' +
        '<p>الوجبة الرئيسية حلال ويعدّها المتطوعون، ونرحب بأن تحضر معك حلويات أو فاكهة لتشاركها مع ' +
        'الآخرين.</p>' +
        '<h2>أدوار التطوع</h2>' +
        '<p>نزهة تجمع مئات الأشخاص لا تنظّم نفسها بنفسها، ولذلك نبحث عن متطوعين من جميع الأعمار في ' +
        'المجالات التالية:</p>' +
        '<ul>' +
        '<li><strong>التجهيز والتنظيف:</strong> نصب الخيام وترتيب الطاولات واللافتات، وترك الحديقة أنظف ' +
        'مما وجدناها.</li>' +
        '<li><strong>مكتب الاستقبال والترجمة:</strong> الترحيب بالعائلات، والتحقق من التسجيلات، ومساعدة ' +
        'الضيوف بالعربية والإنجليزية وغيرهما من اللغات التي تتحدثها جاليتنا.</li>' +
        '<li><strong>أنشطة الأطفال:</strong> الرسم على الوجوه، وسباق الأكياس، وركن للحكايات بالعربية، ' +
        'ومباراة كرة قدم بطبيعة الحال.</li>' +
        '<li><strong>تقديم الطعام:</strong> توزيع الوجبات، وتنظيم الطوابير، والاهتمام بالضيوف الذين لديهم ' +
        'احتياجات غذائية خاصة.</li>' +
        '<li><strong>استقبال القادمين الجدد:</strong> الجلوس مع العائلات الواصلة حديثًا، والإجابة عن ' +
        'أسئلتها، وتعريفها بالآخرين.</li></ul>' +
        '<p>سجّل عبر نموذج التطوع، وأخبرنا كيف تحب أن تساعد وما اللغات التي تتحدثها. ونرحب كثيرًا بطلاب ' +
        'المرحلة الثانوية، ويسعدنا أن نصادق على ساعات التطوع التي يقدمونها.</p>' +
        '<h2>معلومات مفيدة</h2>' +
        '<ul><li>أحضر بساطًا أو كراسي قابلة للطي، وقوارير ماء، وواقيًا من الشمس، وقبعة.</li>' +
        '<li>سيكون هناك مكان للصلاة، فأحضر سجادتك إن كانت لديك.</li>' +
        '<li>سنلتقط بعض الصور للنشرة البريدية، فإن كنت تفضّل ألا تُصوَّر أنت أو أطفالك فأخبر مكتب ' +
        'الاستقبال وسيحترم المصورون رغبتك.</li>' +
        '<li>اترك الأشياء الثمينة في البيت، وانتبه للصغار قرب مواقف السيارات.</li></ul>' +
        '<blockquote>بالتطوع بُنيت هذه الجالية: أحدهم استقبلك في المطار، وآخر أعارك مقعد السيارة لطفلك، ' +
        'وثالث شرح لك نماذج المدرسة. وفي هذا العيد جاء دورنا لنردّ الجميل.</blockquote>',
    },
    author: { en: 'Jaliya editorial team', ar: 'فريق تحرير جالية' },
    publishedAt: '2026-05-12T13:00:00.000Z',
    coverHue: 140,
  },
  {
    slug: 'summer-programmes-and-arabic-classes-for-kids',
    title: {
      en: 'Summer programmes and Arabic classes for kids in Georgia',
      ar: 'برامج صيفية ودروس عربية للأطفال في جورجيا',
    },
    excerpt: {
      en:
        'The long summer break is a chance to learn, play and keep Arabic alive. How to choose camps, ' +
        'free activities and Arabic or Quran classes for your children.',
      ar:
        'العطلة الصيفية الطويلة فرصة للتعلم واللعب والحفاظ على العربية. كيف تختار المخيمات والأنشطة ' +
        'المجانية ودروس العربية أو القرآن لأطفالك؟',
    },
    body: {
      en:
        '<p>The school year in Georgia ends earlier than many parents expect, and the summer break is ' +
        'long. For working parents that raises a practical question, and for every Arab family a ' +
        'heartfelt one: how do we keep our children busy, safe and connected to their language? There are ' +
        'options for every budget, and spring is the best time to plan, because popular programmes fill ' +
        'up quickly.</p>' +
        '<h2>Free and low-cost options</h2>' +
        '<ul>' +
        '<li><strong>Public libraries</strong> across the state run summer reading challenges, story ' +
        'times and workshops. A library card is free for residents, and some branches have books in ' +
        'Arabic.</li>' +
        '<li><strong>City and county parks and recreation departments</strong> offer day camps, swimming ' +
        'lessons and sports programmes, often at reduced prices for residents.</li>' +
        '<li><strong>School districts</strong> such as DeKalb County Schools and Gwinnett County Public ' +
        'Schools often run summer learning programmes, and many communities offer free summer meals for ' +
        'children.</li>' +
        '<li><strong>Museums, nature centres and state parks</strong> hold family days and junior ranger ' +
        'activities that cost little or nothing.</li></ul>' +
        '<h2>Arabic and Quran classes</h2>' +
        '<p>Many mosques and community centres across metro Atlanta run weekend Arabic schools, and some ' +
        'offer intensive summer programmes. Private tutors and online classes fill the gaps for families ' +
        'outside the big cities. When you compare them, ask:</p>' +
        '<ul>' +
        '<li>Is the class for children who already speak Arabic at home, or for beginners? Heritage ' +
        'speakers and beginners need different teaching.</li>' +
        '<li>Which curriculum and books are used, and how is progress measured?</li>' +
        '<li>How many children are in a group, and are they grouped by age or by level?</li>' +
        '<li>Are teachers and volunteers background-checked, and is there a clear pick-up policy?</li>' +
        '<li>For Quran classes: is the focus on memorisation, recitation with tajweed, understanding, or ' +
        'a mix?</li></ul>' +
        '<p>Try a trial lesson if you can, and ask your children afterwards what they enjoyed. A class ' +
        'they look forward to will do more than a perfect curriculum they dread.</p>' +
        '<h2>Keeping Arabic alive at home</h2>' +
        '<p>Classes help, but the real work happens at home. A few ideas from parents in our ' +
        'community:</p>' +
        '<ul><li>Make one meal a day an Arabic-only table.</li>' +
        '<li>Read a short story in Arabic at bedtime, even to older children.</li>' +
        '<li>Choose Arabic cartoons and songs for part of their screen time.</li>' +
        '<li>Schedule weekly video calls with grandparents, and let the children lead the ' +
        'conversation.</li>' +
        '<li>Set summer "missions": write a letter to a cousin, cook a family recipe from an Arabic card ' +
        'or learn a short poem by heart.</li></ul>' +
        '<p>Looking for a tutor or a summer programme near you? Browse the service providers on Jaliya, ' +
        'and if you teach a class yourself, consider adding it as a business so that other families can ' +
        'find you.</p>',
      ar:
        '<p>ينتهي العام الدراسي في جورجيا أبكر مما يتوقع كثير من الأهالي، والعطلة الصيفية طويلة. وهذا ' +
        'يطرح على الوالدين العاملين سؤالًا عمليًا، وعلى كل عائلة عربية سؤالًا من القلب: كيف نُبقي أطفالنا ' +
        'مشغولين وآمنين ومرتبطين بلغتهم؟ هناك خيارات تناسب كل ميزانية، والربيع أفضل وقت للتخطيط، لأن ' +
        'البرامج المطلوبة تمتلئ بسرعة.</p>' +
        '<h2>خيارات مجانية أو منخفضة التكلفة</h2>' +
        '<ul>' +
        '<li><strong>المكتبات العامة</strong> في أنحاء الولاية تنظّم تحديات القراءة الصيفية وجلسات ' +
        'الحكايات وورش العمل. وبطاقة المكتبة مجانية للمقيمين، وفي بعض الفروع كتب بالعربية.</li>' +
        '<li><strong>إدارات الحدائق والترفيه في المدن والمقاطعات</strong> تقدم مخيمات نهارية ودروس سباحة ' +
        'وبرامج رياضية، غالبًا بأسعار مخفضة للمقيمين.</li>' +
        '<li><strong>المناطق التعليمية</strong> مثل مدارس مقاطعة ديكالب ومدارس مقاطعة غوينيت العامة تنظّم ' +
        'في الغالب برامج تعليمية صيفية، وتقدم مجتمعات كثيرة وجبات صيفية مجانية للأطفال.</li>' +
        '<li><strong>المتاحف ومراكز الطبيعة والحدائق الوطنية في الولاية</strong> تقيم أيامًا عائلية ' +
        'وأنشطة «الحارس الصغير» بتكلفة زهيدة أو دون مقابل.</li></ul>' +
        '<h2>دروس العربية والقرآن</h2>' +
        '<p>تدير مساجد ومراكز مجتمعية كثيرة في أتلانتا الكبرى مدارس عربية في عطلة نهاية الأسبوع، ويقدم ' +
        'بعضها برامج صيفية مكثفة. أما العائلات البعيدة عن المدن الكبرى فتجد البديل في المدرّسين الخصوصيين ' +
        'والدروس عبر الإنترنت. وعند المقارنة بينها اسأل:</p>' +
        '<ul>' +
        '<li>هل الدرس موجه لأطفال يتحدثون العربية في البيت أم للمبتدئين؟ فلكل فئة أسلوب تعليم مختلف.</li>' +
        '<li>ما المنهج والكتب المستخدمة، وكيف يُقاس التقدم؟</li>' +
        '<li>كم عدد الأطفال في المجموعة، وهل يُقسَّمون حسب العمر أم حسب المستوى؟</li>' +
        '<li>هل خضع المعلمون والمتطوعون لفحص الخلفية، وهل هناك نظام واضح لاستلام الأطفال عند ' +
        'الانصراف؟</li>' +
        '<li>في دروس القرآن: هل التركيز على الحفظ، أم على التلاوة والتجويد، أم على الفهم، أم على مزيج ' +
        'منها؟</li></ul>' +
        '<p>جرّب درسًا تجريبيًا إن أمكن، واسأل أطفالك بعده عمّا استمتعوا به. فالدرس الذي ينتظرونه بشوق ' +
        'ينفعهم أكثر من منهج مثالي يتهربون منه.</p>' +
        '<h2>العربية حيّة في البيت</h2>' +
        '<p>الدروس تساعد، لكن العمل الحقيقي يجري في البيت. إليك بعض أفكار الأهالي في جاليتنا:</p>' +
        '<ul><li>اجعلوا وجبة واحدة في اليوم مائدة لا يُتحدث عليها إلا بالعربية.</li>' +
        '<li>اقرؤوا قصة قصيرة بالعربية قبل النوم، حتى للأطفال الأكبر سنًا.</li>' +
        '<li>اختاروا رسومًا متحركة وأغاني عربية لجزء من وقت الشاشة.</li>' +
        '<li>خصصوا مكالمة فيديو أسبوعية مع الأجداد، ودعوا الأطفال يقودون الحديث.</li>' +
        '<li>ضعوا «مهمات» صيفية: رسالة إلى ابن العم، أو طبخة عائلية من وصفة مكتوبة بالعربية، أو قصيدة ' +
        'قصيرة يحفظونها.</li></ul>' +
        '<p>تبحث عن مدرّس أو برنامج صيفي قريب منك؟ تصفّح مقدمي الخدمات في جالية، وإن كنت تدرّس صفًا بنفسك ' +
        'ففكّر في إضافته كنشاط تجاري لتجدك العائلات الأخرى.</p>',
    },
    author: { en: 'Rania K.', ar: 'رانيا ك.' },
    publishedAt: '2026-04-28T13:00:00.000Z',
    coverHue: 48,
  },
  {
    slug: 'first-month-checklist-for-newcomers-in-georgia',
    title: {
      en: 'Your first month in Georgia: a checklist for newcomers',
      ar: 'شهرك الأول في جورجيا: قائمة مهام للقادمين الجدد',
    },
    excerpt: {
      en:
        "Social Security, a bank account, a driver's licence, school enrolment and more: the essential " +
        'first steps for new arrivals, in a practical order.',
      ar:
        'الضمان الاجتماعي وحساب مصرفي ورخصة قيادة وتسجيل الأطفال في المدرسة وغير ذلك: الخطوات الأولى ' +
        'الأساسية للقادمين الجدد بترتيب عملي.',
    },
    body: {
      en:
        '<p>Welcome to Georgia. The first weeks in a new country are a blur of appointments, paperwork ' +
        'and new words. This checklist puts the essential steps in a practical order. Your situation may ' +
        'be different, especially if a resettlement agency or an employer is helping you, so treat it as ' +
        'a guide and ask whenever you are in doubt.</p>' +
        '<h2>Week one: documents and money</h2>' +
        '<ul>' +
        '<li><strong>Keep your documents safe.</strong> Make copies of passports, visas, I-94 records, ' +
        'green cards or employment authorisation documents, and keep the originals together in one folder ' +
        'at home.</li>' +
        '<li><strong>Social Security number.</strong> If you are eligible, apply at a Social Security ' +
        'Administration office, unless it was already requested as part of your immigration process. You ' +
        'will need it for work, taxes and much more. Keep the card at home, never in your wallet.</li>' +
        '<li><strong>Bank account.</strong> Banks and credit unions generally ask for identification and ' +
        'proof of address. A checking account lets you receive your salary by direct deposit and avoid ' +
        'expensive cheque-cashing shops.</li>' +
        '<li><strong>Phone number.</strong> A local number makes everything easier, and prepaid plans ' +
        'need no credit history.</li></ul>' +
        '<h2>Weeks two and three: getting around</h2>' +
        '<ul>' +
        "<li><strong>Driver's licence or ID card.</strong> Georgia licences and ID cards are issued by " +
        'the Department of Driver Services (DDS). Check its website for the documents you need, typically ' +
        'proof of identity, of lawful presence, of your Social Security number and of your Georgia ' +
        "address. New drivers take a knowledge test and a road test, so study the official driver's " +
        'manual first.</li>' +
        '<li><strong>Public transport.</strong> In Atlanta, MARTA trains and buses connect many ' +
        'neighbourhoods with downtown and the airport, and a reloadable Breeze card makes paying easy. ' +
        'Gwinnett and Cobb counties run their own bus services.</li>' +
        '<li><strong>Car insurance.</strong> If you buy a car, you must insure and register it. Get ' +
        'several quotes, because prices vary a lot from one insurer to another.</li></ul>' +
        '<h2>Week four: school, health and community</h2>' +
        '<ul>' +
        '<li><strong>School enrolment.</strong> Children register with the public school district where ' +
        'you live, such as DeKalb County Schools, Gwinnett County Public Schools, Cobb County School ' +
        "District or Fulton County Schools. You usually need proof of address, the child's birth " +
        "certificate or passport, previous school records if you have them, and Georgia's immunisation " +
        'certificate and vision, hearing and dental screening certificate, which a doctor or the county ' +
        'health department can complete. Ask about support for English learners, and remember that you ' +
        'can ask for an interpreter at school meetings.</li>' +
        '<li><strong>Health.</strong> Find a family doctor before you need one. County health departments ' +
        'and community clinics offer vaccinations and affordable care. In an emergency, call 911.</li>' +
        '<li><strong>Library card.</strong> It is free with proof of address, and often opens the door to ' +
        "English classes, computers, job help and children's activities.</li>" +
        '<li><strong>English classes.</strong> Technical colleges, libraries and community organisations ' +
        'offer ESL classes, many of them free of charge.</li></ul>' +
        '<h2>Ask the community</h2>' +
        '<p>You do not have to work everything out alone. On Jaliya you can find Arabic-speaking doctors, ' +
        'lawyers, tax preparers and translators, look for jobs and homes, and read our user guides. And ' +
        'if you have just been through these steps yourself, write to us with your tips: the next family ' +
        'will thank you.</p>',
      ar:
        '<p>أهلًا بك في جورجيا. تمضي الأسابيع الأولى في بلد جديد سريعًا بين المواعيد والأوراق والكلمات ' +
        'الجديدة. وتضع لك هذه القائمة الخطوات الأساسية بترتيب عملي. قد يختلف وضعك، خصوصًا إن كانت تساعدك ' +
        'وكالة لإعادة التوطين أو جهة عمل، فاعتبرها دليلًا عامًا، واسأل كلما ساورك الشك.</p>' +
        '<h2>الأسبوع الأول: الوثائق والمال</h2>' +
        '<ul>' +
        '<li><strong>احفظ وثائقك في مكان آمن.</strong> انسخ جوازات السفر والتأشيرات وسجلات I-94 والبطاقات ' +
        'الخضراء أو وثائق تصريح العمل، واحفظ الأصول معًا في ملف واحد في البيت.</li>' +
        '<li><strong>رقم الضمان الاجتماعي.</strong> إن كنت مؤهلًا فقدّم طلبك في أحد مكاتب إدارة الضمان ' +
        'الاجتماعي، ما لم يكن قد طُلب لك ضمن إجراءات الهجرة. ستحتاج إليه للعمل والضرائب وأمور كثيرة أخرى. ' +
        'واحفظ البطاقة في البيت، لا في محفظتك أبدًا.</li>' +
        '<li><strong>الحساب المصرفي.</strong> تطلب المصارف والاتحادات الائتمانية عادةً وثيقة هوية ' +
        'وإثباتًا للعنوان. والحساب الجاري يتيح لك استلام راتبك بالإيداع المباشر، ويغنيك عن محلات صرف ' +
        'الشيكات باهظة العمولة.</li>' +
        '<li><strong>رقم الهاتف.</strong> الرقم المحلي يسهّل كل شيء، والباقات المدفوعة مسبقًا لا تتطلب ' +
        'سجلًا ائتمانيًا.</li></ul>' +
        '<h2>الأسبوعان الثاني والثالث: التنقل</h2>' +
        '<ul>' +
        '<li><strong>رخصة القيادة أو بطاقة الهوية.</strong> تصدر رخص القيادة وبطاقات الهوية في جورجيا عن ' +
        'إدارة خدمات السائقين (DDS). راجع موقعها لمعرفة الوثائق المطلوبة، وهي عادةً ما يثبت هويتك، ووجودك ' +
        'القانوني، ورقم ضمانك الاجتماعي، وعنوانك في جورجيا. ويخضع السائقون الجدد لاختبار نظري واختبار ' +
        'عملي على الطريق، فادرس دليل السائق الرسمي أولًا.</li>' +
        '<li><strong>النقل العام.</strong> في أتلانتا تربط قطارات MARTA وحافلاتها أحياء كثيرة بوسط ' +
        'المدينة والمطار، وبطاقة Breeze القابلة لإعادة الشحن تسهّل الدفع. ولمقاطعتي غوينيت وكوب خدمات ' +
        'حافلات خاصة بهما.</li>' +
        '<li><strong>تأمين السيارة.</strong> إن اشتريت سيارة فعليك تأمينها وتسجيلها. واطلب عروض أسعار من ' +
        'عدة شركات، لأن الأسعار تتفاوت كثيرًا بينها.</li></ul>' +
        '<h2>الأسبوع الرابع: المدرسة والصحة والمجتمع</h2>' +
        '<ul>' +
        '<li><strong>تسجيل الأطفال في المدرسة.</strong> يُسجَّل الأطفال في المنطقة التعليمية العامة التي ' +
        'تسكن فيها، مثل مدارس مقاطعة ديكالب، أو مدارس مقاطعة غوينيت العامة، أو المنطقة التعليمية في ' +
        'مقاطعة كوب، أو مدارس مقاطعة فولتون. وتحتاج عادةً إلى إثبات العنوان، وشهادة ميلاد الطفل أو جوازه، ' +
        'وسجلاته المدرسية السابقة إن وُجدت، وشهادة التطعيم المعتمدة في جورجيا، وشهادة فحص النظر والسمع ' +
        'والأسنان، ويمكن أن يملأهما الطبيب أو إدارة الصحة في المقاطعة. واسأل عن دعم متعلمي اللغة ' +
        'الإنجليزية، وتذكّر أن من حقك طلب مترجم في اجتماعات المدرسة.</li>' +
        '<li><strong>الصحة.</strong> ابحث عن طبيب للعائلة قبل أن تحتاج إليه. وتقدم إدارات الصحة في ' +
        'المقاطعات والعيادات المجتمعية التطعيمات والرعاية بتكلفة معقولة. وفي الحالات الطارئة اتصل بالرقم ' +
        '911.</li>' +
        '<li><strong>بطاقة المكتبة.</strong> مجانية مع إثبات العنوان، وكثيرًا ما تفتح لك الباب إلى دروس ' +
        'اللغة الإنجليزية والحواسيب والمساعدة في البحث عن عمل وأنشطة الأطفال.</li>' +
        '<li><strong>دروس اللغة الإنجليزية.</strong> تقدم الكليات التقنية والمكتبات ومؤسسات المجتمع ' +
        'دروسًا في الإنجليزية لغير الناطقين بها، وكثير منها مجاني.</li></ul>' +
        '<h2>اسأل الجالية</h2>' +
        '<p>لست مضطرًا إلى اكتشاف كل شيء وحدك. ففي جالية تجد أطباء ومحامين ومعدّي إقرارات ضريبية ومترجمين ' +
        'يتحدثون العربية، وتبحث عن وظيفة أو مسكن، وتقرأ أدلة الاستخدام. وإن كنت قد مررت بهذه الخطوات ' +
        'للتو، فراسلنا بنصائحك، فالعائلة القادمة ستشكرك.</p>',
    },
    author: { en: 'Jaliya editorial team', ar: 'فريق تحرير جالية' },
    publishedAt: '2026-04-14T12:30:00.000Z',
    coverHue: 262,
  },
  {
    slug: 'tax-season-tips-for-small-business-owners',
    title: {
      en: 'Tax season tips for small business owners',
      ar: 'نصائح لأصحاب الأعمال الصغيرة في موسم الضرائب',
    },
    excerpt: {
      en:
        'Records, deadlines, common questions and choosing a trustworthy preparer: practical tax habits ' +
        'for restaurant owners, drivers, contractors and home businesses.',
      ar:
        'السجلات والمواعيد والأسئلة الشائعة واختيار معدّ ضرائب موثوق: عادات ضريبية عملية لأصحاب المطاعم ' +
        'والسائقين والمقاولين والأعمال المنزلية.',
    },
    body: {
      en:
        '<p>Whether you run a restaurant in Norcross, drive for a delivery app in Marietta or sell sweets ' +
        "from home in Clarkston, tax season is when the year's paperwork catches up with you. This is " +
        'general information, not tax advice, but these habits will make the season calmer and can save ' +
        'you money.</p>' +
        '<h2>Know your deadlines</h2>' +
        "<p>The deadline for most individual federal returns is usually in mid-April, and Georgia's state " +
        'deadline generally follows the federal one. Partnerships and S corporations often have earlier ' +
        'deadlines. If you are self-employed and expect to owe tax, the IRS expects estimated payments ' +
        'during the year, usually in four instalments, and missing them can mean penalties. Put the dates ' +
        'in your phone calendar now.</p>' +
        '<h2>Keep records all year</h2>' +
        '<ul>' +
        '<li>Open a separate bank account for the business and run all income and expenses through ' +
        'it.</li>' +
        '<li>Keep receipts for supplies, equipment, rent, phone and internet, advertising and ' +
        'professional fees. A photo on your phone, saved in a dedicated folder, is enough for many ' +
        'expenses.</li>' +
        '<li>If you use your car for work, keep a mileage log with the date, destination, purpose and ' +
        'distance of each trip.</li>' +
        '<li>Collect the forms you receive, such as the 1099-NEC or 1099-K from clients and payment ' +
        'platforms, and the W-2 from any job you also hold.</li>' +
        '<li>If you have employees, payroll taxes and year-end forms must be handled correctly; consider ' +
        'a payroll service.</li></ul>' +
        '<h2>Common questions from our community</h2>' +
        '<h3>I do not have a Social Security number. Can I still file?</h3>' +
        '<p>People who are not eligible for a Social Security number but need to file a return can apply ' +
        'to the IRS for an Individual Taxpayer Identification Number (ITIN). An IRS certifying acceptance ' +
        'agent can help with the application.</p>' +
        '<h3>Do I need to collect sales tax?</h3>' +
        '<p>Many businesses that sell goods in Georgia must register with the Georgia Department of ' +
        'Revenue and collect sales tax. The rules differ for services and for some foods, so ask a ' +
        'professional which apply to you.</p>' +
        '<h3>Can I deduct the part of my home I use for work?</h3>' +
        '<p>Possibly, if the space is used regularly and only for the business. The rules are strict, so ' +
        'keep measurements and photos, and ask your preparer.</p>' +
        '<h2>Choosing a tax preparer you can trust</h2>' +
        '<ul>' +
        '<li>Every paid preparer must have a Preparer Tax Identification Number (PTIN) from the IRS and ' +
        'must sign your return.</li>' +
        '<li>Be careful with anyone who bases the fee on the size of your refund or promises a bigger ' +
        'refund than others.</li>' +
        '<li>Never sign a blank or incomplete return, and make sure any refund goes to your own bank ' +
        'account.</li><li>Ask for a copy of everything that is filed in your name.</li></ul>' +
        '<p>Families with modest incomes may qualify for free help through the IRS Volunteer Income Tax ' +
        'Assistance (VITA) programme. In the Tax &amp; Accounting category on Jaliya you can also find ' +
        'accountants and preparers who speak Arabic; ask about their qualifications before you hand over ' +
        'your papers.</p>',
      ar:
        '<p>سواء كنت تدير مطعمًا في نوركروس، أو تعمل سائقًا لدى تطبيق توصيل في ماريتا، أو تبيع الحلويات ' +
        'من بيتك في كلاركستون، فموسم الضرائب هو الوقت الذي تلحق بك فيه أوراق العام كله. هذه معلومات عامة ' +
        'وليست استشارة ضريبية، لكن هذه العادات ستجعل الموسم أهدأ، وقد توفر عليك المال.</p>' +
        '<h2>اعرف مواعيدك</h2>' +
        '<p>يحل موعد تقديم معظم الإقرارات الفيدرالية للأفراد عادةً في منتصف أبريل، ويتبع موعد ولاية ' +
        'جورجيا في الغالب الموعد الفيدرالي. أما شركات التضامن وشركات S فمواعيدها في الغالب أبكر. وإن كنت ' +
        'تعمل لحسابك وتتوقع أن تستحق عليك ضريبة، فمصلحة الضرائب الأمريكية (IRS) تنتظر منك دفعات تقديرية ' +
        'خلال العام، عادةً على أربعة أقساط، وقد يؤدي التخلف عنها إلى غرامات. سجّل المواعيد في تقويم هاتفك ' +
        'من الآن.</p>' +
        '<h2>احفظ سجلاتك طوال العام</h2>' +
        '<ul><li>افتح حسابًا مصرفيًا منفصلًا للنشاط، واجعل كل الدخل والمصروفات تمر عبره.</li>' +
        '<li>احتفظ بإيصالات المستلزمات والمعدات والإيجار والهاتف والإنترنت والإعلانات وأتعاب المختصين. ' +
        'وتكفي صورة على هاتفك محفوظة في مجلد خاص لكثير من المصروفات.</li>' +
        '<li>إن كنت تستخدم سيارتك في العمل، فدوّن سجلًا للأميال فيه تاريخ كل رحلة ووجهتها والغرض منها ' +
        'والمسافة.</li>' +
        '<li>اجمع النماذج التي تصلك، مثل 1099-NEC أو 1099-K من العملاء ومنصات الدفع، ونموذج W-2 من أي ' +
        'وظيفة أخرى تعمل فيها.</li>' +
        '<li>إن كان لديك موظفون، فيجب التعامل مع ضرائب الرواتب ونماذج نهاية العام بدقة، وقد يفيدك ' +
        'الاستعانة بخدمة رواتب.</li></ul>' +
        '<h2>أسئلة شائعة من جاليتنا</h2>' +
        '<h3>ليس لدي رقم ضمان اجتماعي، فهل يمكنني تقديم إقرار؟</h3>' +
        '<p>من لا يحق له الحصول على رقم ضمان اجتماعي ويحتاج إلى تقديم إقرار يمكنه أن يطلب من مصلحة ' +
        'الضرائب رقم التعريف الضريبي الفردي (ITIN). ويستطيع وكيل قبول معتمد لدى المصلحة أن يساعدك في ' +
        'الطلب.</p>' +
        '<h3>هل عليّ تحصيل ضريبة المبيعات؟</h3>' +
        '<p>كثير من الأعمال التي تبيع سلعًا في جورجيا ملزمة بالتسجيل لدى إدارة الإيرادات في الولاية ' +
        'وتحصيل ضريبة المبيعات. وتختلف القواعد في الخدمات وفي بعض الأطعمة، فاسأل مختصًا عما ينطبق ' +
        'عليك.</p>' +
        '<h3>هل يمكنني خصم الجزء الذي أستخدمه من بيتي للعمل؟</h3>' +
        '<p>ربما، إن كان المكان يُستخدم بانتظام وللعمل فقط. لكن القواعد صارمة، فاحتفظ بالقياسات والصور ' +
        'واسأل معدّ إقرارك.</p>' +
        '<h2>اختر معدّ ضرائب تثق به</h2>' +
        '<ul>' +
        '<li>يجب أن يحمل كل معدّ إقرارات مأجور رقم تعريف ضريبيًا للمعدّين (PTIN) من مصلحة الضرائب، وأن ' +
        'يوقّع إقرارك.</li>' +
        '<li>احذر ممن يربط أتعابه بحجم المبلغ المسترد، أو يعدك باسترداد أكبر مما يعدك به غيره.</li>' +
        '<li>لا توقّع أبدًا إقرارًا فارغًا أو ناقصًا، وتأكد من أن أي مبلغ مسترد يذهب إلى حسابك المصرفي ' +
        'أنت.</li><li>اطلب نسخة من كل ما يُقدَّم باسمك.</li></ul>' +
        '<p>قد تكون العائلات ذات الدخل المحدود مؤهلة للحصول على مساعدة مجانية عبر برنامج المساعدة ' +
        'الضريبية التطوعية (VITA) التابع لمصلحة الضرائب. كما تجد في فئة «ضرائب ومحاسبة» على جالية محاسبين ' +
        'ومعدّي إقرارات يتحدثون العربية، فاسألهم عن مؤهلاتهم قبل أن تسلّمهم أوراقك.</p>',
    },
    author: { en: 'Yousef A.', ar: 'يوسف ع.' },
    publishedAt: '2026-03-17T13:00:00.000Z',
    coverHue: 300,
  },
  {
    slug: 'ramadan-as-a-family-in-atlanta',
    title: {
      en: 'Ramadan as a family in Atlanta: routines, iftars and community',
      ar: 'رمضان مع العائلة في أتلانتا: روتين يومي وإفطارات ومجتمع',
    },
    excerpt: {
      en:
        'How Arab families in metro Atlanta balance fasting with school and work, share iftar with ' +
        'neighbours and make the month special for children far from home.',
      ar:
        'كيف توازن العائلات العربية في أتلانتا الكبرى بين الصيام والمدرسة والعمل، وتتشارك الإفطار مع ' +
        'الجيران، وتجعل الشهر مميزًا لأطفال بعيدين عن الوطن؟',
    },
    body: {
      en:
        '<p>Ramadan in Georgia feels different from Ramadan back home. No cannon marks sunset, the ' +
        'streets do not fill with lanterns, and the children still have homework and soccer practice. Yet ' +
        'many families tell us that the month has its own beauty here: building the atmosphere yourself ' +
        'makes it more meaningful. Whether you are reading this during the blessed month or planning ' +
        'ahead for next year, here are ideas gathered from families across metro Atlanta.</p>' +
        '<h2>Building a routine that works</h2>' +
        '<ul>' +
        '<li><strong>Plan suhoor the night before.</strong> Dates, yoghurt, eggs, oats and plenty of ' +
        'water keep your energy up through a school or working day.</li>' +
        '<li><strong>Talk to your employer.</strong> Many workplaces are willing to adjust breaks or ' +
        'shifts during Ramadan if you ask politely and early, and employers are generally expected to ' +
        'make reasonable accommodations for religious practice.</li>' +
        "<li><strong>Let the school know.</strong> A short note to your children's teachers, explaining " +
        'that they are fasting and asking for a quiet place at lunchtime if they wish, helps a lot. Many ' +
        'schools are used to these requests.</li>' +
        '<li><strong>Protect sleep.</strong> Late taraweeh and early suhoor add up. A short nap after ' +
        'school or work can make all the difference.</li></ul>' +
        '<h2>Making the month special for children</h2>' +
        '<p>Children who grow up far from their grandparents do not see Ramadan on every street, so home ' +
        'has to show it. Hang a string of lights and a fanous in the living room, make a countdown ' +
        'calendar with a small good deed for each day, and let the children choose the iftar menu once a ' +
        'week. Younger children can try fasting half a day, and older ones may take pride in preparing ' +
        'the dates and water for the whole family at sunset.</p>' +
        '<h2>Iftar with neighbours and community</h2>' +
        '<ul>' +
        '<li>Many mosques across metro Atlanta host community iftars, especially at weekends. ' +
        'Volunteering to serve is a wonderful way to meet people.</li>' +
        '<li>Invite a neighbour or colleague of another faith to iftar. Most are curious and honoured to ' +
        'be asked.</li>' +
        '<li>Newly arrived families often spend their first Ramadan alone. If you know one, invite them, ' +
        'or take them a plate.</li>' +
        '<li>Share the cooking: a rotating iftar where each family brings one dish keeps the cost and the ' +
        'effort down.</li></ul>' +
        '<h2>Planning ahead: shopping, zakat and Eid</h2>' +
        '<p>Halal markets get busy in the days before Ramadan and before Eid, so buy dates, rice, frozen ' +
        'meat and pantry staples early. Pay zakat al-fitr in good time so that it reaches those in need ' +
        'before the Eid prayer; ask your mosque how it collects and distributes it. Order Eid sweets ' +
        'early, and if you are planning new clothes for the children, shop before the final rush. ' +
        'Finally, follow the Jaliya blog and newsletter for community events, including the Eid community ' +
        'picnic we are planning.</p>' +
        '<blockquote>Ramadan Kareem from all of us at Jaliya. May your fasting be accepted and your homes ' +
        'full of light.</blockquote>',
      ar:
        '<p>لرمضان في جورجيا طعم يختلف عن رمضان في الوطن، فلا مدفع يعلن الغروب، ولا فوانيس تملأ الشوارع، ' +
        'والأطفال ما زالت لديهم واجبات مدرسية وتدريبات كرة قدم. ومع ذلك تخبرنا عائلات كثيرة أن للشهر هنا ' +
        'جماله الخاص، فصنعُ أجوائه بنفسك يزيده معنى. وسواء كنت تقرأ هذا في أثناء الشهر الفضيل أو تخطط ' +
        'مبكرًا للعام القادم، فهذه أفكار جمعناها من عائلات في أنحاء أتلانتا الكبرى.</p>' +
        '<h2>روتين يومي ينجح</h2>' +
        '<ul>' +
        '<li><strong>خطط للسحور من الليلة السابقة.</strong> التمر واللبن والبيض والشوفان والكثير من الماء ' +
        'تحفظ طاقتك طوال يوم الدراسة أو العمل.</li>' +
        '<li><strong>تحدّث مع صاحب العمل.</strong> كثير من أماكن العمل مستعدة لتعديل أوقات الاستراحة أو ' +
        'المناوبات في رمضان إن طلبت ذلك بلطف ومبكرًا، ويُنتظر من أصحاب العمل عمومًا تقديم تسهيلات معقولة ' +
        'لممارسة الشعائر الدينية.</li>' +
        '<li><strong>أخبر المدرسة.</strong> رسالة قصيرة إلى معلمي أطفالك توضح أنهم صائمون، وتطلب لهم ' +
        'مكانًا هادئًا وقت الغداء إن رغبوا، تساعد كثيرًا. ومدارس كثيرة معتادة على مثل هذه الطلبات.</li>' +
        '<li><strong>احمِ نومك.</strong> التراويح المتأخرة والسحور المبكر يتراكمان، وقيلولة قصيرة بعد ' +
        'المدرسة أو العمل قد تصنع الفرق كله.</li></ul>' +
        '<h2>اجعل الشهر مميزًا للأطفال</h2>' +
        '<p>الأطفال الذين يكبرون بعيدًا عن أجدادهم لا يرون رمضان في كل شارع، فعلى البيت أن يُظهره لهم. ' +
        'علّقوا سلسلة أضواء وفانوسًا في غرفة الجلوس، واصنعوا تقويمًا للعدّ التنازلي فيه عمل خير صغير لكل ' +
        'يوم، ودعوا الأطفال يختارون قائمة الإفطار مرة في الأسبوع. ويمكن للصغار أن يجربوا صيام نصف يوم، ' +
        'وقد يفخر الأكبر سنًا بتحضير التمر والماء للعائلة كلها عند الغروب.</p>' +
        '<h2>إفطار مع الجيران والجالية</h2>' +
        '<ul>' +
        '<li>تقيم مساجد كثيرة في أتلانتا الكبرى إفطارات جماعية، خصوصًا في عطلة نهاية الأسبوع، والتطوع في ' +
        'تقديم الطعام طريقة رائعة للتعرف إلى الناس.</li>' +
        '<li>ادعُ جارًا أو زميلًا من دين آخر إلى الإفطار، فمعظمهم يسعدهم ذلك ويشعرون بالتقدير.</li>' +
        '<li>كثيرًا ما تقضي العائلات الواصلة حديثًا رمضانها الأول وحدها، فإن كنت تعرف إحداها فادعُها أو ' +
        'احمل إليها طبقًا.</li>' +
        '<li>تقاسموا الطبخ: إفطار دوري تحضر فيه كل عائلة طبقًا واحدًا يخفف التكلفة والجهد.</li></ul>' +
        '<h2>خطط مسبقًا: التسوق والزكاة والعيد</h2>' +
        '<p>تزدحم أسواق الحلال في الأيام التي تسبق رمضان والعيد، فاشترِ التمر والأرز واللحم المجمد ومؤونة ' +
        'المطبخ مبكرًا. وأخرج زكاة الفطر في وقت مناسب لتصل إلى مستحقيها قبل صلاة العيد، واسأل مسجدك عن ' +
        'طريقة جمعها وتوزيعها. واطلب حلويات العيد مبكرًا، وإن كنت تنوي شراء ملابس جديدة للأطفال فتسوّق ' +
        'قبل زحمة الأيام الأخيرة. وأخيرًا، تابع مدونة جالية ونشرتها البريدية لتعرف فعاليات الجالية، ومنها ' +
        'نزهة العيد المجتمعية التي نخطط لها.</p>' +
        '<blockquote>رمضان كريم من أسرة جالية جميعًا. تقبّل الله صيامكم، وملأ بيوتكم نورًا.</blockquote>',
    },
    author: { en: 'Mariam T.', ar: 'مريم ت.' },
    publishedAt: '2026-03-03T16:00:00.000Z',
    coverHue: 195,
  },
];

/** The user guides, in the order they are listed. */
export const USER_GUIDES: GuideContent[] = [
  {
    slug: 'add-your-business',
    title: { en: 'How to add your business to Jaliya', ar: 'كيف تضيف نشاطك التجاري إلى جالية' },
    summary: {
      en: 'Create a free profile with photos, working hours and a map so customers can find you.',
      ar: 'أنشئ ملفًا مجانيًا بالصور وساعات العمل والخريطة ليجدك عملاؤك بسهولة.',
    },
    body: {
      en:
        '<p>A business profile on Jaliya is free and puts your company in front of Arabic-speaking ' +
        'families across Georgia. Whether you run a clinic in Decatur, a bakery in Clarkston or a repair ' +
        'shop in Lawrenceville, a complete profile helps customers trust you before they even call. ' +
        'Gather a few things first, and the form will take only a few minutes.</p>' +
        '<h2>What to prepare</h2>' +
        '<ul>' +
        '<li>Your company name, the category that fits you best (for example Doctors &amp; Clinics, Halal ' +
        'Markets or Auto Repair) and your address.</li><li>Your logo and a wide cover picture.</li>' +
        '<li>Three to six main photos and six to ten gallery photos of your premises, your products or ' +
        'your work.</li>' +
        '<li>A short description of one to three lines, and three to nine services you offer.</li>' +
        '<li>Your phone number, e-mail address, website and social media links.</li>' +
        '<li>Your working hours for each day of the week, or whether you are open 24/7.</li></ul>' +
        '<h2>Step by step</h2>' +
        '<ol>' +
        '<li>Log in, or create a free account. Adding a business needs an account so that only you manage ' +
        'the profile.</li>' +
        '<li>Choose <strong>Add Business</strong> in the menu at the top of the page.</li>' +
        '<li>Enter the company name, choose the category and write your description and services.</li>' +
        '<li>Upload the logo, the cover, the main photos and the gallery.</li>' +
        '<li>Enter your address and set your location on the map, so customers can get directions to your ' +
        'door.</li><li>Set your working hours day by day, or choose open 24/7.</li>' +
        '<li>Add your contact details and links, check everything once more and submit.</li></ol>' +
        '<h2>Photos that make a difference</h2>' +
        '<p>Use bright, sharp pictures of the real place: the shop front, the counter, your best dishes ' +
        'or finished jobs. Avoid images covered in text or copied from the internet. Every photo is ' +
        're-encoded and its hidden metadata, such as GPS location, is removed, so you can upload straight ' +
        'from your phone.</p>' +
        '<h2>After you submit</h2>' +
        '<p>Your profile shows as <em>waiting for approval</em> in your account while a moderator checks ' +
        'it, usually within one or two working days, and then becomes <em>published</em>. If something ' +
        'needs fixing, you will see the reason and can correct it and submit again. Once our team has ' +
        'confirmed your details, your profile can carry the verified badge.</p>' +
        '<p>Has something changed, such as new opening hours for Ramadan or a new phone number? Write to ' +
        'us at <a href="mailto:hello@jaliya.us">hello@jaliya.us</a> if you need help keeping your profile ' +
        'up to date.</p>',
      ar:
        '<p>الملف التجاري على جالية مجاني، ويعرّف العائلات الناطقة بالعربية في أنحاء جورجيا بنشاطك. فسواء ' +
        'كنت تدير عيادة في ديكاتور أو مخبزًا في كلاركستون أو ورشة تصليح في لورنسفيل، فإن الملف المكتمل ' +
        'يكسبك ثقة العملاء قبل أن يتصلوا بك. جهّز بعض الأمور أولًا، ولن يستغرق ملء النموذج سوى دقائق.</p>' +
        '<h2>ما الذي تحتاج إلى تجهيزه؟</h2>' +
        '<ul>' +
        '<li>اسم الشركة، والفئة الأنسب لك (مثل «أطباء وعيادات» أو «أسواق حلال» أو «إصلاح السيارات»)، ' +
        'وعنوانك.</li><li>شعارك وصورة غلاف عريضة.</li>' +
        '<li>من ثلاث إلى ست صور رئيسية، ومن ست إلى عشر صور لمعرض الصور، تُظهر مكانك أو منتجاتك أو ' +
        'عملك.</li><li>وصفًا قصيرًا من سطر إلى ثلاثة أسطر، ومن ثلاث إلى تسع خدمات تقدمها.</li>' +
        '<li>رقم هاتفك وبريدك الإلكتروني وموقعك الإلكتروني وروابط حساباتك على وسائل التواصل ' +
        'الاجتماعي.</li>' +
        '<li>ساعات العمل لكل يوم من أيام الأسبوع، أو إن كنت تعمل على مدار الساعة طوال الأسبوع.</li></ul>' +
        '<h2>خطوة بخطوة</h2>' +
        '<ol>' +
        '<li>سجّل الدخول أو أنشئ حسابًا مجانيًا، فإضافة نشاط تجاري تتطلب حسابًا حتى تكون أنت وحدك من يدير ' +
        'الملف.</li><li>اختر <strong>أضف نشاطك التجاري</strong> من القائمة أعلى الصفحة.</li>' +
        '<li>أدخل اسم الشركة، واختر الفئة، واكتب الوصف والخدمات.</li>' +
        '<li>ارفع الشعار والغلاف والصور الرئيسية ومعرض الصور.</li>' +
        '<li>أدخل عنوانك وحدّد موقعك على الخريطة ليصل العملاء إلى بابك بسهولة.</li>' +
        '<li>حدّد ساعات العمل يومًا بيوم، أو اختر العمل على مدار الساعة.</li>' +
        '<li>أضف بيانات التواصل والروابط، وراجع كل شيء مرة أخيرة، ثم أرسل.</li></ol>' +
        '<h2>صور تصنع الفرق</h2>' +
        '<p>استخدم صورًا واضحة ومضيئة للمكان الحقيقي: واجهة المحل، والمنضدة، وأفضل أطباقك، أو أعمالًا ' +
        'أنجزتها. وتجنّب الصور المليئة بالنصوص أو المنقولة من الإنترنت. نعيد ترميز كل صورة ونزيل بياناتها ' +
        'الوصفية المخفية، مثل الموقع الجغرافي، فيمكنك الرفع مباشرة من هاتفك.</p>' +
        '<h2>بعد الإرسال</h2>' +
        '<p>يظهر ملفك في حسابك بحالة <em>بانتظار الموافقة</em> ريثما يراجعه أحد المشرفين، عادةً خلال يوم ' +
        'أو يومَي عمل، ثم يصبح <em>منشورًا</em>. وإذا احتاج إلى تصحيح فسترى السبب، ويمكنك تعديله وإرساله ' +
        'من جديد. وبعد أن يتحقق فريقنا من بياناتك يمكن أن يحمل ملفك شارة «موثّق».</p>' +
        '<p>هل تغيّر شيء، كساعات العمل في رمضان أو رقم الهاتف؟ راسلنا على ' +
        '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> إن احتجت إلى مساعدة في إبقاء ملفك ' +
        'محدّثًا.</p>',
    },
  },
  {
    slug: 'post-a-job',
    title: { en: 'How to post a job or find one', ar: 'كيف تنشر وظيفة أو تجد واحدة' },
    summary: {
      en: 'Employers and job seekers can post as a company or as an individual, even anonymously.',
      ar: 'يمكن لأصحاب العمل والباحثين عن عمل النشر باسم شركة أو كأفراد، وحتى دون ذكر الاسم.',
    },
    body: {
      en:
        '<p>The Jobs section brings together employers looking for staff and people looking for work, ' +
        'from restaurant and warehouse jobs to office, medical and technical roles. Anyone can browse ' +
        'jobs without an account; to post, you need a free account.</p>' +
        '<h2>If you are hiring</h2>' +
        '<ol><li>Log in, open <strong>Jobs</strong> and choose to post a job.</li>' +
        '<li>Decide how you appear: as a company, or as an individual, for example a family looking for a ' +
        'babysitter. You can also post anonymously; your name is then hidden from the public, and ' +
        'applicants reach you through the contact details you choose to show.</li>' +
        '<li>Write a clear title, then describe the role: the tasks, the hours, the pay, the city and ' +
        'what experience or languages you need.</li>' +
        '<li>Add a phone number or an e-mail address and submit. A moderator reviews every job before it ' +
        'is published.</li></ol>' +
        '<h2>Tips for a job post that gets answers</h2>' +
        '<ul>' +
        '<li>State the pay or a pay range honestly, and whether the job is full-time, part-time or ' +
        'temporary.</li><li>Say whether Arabic, English or both are required, or simply a plus.</li>' +
        '<li>Describe the job, not the person: requirements must be about skills and availability, never ' +
        'about religion, origin, age or family status.</li>' +
        '<li>Never ask applicants for money. Posts that charge for training, uniforms or applications are ' +
        'rejected.</li></ul>' +
        '<h2>If you are looking for work</h2>' +
        '<ul>' +
        '<li>Open <strong>Jobs</strong>, choose your city and save the openings that interest you, so you ' +
        'can come back to them later.</li>' +
        '<li>Post your own profile as a job seeker: your skills, experience, languages and when you can ' +
        'start. You can post under your name or anonymously.</li>' +
        '<li>Share your Social Security number or bank details only after a real job offer, and never pay ' +
        'to get a job. Our blog article on scams explains the warning signs.</li></ul>' +
        '<p>After approval your post is <em>published</em> for a limited time. You can renew it before it ' +
        'expires, mark it as filled when you have found the right person or the right job, or delete it ' +
        'at any time from your account.</p>',
      ar:
        '<p>يجمع قسم الوظائف بين أصحاب العمل الباحثين عن موظفين والأشخاص الباحثين عن عمل، من وظائف ' +
        'المطاعم والمستودعات إلى الأعمال المكتبية والطبية والتقنية. ويمكن لأي زائر تصفح الوظائف دون حساب، ' +
        'أما النشر فيتطلب حسابًا مجانيًا.</p>' +
        '<h2>إن كنت تبحث عن موظفين</h2>' +
        '<ol><li>سجّل الدخول، وافتح <strong>الوظائف</strong>، واختر نشر وظيفة.</li>' +
        '<li>حدّد كيف تظهر: باسم شركة، أو كفرد، كعائلة تبحث عن جليسة أطفال مثلًا. ويمكنك أيضًا النشر دون ' +
        'ذكر اسمك، فيُخفى اسمك عن الجمهور، ويتواصل معك المتقدمون عبر بيانات التواصل التي تختار ' +
        'إظهارها.</li>' +
        '<li>اكتب عنوانًا واضحًا، ثم صف الوظيفة: المهام، وساعات العمل، والأجر، والمدينة، والخبرة أو ' +
        'اللغات المطلوبة.</li>' +
        '<li>أضف رقم هاتف أو بريدًا إلكترونيًا، ثم أرسل. ويراجع أحد المشرفين كل وظيفة قبل نشرها.</li></ol>' +
        '<h2>نصائح لإعلان وظيفة يلقى استجابة</h2>' +
        '<ul><li>اذكر الأجر أو نطاقه بصدق، وهل الوظيفة بدوام كامل أم جزئي أم مؤقتة.</li>' +
        '<li>وضّح إن كانت العربية أو الإنجليزية أو كلتاهما مطلوبة، أم أنها ميزة إضافية فحسب.</li>' +
        '<li>صف الوظيفة لا الشخص: فالمتطلبات تتعلق بالمهارات والتفرغ، لا بالدين أو الأصل أو السن أو الوضع ' +
        'العائلي.</li>' +
        '<li>لا تطلب مالًا من المتقدمين أبدًا، فالإعلانات التي تفرض رسومًا على التدريب أو الزي أو التقديم ' +
        'تُرفض.</li></ul>' +
        '<h2>إن كنت تبحث عن عمل</h2>' +
        '<ul>' +
        '<li>افتح <strong>الوظائف</strong>، واختر مدينتك، واحفظ الفرص التي تهمك لتعود إليها لاحقًا.</li>' +
        '<li>انشر إعلانك الخاص كباحث عن عمل: مهاراتك وخبرتك ولغاتك وموعد استعدادك للبدء. ويمكنك النشر ' +
        'باسمك أو دون ذكره.</li>' +
        '<li>لا تشارك رقم الضمان الاجتماعي أو بياناتك المصرفية إلا بعد عرض عمل حقيقي، ولا تدفع أبدًا ' +
        'مقابل الحصول على وظيفة. ومقالنا عن الاحتيال في المدونة يشرح علامات التحذير.</li></ul>' +
        '<p>بعد الموافقة يصبح إعلانك <em>منشورًا</em> لمدة محددة. ويمكنك تجديده قبل انتهاء صلاحيته، أو ' +
        'تحديده على أن الوظيفة شُغلت حين تجد الشخص المناسب أو العمل المناسب، أو حذفه في أي وقت من ' +
        'حسابك.</p>',
    },
  },
  {
    slug: 'find-a-home',
    title: { en: 'Finding a home or a room to rent', ar: 'العثور على منزل أو غرفة للإيجار' },
    summary: {
      en: 'Filter listings by city, price, bedrooms and who the home suits.',
      ar: 'صفِّ الإعلانات حسب المدينة والسعر وعدد الغرف والفئة المناسبة للسكن.',
    },
    body: {
      en:
        '<p>The <strong>Rent</strong> section lists houses, apartments and rooms across Georgia, posted ' +
        'by owners, property companies and families with a room to spare. You can browse without an ' +
        'account; saving homes and posting your own listing need a free account.</p>' +
        '<h2>Narrow down your search</h2>' +
        '<ul>' +
        '<li><strong>City:</strong> choose where you want to live, from Atlanta, Decatur and Clarkston to ' +
        'Marietta, Duluth, Augusta or Savannah.</li>' +
        '<li><strong>Price:</strong> set the most you can pay each month, remembering to leave room for ' +
        'utilities.</li>' +
        '<li><strong>Bedrooms:</strong> pick the number of bedrooms you need, or look for a single ' +
        'room.</li>' +
        '<li><strong>Who the home suits:</strong> for example families or single people, as the owner ' +
        'describes it.</li></ul>' +
        '<h2>Save, compare and ask the right questions</h2>' +
        '<p>Tap <strong>Save</strong> on the homes you like and compare them later from your saved items. ' +
        'When you contact an owner by phone or e-mail, ask about the total monthly cost including ' +
        'utilities, the deposit, the length of the lease, the move-in date, parking, and the distance to ' +
        'schools, work and public transport. Then ask to visit.</p>' +
        '<h2>Stay safe</h2>' +
        '<p>Never pay a deposit or rent before you have seen the home in person and read the lease, and ' +
        'never pay by gift card or wire transfer. If a listing looks suspicious, tell us through the ' +
        'contact page. Our blog articles on reading a lease and on avoiding scams explain what to look ' +
        'for.</p>' +
        '<h2>Offering a home or a room</h2>' +
        '<p>Log in, open <strong>Rent</strong> and post your listing as a company, as an individual or ' +
        'anonymously. Include the city, the monthly price, the number of bedrooms, who the home suits and ' +
        'clear photos of the actual rooms. A moderator reviews the listing before it is published. When ' +
        'the home is taken, mark it as rented so that families stop calling, or renew it if it is still ' +
        'available when it expires.</p>',
      ar:
        '<p>يعرض قسم <strong>الإيجار</strong> بيوتًا وشققًا وغرفًا في أنحاء جورجيا، ينشرها ملاك وشركات ' +
        'عقارية وعائلات لديها غرفة فائضة. ويمكنك التصفح دون حساب، أما حفظ المساكن ونشر إعلانك الخاص ' +
        'فيتطلبان حسابًا مجانيًا.</p>' +
        '<h2>ضيّق نطاق بحثك</h2>' +
        '<ul>' +
        '<li><strong>المدينة:</strong> اختر المكان الذي تريد السكن فيه، من أتلانتا وديكاتور وكلاركستون ' +
        'إلى ماريتا ودولوث وأوغوستا وسافانا.</li>' +
        '<li><strong>السعر:</strong> حدّد أقصى مبلغ تستطيع دفعه شهريًا، ولا تنسَ أن تترك هامشًا ' +
        'للفواتير.</li>' +
        '<li><strong>عدد الغرف:</strong> اختر عدد غرف النوم التي تحتاجها، أو ابحث عن غرفة مفردة.</li>' +
        '<li><strong>الفئة التي يناسبها السكن:</strong> كالعائلات أو الأفراد، بحسب وصف المالك.</li></ul>' +
        '<h2>احفظ وقارن واسأل الأسئلة الصحيحة</h2>' +
        '<p>اضغط <strong>احفظ</strong> على المساكن التي تعجبك، وقارن بينها لاحقًا من قائمة المحفوظات. ' +
        'وعندما تتصل بالمالك هاتفيًا أو بالبريد الإلكتروني، اسأل عن التكلفة الشهرية الكاملة شاملة ' +
        'الفواتير، ومبلغ التأمين، ومدة العقد، وموعد الانتقال، ومواقف السيارات، والمسافة إلى المدارس ' +
        'والعمل والمواصلات العامة. ثم اطلب المعاينة.</p>' +
        '<h2>احرص على سلامتك</h2>' +
        '<p>لا تدفع أبدًا تأمينًا أو إيجارًا قبل أن ترى المسكن بنفسك وتقرأ العقد، ولا تدفع ببطاقات ' +
        'الهدايا أو الحوالات المالية. وإن بدا لك إعلان مريبًا فأخبرنا عبر صفحة الاتصال. ومقالانا في ' +
        'المدونة عن قراءة عقد الإيجار وتجنب الاحتيال يوضحان ما ينبغي الانتباه إليه.</p>' +
        '<h2>إن كنت تعرض مسكنًا أو غرفة</h2>' +
        '<p>سجّل الدخول، وافتح <strong>الإيجار</strong>، وانشر إعلانك باسم شركة أو كفرد أو دون ذكر اسمك. ' +
        'واذكر المدينة والسعر الشهري وعدد الغرف والفئة التي يناسبها السكن، وأرفق صورًا واضحة للغرف ' +
        'الحقيقية. ويراجع أحد المشرفين الإعلان قبل نشره. وحين يُؤجَّر المسكن حدّده على أنه مؤجَّر حتى ' +
        'تتوقف الاتصالات، أو جدّده إن كان لا يزال متاحًا عند انتهاء صلاحيته.</p>',
    },
  },
  {
    slug: 'selling-in-the-marketplace',
    title: { en: 'Selling and buying in the marketplace', ar: 'البيع والشراء في السوق' },
    summary: {
      en:
        "Post furniture, electronics and children's items for sale, write a listing that sells and meet " +
        'buyers safely.',
      ar: 'اعرض الأثاث والإلكترونيات ومستلزمات الأطفال للبيع، واكتب إعلانًا يجذب المشترين، والتقِ بهم بأمان.',
    },
    body: {
      en:
        '<p>The <strong>Marketplace</strong> is where neighbours buy and sell: a sofa that no longer ' +
        'fits, a stroller the children have outgrown, a phone, tools or a box of Arabic books. Newly ' +
        'arrived families often furnish a whole apartment here, so your unused things can make a real ' +
        'difference.</p>' +
        '<h2>Posting an item</h2>' +
        '<ol><li>Log in and open <strong>Marketplace</strong>, then choose to post an item.</li>' +
        '<li>Write a short, specific title, such as "Six-seater dining table, solid wood".</li>' +
        '<li>Set a fair price, and describe the condition honestly, including any scratches or missing ' +
        'parts.</li><li>Add clear photos taken in daylight from several angles.</li>' +
        '<li>Choose your city, add how buyers can reach you and submit. You can post under your name or ' +
        'anonymously.</li></ol>' +
        '<h2>What cannot be sold</h2>' +
        '<p>Weapons, alcohol, tobacco and vaping products, medicines, stolen or counterfeit goods and ' +
        'anything illegal are not allowed, and neither are posts that ask buyers to pay before they have ' +
        'seen the item. Our moderators review every post before it is published and reject those that ' +
        'break the rules, always with a reason.</p>' +
        '<h2>Meeting buyers safely</h2>' +
        '<ul>' +
        '<li>Meet in a busy public place in daylight, such as the parking lot of a busy store, or ask a ' +
        'friend to be with you when someone comes to your home.</li>' +
        '<li>For cash payments, count the money before you hand over the item; for payment apps, wait ' +
        'until the payment has actually arrived.</li>' +
        '<li>Be wary of buyers who offer more than your price, send a cheque or ask you to ship the item ' +
        'to another state.</li></ul>' +
        '<p>Once the item is sold, mark your post as sold so that people stop contacting you, or delete ' +
        'it. If it has not sold when the post expires, you can renew it, perhaps with a new photo or a ' +
        'lower price.</p>',
      ar:
        '<p><strong>السوق</strong> هو المكان الذي يبيع فيه الجيران ويشترون: كنبة لم تعد تناسب البيت، ' +
        'وعربة أطفال كبر عليها الصغار، وهاتف، وأدوات، وصندوق كتب عربية. وكثيرًا ما تؤثث العائلات الواصلة ' +
        'حديثًا شقة كاملة من هنا، فقد تصنع أغراضك غير المستخدمة فرقًا حقيقيًا في حياة غيرك.</p>' +
        '<h2>نشر سلعة</h2>' +
        '<ol><li>سجّل الدخول وافتح <strong>السوق</strong>، ثم اختر نشر سلعة.</li>' +
        '<li>اكتب عنوانًا قصيرًا ومحددًا، مثل: «طاولة طعام لستة أشخاص من الخشب الصلب».</li>' +
        '<li>حدّد سعرًا عادلًا، وصف حالة السلعة بصدق، بما في ذلك أي خدوش أو قطع ناقصة.</li>' +
        '<li>أضف صورًا واضحة ملتقطة في ضوء النهار ومن زوايا مختلفة.</li>' +
        '<li>اختر مدينتك، وأضف طريقة تواصل المشترين معك، ثم أرسل. ويمكنك النشر باسمك أو دون ' +
        'ذكره.</li></ol>' +
        '<h2>ما لا يجوز بيعه</h2>' +
        '<p>لا يُسمح بالأسلحة، والكحول، ومنتجات التبغ والتدخين الإلكتروني، والأدوية، والسلع المسروقة أو ' +
        'المقلّدة، وأي شيء مخالف للقانون، ولا بالإعلانات التي تطلب من المشتري الدفع قبل رؤية السلعة. ' +
        'ويراجع المشرفون كل إعلان قبل نشره، ويرفضون ما يخالف القواعد مع بيان السبب دائمًا.</p>' +
        '<h2>التقِ بالمشترين بأمان</h2>' +
        '<ul>' +
        '<li>التقِ في مكان عام مزدحم وفي وضح النهار، كموقف سيارات متجر مزدحم، أو اطلب من صديق أن يكون معك ' +
        'حين يأتي أحد إلى بيتك.</li>' +
        '<li>عند الدفع نقدًا عُدّ المال قبل تسليم السلعة، وعند الدفع عبر تطبيق انتظر حتى يصل المبلغ ' +
        'فعلًا.</li>' +
        '<li>احذر من المشتري الذي يعرض أكثر من السعر المطلوب، أو يرسل شيكًا، أو يطلب شحن السلعة إلى ولاية ' +
        'أخرى.</li></ul>' +
        '<p>بعد البيع حدّد في إعلانك أن السلعة بيعت حتى يتوقف الناس عن الاتصال بك، أو احذفه. وإن لم تُبع ' +
        'السلعة عند انتهاء صلاحية الإعلان فيمكنك تجديده، وربما مع صورة جديدة أو سعر أقل.</p>',
    },
  },
  {
    slug: 'saving-favourites-and-managing-your-account',
    title: { en: 'Saving favourites and managing your account', ar: 'حفظ المفضلة وإدارة حسابك' },
    summary: {
      en:
        'Save stores, jobs, homes, products and articles, update your profile, change your e-mail or ' +
        'password, or delete your account.',
      ar:
        'احفظ المتاجر والوظائف والمساكن والمنتجات والمقالات، وحدّث ملفك الشخصي، وغيّر بريدك الإلكتروني أو ' +
        'كلمة مرورك، أو احذف حسابك.',
    },
    body: {
      en:
        '<p>A free account lets you keep track of what matters to you and control your personal details. ' +
        'To create one, choose <strong>Log in</strong>, then <strong>Create an account</strong>, enter ' +
        'your name, e-mail address, phone number and gender, choose a password of at least 8 characters ' +
        'and accept the terms and conditions.</p>' +
        '<h2>Saving favourites</h2>' +
        '<p>Tap <strong>Save</strong> on any store, job, home, product or blog post to add it to your ' +
        'saved items, and tap again to remove it. Your saved lists are waiting for you whenever you log ' +
        'in, on any device. Guests who try to save something are asked to log in first.</p>' +
        '<h2>Your profile</h2>' +
        '<p>Open <strong>Profile</strong> from the account menu to update your name, phone number, gender ' +
        'and photo (JPEG, PNG or WebP, up to 5 MB). These details are visible only to you; your posts ' +
        'show only the contact details you choose when you publish them.</p>' +
        '<h2>Changing your e-mail address or password</h2>' +
        '<ul>' +
        '<li><strong>E-mail address:</strong> enter the new address and your current password. We send a ' +
        '6-digit code to the new address; enter it within 10 minutes to confirm. Your old address ' +
        'receives a notice, in case the change was not made by you.</li>' +
        '<li><strong>Password:</strong> enter your current password and the new one, at least 8 ' +
        'characters. Your other devices are logged out for safety.</li>' +
        '<li><strong>Forgotten password:</strong> on the log-in page choose <strong>Forgot your ' +
        'password?</strong>, and we will e-mail you a 6-digit code, valid for 10 minutes, to choose a new ' +
        'password. Check your spam folder if it does not arrive.</li></ul>' +
        '<h2>Deleting your account</h2>' +
        '<p>Choose <strong>Delete account</strong> in your profile and confirm with your password. Your ' +
        'name, e-mail address, phone number and photo are erased, along with your newsletter ' +
        'subscriptions and contact messages; your posts are removed from the site and you are logged out ' +
        'everywhere. This cannot be undone, so mark active posts as sold, rented or filled first if ' +
        'people are waiting for an answer.</p>',
      ar:
        '<p>يتيح لك الحساب المجاني متابعة ما يهمك والتحكم في بياناتك الشخصية. ولإنشائه اختر <strong>تسجيل ' +
        'الدخول</strong> ثم <strong>أنشئ حسابًا</strong>، وأدخل اسمك وبريدك الإلكتروني ورقم هاتفك وجنسك، ' +
        'واختر كلمة مرور لا تقل عن 8 أحرف، ثم وافق على الشروط والأحكام.</p>' +
        '<h2>حفظ المفضلة</h2>' +
        '<p>اضغط <strong>احفظ</strong> على أي متجر أو وظيفة أو مسكن أو منتج أو مقال في المدونة لإضافته ' +
        'إلى محفوظاتك، واضغط مرة أخرى لإزالته. وتجد قوائمك المحفوظة بانتظارك كلما سجّلت الدخول ومن أي ' +
        'جهاز. أما الزوار فيُطلب منهم تسجيل الدخول أولًا إذا حاولوا حفظ شيء.</p>' +
        '<h2>ملفك الشخصي</h2>' +
        '<p>افتح <strong>الملف الشخصي</strong> من قائمة الحساب لتحديث اسمك ورقم هاتفك وجنسك وصورتك (بصيغة ' +
        'JPEG أو PNG أو WebP، وبحجم لا يتجاوز 5 ميغابايت). وهذه البيانات ظاهرة لك وحدك، أما إعلاناتك فلا ' +
        'تُظهر إلا بيانات التواصل التي تختارها عند نشرها.</p>' +
        '<h2>تغيير البريد الإلكتروني أو كلمة المرور</h2>' +
        '<ul>' +
        '<li><strong>البريد الإلكتروني:</strong> أدخل العنوان الجديد وكلمة مرورك الحالية، فنرسل رمزًا من ' +
        '6 أرقام إلى العنوان الجديد، أدخله خلال 10 دقائق للتأكيد. ويصل إلى عنوانك القديم تنبيه تحسّبًا ' +
        'لأن يكون التغيير من غيرك.</li>' +
        '<li><strong>كلمة المرور:</strong> أدخل كلمة المرور الحالية والجديدة، على ألا تقل عن 8 أحرف. ' +
        'ويُسجَّل خروجك من أجهزتك الأخرى حفاظًا على أمانك.</li>' +
        '<li><strong>نسيت كلمة المرور؟</strong> اختر الرابط الذي يحمل هذا الاسم في صفحة تسجيل الدخول، ' +
        'فنرسل إلى بريدك رمزًا من 6 أرقام صالحًا لمدة 10 دقائق لتختار كلمة مرور جديدة. وإن لم يصلك فتحقق ' +
        'من مجلد الرسائل غير المرغوب فيها.</li></ul>' +
        '<h2>حذف الحساب</h2>' +
        '<p>اختر <strong>حذف الحساب</strong> في ملفك الشخصي وأكّد بكلمة مرورك، فيُمحى اسمك وبريدك ' +
        'الإلكتروني ورقم هاتفك وصورتك، ومعها اشتراكاتك في النشرة البريدية ورسائلك إلينا، وتُزال إعلاناتك ' +
        'من الموقع، ويُسجَّل خروجك من كل الأجهزة. ولا يمكن التراجع عن ذلك، فإن كان هناك من ينتظر ردك على ' +
        'إعلان قائم فحدّد أولًا أن السلعة بيعت أو أن المسكن أُجّر أو أن الوظيفة شُغلت.</p>',
    },
  },
  {
    slug: 'using-jaliya-in-arabic-or-english',
    title: { en: 'Using Jaliya in Arabic or English', ar: 'استخدام جالية بالعربية أو بالإنجليزية' },
    summary: {
      en:
        'Switch languages at any time, read comfortably from right to left and search smarter with tips ' +
        'for Arabic spelling variants.',
      ar:
        'بدّل اللغة متى شئت، واقرأ براحة من اليمين إلى اليسار، وابحث بذكاء أكبر مع نصائح حول اختلاف طرق ' +
        'كتابة الكلمات العربية.',
    },
    body: {
      en:
        '<p>Jaliya is built for families who live between two languages. Menus, pages, guides and blog ' +
        'articles are available in both Arabic and English. Posts written by members may appear in one ' +
        'language only, depending on how their authors wrote them.</p>' +
        '<h2>Switching the language</h2>' +
        '<p>Use the language button in the header: it reads <strong>العربية</strong> when the site is in ' +
        'English and <strong>English</strong> when it is in Arabic. Your choice is remembered on your ' +
        'device, in a small language cookie and in local storage, so the site opens in your language next ' +
        'time. You can switch back and forth at any time without losing your place or logging out.</p>' +
        '<h2>Reading from right to left</h2>' +
        '<p>In Arabic, the whole layout flips: menus and text start from the right, and lists and buttons ' +
        'follow the direction of the language. Phone numbers, e-mail addresses, prices and web links keep ' +
        'their usual left-to-right order, so you can copy them as they are.</p>' +
        '<h2>Search tips for Arabic</h2>' +
        '<p>The same word can be written in several ways in Arabic, and names of dishes and places have ' +
        'many English spellings. If you do not find what you are looking for, try:</p>' +
        '<ul><li>writing the word with and without hamza: أحمد and احمد, إسلامي and اسلامي;</li>' +
        '<li>switching the final letter: ة and ه (مخبزة and مخبزه), or ى and ي (مستشفى and مستشفي);</li>' +
        '<li>leaving out the definite article: مطعم instead of المطعم;</li>' +
        '<li>typing without diacritics;</li>' +
        '<li>searching in the other language, or with another spelling: shawarma and شاورما, knafeh and ' +
        "kunafa, zaatar and za'atar;</li>" +
        '<li>keeping it short: one or two keywords usually work better than a full sentence.</li></ul>' +
        '<p>When you post, write in the language your readers use. Many members add a short line in both ' +
        'languages so that everyone in the community understands their post.</p>',
      ar:
        '<p>صُمّمت جالية للعائلات التي تعيش بين لغتين، فالقوائم والصفحات والأدلة ومقالات المدونة متاحة ' +
        'بالعربية والإنجليزية. أما الإعلانات التي يكتبها الأعضاء فقد تظهر بلغة واحدة فقط، بحسب ما كتبها ' +
        'أصحابها.</p>' +
        '<h2>تبديل اللغة</h2>' +
        '<p>استخدم زر اللغة في أعلى الصفحة، فهو يظهر باسم <strong>العربية</strong> حين يكون الموقع ' +
        'بالإنجليزية، وباسم <strong>English</strong> حين يكون بالعربية. ويُحفظ اختيارك على جهازك في ملف ' +
        'صغير لتعريف الارتباط خاص باللغة وفي التخزين المحلي، فيفتح الموقع بلغتك في المرة القادمة. ويمكنك ' +
        'التبديل بين اللغتين متى شئت دون أن تفقد مكانك أو يُسجَّل خروجك.</p>' +
        '<h2>القراءة من اليمين إلى اليسار</h2>' +
        '<p>بالعربية ينقلب تصميم الصفحة كله، فتبدأ القوائم والنصوص من اليمين، وتتبع القوائم والأزرار ' +
        'اتجاه اللغة. أما أرقام الهواتف وعناوين البريد الإلكتروني والأسعار وروابط المواقع فتحافظ على ' +
        'ترتيبها المعتاد من اليسار إلى اليمين، لتنسخها كما هي.</p>' +
        '<h2>نصائح للبحث بالعربية</h2>' +
        '<p>قد تُكتب الكلمة الواحدة بأكثر من طريقة في العربية، ولأسماء الأطباق والأماكن تهجئات إنجليزية ' +
        'كثيرة. فإن لم تجد ما تبحث عنه فجرّب:</p>' +
        '<ul><li>كتابة الكلمة بالهمزة ودونها: أحمد واحمد، وإسلامي واسلامي؛</li>' +
        '<li>تبديل الحرف الأخير: ة وه (مخبزة ومخبزه)، أو ى وي (مستشفى ومستشفي)؛</li>' +
        '<li>حذف «ال» التعريف: مطعم بدلًا من المطعم؛</li><li>الكتابة دون تشكيل؛</li>' +
        '<li>البحث باللغة الأخرى أو بتهجئة مختلفة: شاورما وshawarma، وknafeh وkunafa، وzaatar ' +
        "وza'atar؛</li>" +
        '<li>الاختصار: كلمة أو كلمتان مفتاحيتان تعطيان غالبًا نتائج أفضل من جملة كاملة.</li></ul>' +
        '<p>وعند النشر اكتب باللغة التي يقرؤها جمهورك. ويضيف كثير من الأعضاء سطرًا قصيرًا باللغتين ليفهم ' +
        'إعلانهم الجميع في الجالية.</p>',
    },
  },
];

/** Frequently asked questions in four groups. */
export const FAQ_GROUPS: FaqGroupContent[] = [
  {
    title: { en: 'Getting started', ar: 'البداية' },
    items: [
      {
        question: { en: 'Is Jaliya free to use?', ar: 'هل استخدام جالية مجاني؟' },
        answer: {
          en:
            '<p>Yes. Browsing, creating an account, saving favourites, posting jobs, rentals and ' +
            'marketplace items and adding a business profile are all free.</p>',
          ar:
            '<p>نعم. التصفح وإنشاء الحساب وحفظ المفضلة ونشر الوظائف وإعلانات الإيجار والسوق وإضافة ملف ' +
            'تجاري، كلها مجانية.</p>',
        },
      },
      {
        question: { en: 'Do I need an account to browse?', ar: 'هل أحتاج إلى حساب للتصفح؟' },
        answer: {
          en:
            '<p>No. Anyone can browse businesses, jobs, homes, the marketplace, the blog and the guides ' +
            'without an account. You need a free account to save items, post and manage your own ' +
            'listings.</p>',
          ar:
            '<p>لا. يمكن لأي شخص تصفح الأعمال والوظائف والمساكن والسوق والمدونة والأدلة دون حساب. أما حفظ ' +
            'العناصر والنشر وإدارة إعلاناتك فتحتاج إلى حساب مجاني.</p>',
        },
      },
      {
        question: {
          en: 'Which areas does Jaliya Georgia cover?',
          ar: 'ما المناطق التي تغطيها جالية جورجيا؟',
        },
        answer: {
          en:
            '<p>The whole state of Georgia, with a focus on the cities where our community lives: ' +
            'Atlanta, Clarkston, Decatur, Stone Mountain, Marietta, Alpharetta, Roswell, Sandy Springs, ' +
            'Duluth, Lawrenceville, Norcross, Johns Creek, Athens, Augusta, Columbus, Macon and ' +
            'Savannah.</p>' +
            '<p>Jaliya also serves other states. Open the <strong>States</strong> menu to discover ' +
            'them.</p>',
          ar:
            '<p>ولاية جورجيا كلها، مع تركيز على المدن التي تسكنها جاليتنا: أتلانتا وكلاركستون وديكاتور ' +
            'وستون ماونتن وماريتا وألفاريتا وروزويل وساندي سبرينغز ودولوث ولورنسفيل ونوركروس وجونز كريك ' +
            'وأثينز وأوغوستا وكولومبس وميكن وسافانا.</p>' +
            '<p>وتخدم جالية ولايات أخرى أيضًا، افتح قائمة <strong>الولايات</strong> لتتعرف إليها.</p>',
        },
      },
      {
        question: {
          en: 'Can I use the site in Arabic and in English?',
          ar: 'هل يمكنني استخدام الموقع بالعربية والإنجليزية؟',
        },
        answer: {
          en:
            '<p>Yes. Use the language button in the header to switch at any time. The site remembers your ' +
            'choice on your device, and in Arabic the whole layout reads from right to left.</p>',
          ar:
            '<p>نعم. استخدم زر اللغة في أعلى الصفحة للتبديل متى شئت. ويتذكر الموقع اختيارك على جهازك، ' +
            'وبالعربية يُعرض التصميم كله من اليمين إلى اليسار.</p>',
        },
      },
    ],
  },
  {
    title: { en: 'Account and security', ar: 'الحساب والأمان' },
    items: [
      {
        question: { en: 'I forgot my password. What do I do?', ar: 'نسيت كلمة المرور، فماذا أفعل؟' },
        answer: {
          en:
            '<p>On the log-in page, choose <strong>Forgot your password?</strong> and enter your e-mail ' +
            'address. We will send you a 6-digit code, valid for 10 minutes, to choose a new password.</p>' +
            '<p>If the e-mail does not arrive within a few minutes, check your spam folder, then ask for ' +
            'a new code.</p>',
          ar:
            '<p>في صفحة تسجيل الدخول اختر <strong>نسيت كلمة المرور؟</strong> وأدخل بريدك الإلكتروني، ' +
            'فنرسل إليك رمزًا من 6 أرقام صالحًا لمدة 10 دقائق لتختار كلمة مرور جديدة.</p>' +
            '<p>وإن لم تصلك الرسالة خلال بضع دقائق فتحقق من مجلد الرسائل غير المرغوب فيها، ثم اطلب رمزًا ' +
            'جديدًا.</p>',
        },
      },
      {
        question: { en: 'How do I change my e-mail address?', ar: 'كيف أغيّر بريدي الإلكتروني؟' },
        answer: {
          en:
            '<p>In your profile, enter the new address and your current password. We send a 6-digit code ' +
            'to the new address; enter it within 10 minutes to confirm the change. Your old address ' +
            'receives a notice, in case the request was not yours.</p>',
          ar:
            '<p>أدخل في ملفك الشخصي العنوان الجديد وكلمة مرورك الحالية، فنرسل رمزًا من 6 أرقام إلى ' +
            'العنوان الجديد، أدخله خلال 10 دقائق لتأكيد التغيير. ويصل إلى عنوانك القديم تنبيه تحسّبًا لأن ' +
            'يكون الطلب من غيرك.</p>',
        },
      },
      {
        question: { en: 'Why was I logged out?', ar: 'لماذا سُجّل خروجي؟' },
        answer: {
          en:
            '<p>For your safety, sessions end:</p>' +
            '<ul><li>after 30 days without use, or 90 days after you logged in;</li>' +
            '<li>on your other devices when you change your password;</li>' +
            '<li>on all devices when you reset your password or delete your account.</li></ul>' +
            '<p>Simply log in again.</p>',
          ar:
            '<p>حفاظًا على أمانك تنتهي الجلسات:</p>' +
            '<ul><li>بعد 30 يومًا دون استخدام، أو بعد 90 يومًا من تسجيل الدخول؛</li>' +
            '<li>على أجهزتك الأخرى عند تغيير كلمة المرور؛</li>' +
            '<li>على جميع الأجهزة عند إعادة تعيين كلمة المرور أو حذف الحساب.</li></ul>' +
            '<p>ما عليك إلا تسجيل الدخول من جديد.</p>',
        },
      },
      {
        question: { en: 'How do I delete my account?', ar: 'كيف أحذف حسابي؟' },
        answer: {
          en:
            '<p>Choose <strong>Delete account</strong> in your profile and confirm with your password. ' +
            'Your name, e-mail address, phone number, photo, newsletter subscriptions and contact ' +
            'messages are erased, and your posts are removed from the site.</p>' +
            '<p>Deletion cannot be undone.</p>',
          ar:
            '<p>اختر <strong>حذف الحساب</strong> في ملفك الشخصي وأكّد بكلمة مرورك، فيُمحى اسمك وبريدك ' +
            'الإلكتروني ورقم هاتفك وصورتك واشتراكاتك في النشرة ورسائلك إلينا، وتُزال إعلاناتك من ' +
            'الموقع.</p>' +
            '<p>ولا يمكن التراجع عن الحذف.</p>',
        },
      },
    ],
  },
  {
    title: { en: 'Posting and moderation', ar: 'النشر والمراجعة' },
    items: [
      {
        question: { en: 'Why is my post not visible yet?', ar: 'لماذا لا يظهر إعلاني بعد؟' },
        answer: {
          en:
            '<p>Every post is reviewed by a moderator before it is published. Until then it shows as ' +
            '<em>waiting for approval</em> in your account. Most posts are reviewed within one or two ' +
            'working days.</p>',
          ar:
            '<p>يراجع أحد المشرفين كل إعلان قبل نشره، وحتى ذلك الحين يظهر في حسابك بحالة <em>بانتظار ' +
            'الموافقة</em>. وتُراجع معظم الإعلانات خلال يوم أو يومَي عمل.</p>',
        },
      },
      {
        question: { en: 'My post was rejected. What now?', ar: 'رُفض إعلاني، فما العمل؟' },
        answer: {
          en:
            '<p>You will find the reason in your account, for example missing photos, the wrong category ' +
            'or a fee asked of job seekers. Correct the problem and submit the post again. If the reason ' +
            'is unclear, write to us and we will explain.</p>',
          ar:
            '<p>ستجد السبب في حسابك، كنقص الصور أو الفئة الخاطئة أو طلب رسوم من الباحثين عن عمل. صحّح ' +
            'المشكلة وأرسل الإعلان من جديد، وإن لم يكن السبب واضحًا فراسلنا وسنوضحه لك.</p>',
        },
      },
      {
        question: { en: 'Can I post without showing my name?', ar: 'هل يمكنني النشر دون إظهار اسمي؟' },
        answer: {
          en:
            '<p>Yes. You can post anonymously, and jobs and rentals can also be posted as a company or as ' +
            'an individual. Anonymous posts hide your name from the public, but they are still linked to ' +
            'your account and reviewed like any other post.</p>',
          ar:
            '<p>نعم. يمكنك النشر دون ذكر اسمك، كما يمكن نشر الوظائف وإعلانات الإيجار باسم شركة أو كفرد. ' +
            'والإعلان المجهول يُخفي اسمك عن الجمهور، لكنه يبقى مرتبطًا بحسابك ويُراجع كأي إعلان آخر.</p>',
        },
      },
      {
        question: { en: 'How long does a post stay online?', ar: 'كم يبقى الإعلان منشورًا؟' },
        answer: {
          en:
            '<p>Published posts expire after a while so that the site stays current. From your account ' +
            'you can:</p>' +
            '<ul><li>renew a post that is still relevant;</li><li>mark it as sold, rented or filled;</li>' +
            '<li>delete it at any time.</li></ul>',
          ar:
            '<p>تنتهي صلاحية الإعلانات المنشورة بعد مدة حتى يبقى الموقع محدّثًا، ويمكنك من حسابك:</p>' +
            '<ul><li>تجديد الإعلان إن كان لا يزال قائمًا؛</li>' +
            '<li>تحديد أن السلعة بيعت أو أن المسكن أُجّر أو أن الوظيفة شُغلت؛</li>' +
            '<li>حذفه في أي وقت.</li></ul>',
        },
      },
      {
        question: { en: 'What does the verified badge mean?', ar: 'ماذا تعني شارة «موثّق»؟' },
        answer: {
          en:
            "<p>It means our team has confirmed the business's details, such as its name, address and " +
            'contact information. It shows the business is real and reachable, but it is not a review of ' +
            'the quality of its work.</p>',
          ar:
            '<p>تعني أن فريقنا تحقق من بيانات النشاط التجاري، كاسمه وعنوانه ووسائل التواصل معه. فهي تدل ' +
            'على أن النشاط حقيقي ويمكن الوصول إليه، لكنها ليست تقييمًا لجودة عمله.</p>',
        },
      },
    ],
  },
  {
    title: { en: 'Privacy, newsletter and safety', ar: 'الخصوصية والنشرة البريدية والأمان' },
    items: [
      {
        question: { en: 'How does the newsletter work?', ar: 'كيف تعمل النشرة البريدية؟' },
        answer: {
          en:
            '<p>Enter your e-mail address in the newsletter box; no account is needed. We send you a ' +
            'confirmation e-mail, and you start receiving the newsletter only after you click the ' +
            'confirmation link.</p>' +
            '<p>Every newsletter contains an unsubscribe link that works with one click, without logging ' +
            'in.</p>',
          ar:
            '<p>أدخل بريدك الإلكتروني في خانة النشرة البريدية، ولا حاجة إلى حساب. نرسل إليك رسالة تأكيد، ' +
            'ولا تبدأ النشرة بالوصول إليك إلا بعد أن تضغط رابط التأكيد.</p>' +
            '<p>وفي كل نشرة رابط لإلغاء الاشتراك يعمل بنقرة واحدة دون تسجيل الدخول.</p>',
        },
      },
      {
        question: { en: 'Do you share or sell my data?', ar: 'هل تشاركون بياناتي أو تبيعونها؟' },
        answer: {
          en:
            '<p>We never sell your data, and we use no advertising trackers. A few services help us run ' +
            'the site: an e-mail delivery provider, and the optional live chat, which receives only your ' +
            'name and e-mail address if you are logged in, or shows you as "Guest". Our Privacy Policy ' +
            'lists everything in detail.</p>',
          ar:
            '<p>لا نبيع بياناتك أبدًا، ولا نستخدم أدوات تتبّع إعلانية. وتساعدنا بعض الخدمات في تشغيل ' +
            'الموقع: مزوّد لإرسال البريد الإلكتروني، والمحادثة المباشرة الاختيارية التي لا تتلقى إلا اسمك ' +
            'وبريدك الإلكتروني إن كنت مسجلًا للدخول، وإلا ظهرت باسم «زائر». وتفصّل سياسة الخصوصية كل ' +
            'ذلك.</p>',
        },
      },
      {
        question: { en: 'Can my photos reveal where I live?', ar: 'هل يمكن أن تكشف صوري مكان سكني؟' },
        answer: {
          en:
            '<p>Not through their hidden data. Every photo you upload is re-encoded, and its metadata, ' +
            'including any GPS location recorded by your phone, is removed. Do check what is visible in ' +
            'the picture itself, such as a house number or a car number plate.</p>',
          ar:
            '<p>ليس عبر بياناتها المخفية، فكل صورة ترفعها يُعاد ترميزها وتُزال بياناتها الوصفية، ومنها أي ' +
            'موقع جغرافي سجله هاتفك. لكن انتبه لما يظهر في الصورة نفسها، كرقم البيت أو لوحة السيارة.</p>',
        },
      },
      {
        question: {
          en: 'How do I report a suspicious post or a scam?',
          ar: 'كيف أبلّغ عن إعلان مريب أو عملية احتيال؟',
        },
        answer: {
          en:
            '<ul><li>Do not send any money or personal documents.</li>' +
            '<li>Tell us through the contact page or at ' +
            '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>, with the title of the post and what ' +
            'happened.</li>' +
            '<li>If you lost money, contact your bank at once and report it to the Federal Trade ' +
            'Commission at <a href="https://reportfraud.ftc.gov">reportfraud.ftc.gov</a>.</li></ul>',
          ar:
            '<ul><li>لا ترسل أي مال أو وثائق شخصية.</li>' +
            '<li>أخبرنا عبر صفحة الاتصال أو على <a href="mailto:hello@jaliya.us">hello@jaliya.us</a>، ' +
            'واذكر عنوان الإعلان وما حدث.</li>' +
            '<li>إن خسرت مالًا فاتصل بمصرفك فورًا، وأبلغ لجنة التجارة الفيدرالية عبر ' +
            '<a href="https://reportfraud.ftc.gov">reportfraud.ftc.gov</a>.</li></ul>',
        },
      },
      {
        question: { en: 'How can I reach the Jaliya team?', ar: 'كيف أتواصل مع فريق جالية؟' },
        answer: {
          en:
            '<p>Use the form on the contact page, write to ' +
            '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a> or call +1 404 555 0134, Monday to ' +
            'Friday, 9 am to 5 pm. We usually reply within two working days.</p>',
          ar:
            '<p>استخدم النموذج في صفحة الاتصال، أو راسلنا على ' +
            '<a href="mailto:hello@jaliya.us">hello@jaliya.us</a>، أو اتصل بالرقم +1 404 555 0134، من ' +
            'الاثنين إلى الجمعة، من 9 صباحًا إلى 5 مساءً. ونرد عادةً خلال يومَي عمل.</p>',
        },
      },
    ],
  },
];

/** Community forms: volunteer sign-up and the Eid picnic registration. */
export const FORMS: FormContent[] = [
  {
    slug: 'volunteer',
    title: { en: 'Volunteer with Jaliya', ar: 'تطوّع مع جالية' },
    intro: {
      en:
        'Help us welcome newcomers and bring the community together at events across Georgia. Tell us a ' +
        'little about yourself and how you would like to help, and our volunteer coordinator will contact ' +
        'you.',
      ar:
        'ساعدنا على استقبال القادمين الجدد وجمع أبناء الجالية في فعاليات تُقام في أنحاء جورجيا. أخبرنا ' +
        'قليلًا عن نفسك وعن الطريقة التي تحب أن تساعد بها، وسيتواصل معك منسق المتطوعين.',
    },
    successMessage: {
      en: 'Thank you for volunteering! We have received your details and will contact you soon.',
      ar: 'شكرًا لتطوعك! وصلتنا بياناتك، وسنتواصل معك قريبًا.',
    },
    fields: [
      {
        name: 'name',
        type: 'text',
        label: { en: 'Full name', ar: 'الاسم الكامل' },
        isRequired: true,
        maxLength: 100,
      },
      {
        name: 'email',
        type: 'email',
        label: { en: 'Email', ar: 'البريد الإلكتروني' },
        isRequired: true,
      },
      {
        name: 'phone',
        type: 'phone',
        label: { en: 'Phone', ar: 'رقم الهاتف' },
        isRequired: true,
      },
      {
        name: 'help_area',
        type: 'choice',
        label: { en: 'How would you like to help?', ar: 'كيف تحب أن تساعد؟' },
        isRequired: true,
        options: [
          {
            value: 'event_setup',
            label: { en: 'Event setup and cleanup', ar: 'تجهيز الفعاليات والتنظيف بعدها' },
          },
          {
            value: 'welcome_translation',
            label: { en: 'Welcome desk and translation', ar: 'الاستقبال والترجمة' },
          },
          { value: 'kids_activities', label: { en: "Children's activities", ar: 'أنشطة الأطفال' } },
          { value: 'food_service', label: { en: 'Food service', ar: 'تقديم الطعام' } },
          {
            value: 'newcomer_support',
            label: { en: 'Welcoming newcomer families', ar: 'استقبال العائلات القادمة حديثًا' },
          },
          {
            value: 'writing',
            label: { en: 'Writing and translating for the blog', ar: 'الكتابة والترجمة للمدونة' },
          },
        ],
      },
      {
        name: 'languages',
        type: 'text',
        label: { en: 'Languages you speak', ar: 'اللغات التي تتحدثها' },
        isRequired: false,
        maxLength: 200,
      },
      {
        name: 'message',
        type: 'textarea',
        label: { en: 'Anything else we should know?', ar: 'هل هناك ما تود أن نعرفه أيضًا؟' },
        isRequired: false,
        maxLength: 2000,
      },
    ],
  },
  {
    slug: 'event-registration',
    title: { en: 'Eid community picnic registration', ar: 'التسجيل في نزهة العيد المجتمعية' },
    intro: {
      en:
        'Join families from across Georgia for a day of food, games and prayer. Registration is free; all ' +
        'food served is halal. Please register once for up to five people, and send a second registration ' +
        'for a larger group.',
      ar:
        'شاركنا مع عائلات من أنحاء جورجيا يومًا من الطعام والألعاب والصلاة. التسجيل مجاني، وكل الطعام ' +
        'المقدم حلال. يُرجى التسجيل مرة واحدة لما يصل إلى خمسة أشخاص، وإرسال تسجيل ثانٍ للمجموعات الأكبر.',
    },
    successMessage: {
      en:
        'You are registered for the Eid picnic. We will write to you with the date, place and final ' +
        'details. Eid Mubarak!',
      ar: 'تم تسجيلك في نزهة العيد، وسنراسلك بالموعد والمكان والتفاصيل النهائية. عيد مبارك!',
    },
    fields: [
      {
        name: 'name',
        type: 'text',
        label: { en: 'Full name', ar: 'الاسم الكامل' },
        isRequired: true,
        maxLength: 100,
      },
      {
        name: 'email',
        type: 'email',
        label: { en: 'Email', ar: 'البريد الإلكتروني' },
        isRequired: true,
      },
      {
        name: 'phone',
        type: 'phone',
        label: { en: 'Phone', ar: 'رقم الهاتف' },
        isRequired: true,
      },
      {
        name: 'guests',
        type: 'choice',
        label: { en: 'Number of people attending', ar: 'عدد الحاضرين' },
        isRequired: true,
        options: [
          { value: '1', label: { en: '1 person', ar: 'شخص واحد' } },
          { value: '2', label: { en: '2 people', ar: 'شخصان' } },
          { value: '3', label: { en: '3 people', ar: '3 أشخاص' } },
          { value: '4', label: { en: '4 people', ar: '4 أشخاص' } },
          { value: '5', label: { en: '5 people', ar: '5 أشخاص' } },
        ],
      },
      {
        name: 'dietary_notes',
        type: 'textarea',
        label: { en: 'Allergies or dietary needs', ar: 'الحساسية الغذائية أو الاحتياجات الخاصة في الطعام' },
        isRequired: false,
        maxLength: 1000,
      },
    ],
  },
];
