import type { GeneralSetting, Home, MainCategory, MessageKey } from '@jaliya/contract';
import type { ReactElement } from 'react';
import { Link } from '../components/link';
import { SmartphoneIcon } from '../components/icons';
import { BlogCard } from '../features/blog/components/blog-card';
import { BusinessCard } from '../features/directory/components/business-card';
import { EventCard } from '../features/events/components/event-card';
import { EVENTS_PATH } from '../features/events/event-paths';
import { JobCard } from '../features/jobs/components/job-card';
import { ProductCard } from '../features/products/components/product-card';
import { RentCard } from '../features/rents/components/rent-card';
import { OurServiceCard } from '../features/directory/components/our-service-card';
import { SubcategoryTile } from '../features/directory/components/subcategory-tile';
import { categoryPath } from '../features/directory/directory-paths';
import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';

const SUBCATEGORIES_SHOWN = 6;

function SectionHeading({
  id,
  title,
  to,
  linkLabel,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold text-gray-900 lg:text-3xl">
        {title}
      </h2>
      <Link to={to} className="font-semibold text-primary hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}

function CategoryGroup({ mains, type }: { mains: MainCategory[]; type: 'service' | 'business' }) {
  const { t } = useI18n();
  const id = `home-${type}-categories`;
  const title = type === 'service' ? t('directory.servicesTitle') : t('directory.shopsTitle');
  const groups = mains.filter((main) => main.type === type);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading
        id={id}
        title={title}
        to={categoryPath(type, groups[0]?.id ?? 0)}
        linkLabel={t('directory.browseAll')}
      />
      {groups.map((main) => (
        <ul key={main.id} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {main.subcategories.slice(0, SUBCATEGORIES_SHOWN).map((subcategory) => (
            <li key={subcategory.id}>
              <SubcategoryTile subcategory={subcategory} type={type} />
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}

/** Two cards a row from a tablet's width (the posts), or three (businesses, services, blog posts). */
const TWO_A_ROW = 'grid gap-4 md:grid-cols-2';

/** One section of cards: its heading, the link to the whole list, its list's layout and its cards. */
interface CardSectionProps {
  id: string;
  title: MessageKey;
  to: string;
  linkLabel: MessageKey;
  listClassName: string;
  /** Each card keyed by its item's id. */
  cards: ReactElement[];
}

/** A headed list of cards with a link to the whole list; nothing at all when it is empty. */
function CardSection({ id, title, to, linkLabel, listClassName, cards }: CardSectionProps) {
  const { t } = useI18n();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="below-the-fold-tall">
      <SectionHeading id={id} title={t(title)} to={to} linkLabel={t(linkLabel)} />
      <ul className={listClassName}>
        {cards.map((card) => (
          <li key={card.key} className="flex">
            {card}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page under the hero: service and shop categories, then the sections of cards in the
 * order below (upcoming events, the newest posts of each kind, the site's own services, the latest
 * blog posts), all server-rendered in the visitor's language.
 */
export function HomeSections({ home }: { home: Home }) {
  const settings = useSiteSettings();
  const timeZone = settings?.site.timeZone ?? 'America/New_York';
  const sections: CardSectionProps[] = [
    {
      id: 'home-upcoming-events',
      title: 'events.upcoming',
      to: EVENTS_PATH,
      linkLabel: 'events.browse',
      listClassName: TWO_A_ROW,
      cards: home.upcomingEvents.map((event) => <EventCard key={event.id} event={event} />),
    },
    {
      id: 'home-newest-businesses',
      title: 'home.newestBusinesses',
      to: '/add-business',
      linkLabel: 'nav.addBusiness',
      listClassName: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3',
      cards: home.newestBusinesses.map((business) => (
        <BusinessCard key={business.id} business={business} timeZone={timeZone} />
      )),
    },
    {
      id: 'home-newest-jobs',
      title: 'jobs.newest',
      to: '/jobs',
      linkLabel: 'jobs.browse',
      listClassName: TWO_A_ROW,
      cards: home.newestJobs.map((job) => <JobCard key={job.id} job={job} />),
    },
    {
      id: 'home-newest-rents',
      title: 'home.newestRents',
      to: '/rents',
      linkLabel: 'rents.browse',
      listClassName: TWO_A_ROW,
      cards: home.newestRents.map((rent) => <RentCard key={rent.id} rent={rent} />),
    },
    {
      id: 'home-newest-products',
      title: 'products.newest',
      to: '/market-place',
      linkLabel: 'products.browse',
      listClassName: TWO_A_ROW,
      cards: home.newestProducts.map((product) => <ProductCard key={product.id} product={product} />),
    },
    {
      id: 'home-our-services',
      title: 'directory.ourServicesTitle',
      to: '/Our-Service',
      linkLabel: 'directory.browseAll',
      listClassName: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
      cards: home.ourServices.map((service) => (
        <OurServiceCard key={service.id} service={service} headingLevel={3} />
      )),
    },
    // No save buttons on blog cards: the home page is the same for every visitor.
    {
      id: 'home-latest-blogs',
      title: 'home.latestBlogs',
      to: '/Blog',
      linkLabel: 'home.allPosts',
      listClassName: 'grid gap-6 md:grid-cols-3',
      cards: home.latestBlogs.map((post) => <BlogCard key={post.id} post={post} headingLevel={3} />),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-16 px-4 py-14">
      <CategoryGroup mains={home.categories} type="service" />
      <CategoryGroup mains={home.categories} type="business" />
      {sections.map((section) => (
        <CardSection key={section.id} {...section} />
      ))}
      {settings ? <MobileApps apps={settings.apps} /> : null}
    </div>
  );
}

/** The mobile apps' store pages, when the settings have them (`npm run settings -- apps`). */
function MobileApps({ apps }: { apps: GeneralSetting['apps'] }) {
  const { t } = useI18n();
  const stores = [
    { key: 'appStore', url: apps.appStore, label: t('home.appStore') },
    { key: 'googlePlay', url: apps.googlePlay, label: t('home.googlePlay') },
  ].filter((store): store is { key: string; url: string; label: string } => store.url !== null);
  if (stores.length === 0) return null;
  return (
    <section
      aria-labelledby="home-apps"
      className="flex flex-wrap items-center gap-6 rounded-3xl bg-tertiary px-6 py-10 text-white lg:px-12"
    >
      <SmartphoneIcon className="size-14 shrink-0 text-secondary" />
      <div className="min-w-0 flex-1">
        <h2 id="home-apps" className="text-2xl font-bold lg:text-3xl">
          {t('home.appsTitle')}
        </h2>
        <p className="mt-2 text-white/90">{t('home.appsText')}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {stores.map((store) => (
          <li key={store.key}>
            <a
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center rounded-xl bg-white px-5 font-semibold text-tertiary hover:bg-white/90"
              data-testid={`app-link-${store.key}`}
            >
              {store.label}
              <span className="sr-only"> ({t('header.opensInNewTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
