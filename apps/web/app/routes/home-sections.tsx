import type { GeneralSetting, Home, MainCategory } from '@jaliya/contract';
import type { ReactNode } from 'react';
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

/** A headed list of cards with a link to the whole list; nothing at all when it is empty. */
function CardSection<T extends { id: number }>({
  items,
  listClassName,
  render,
  ...heading
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  items: readonly T[];
  listClassName: string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={heading.id} className="below-the-fold-tall">
      <SectionHeading {...heading} />
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id} className="flex">
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page under the hero: service and shop categories, the upcoming events, the newest businesses, the site's
 * own services and the latest blog posts, all server-rendered in the visitor's language.
 */
export function HomeSections({ home }: { home: Home }) {
  const { t } = useI18n();
  const settings = useSiteSettings();
  const timeZone = settings?.site.timeZone ?? 'America/New_York';
  return (
    <div className="mx-auto grid max-w-7xl gap-16 px-4 py-14">
      <CategoryGroup mains={home.categories} type="service" />
      <CategoryGroup mains={home.categories} type="business" />
      <CardSection
        id="home-upcoming-events"
        title={t('events.upcoming')}
        to={EVENTS_PATH}
        linkLabel={t('events.browse')}
        items={home.upcomingEvents}
        listClassName="grid gap-4 md:grid-cols-2"
        render={(event) => <EventCard event={event} />}
      />
      <CardSection
        id="home-newest-businesses"
        title={t('home.newestBusinesses')}
        to="/add-business"
        linkLabel={t('nav.addBusiness')}
        items={home.newestBusinesses}
        listClassName="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        render={(business) => <BusinessCard business={business} timeZone={timeZone} />}
      />
      <CardSection
        id="home-newest-jobs"
        title={t('jobs.newest')}
        to="/jobs"
        linkLabel={t('jobs.browse')}
        items={home.newestJobs}
        listClassName="grid gap-4 md:grid-cols-2"
        render={(job) => <JobCard job={job} />}
      />
      <CardSection
        id="home-newest-rents"
        title={t('home.newestRents')}
        to="/rents"
        linkLabel={t('rents.browse')}
        items={home.newestRents}
        listClassName="grid gap-4 md:grid-cols-2"
        render={(rent) => <RentCard rent={rent} />}
      />
      <CardSection
        id="home-newest-products"
        title={t('products.newest')}
        to="/market-place"
        linkLabel={t('products.browse')}
        items={home.newestProducts}
        listClassName="grid gap-4 md:grid-cols-2"
        render={(product) => <ProductCard product={product} />}
      />
      <CardSection
        id="home-our-services"
        title={t('directory.ourServicesTitle')}
        to="/Our-Service"
        linkLabel={t('directory.browseAll')}
        items={home.ourServices}
        listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        render={(service) => <OurServiceCard service={service} headingLevel={3} />}
      />
      {/* No save buttons on blog cards: the home page is the same for every visitor. */}
      <CardSection
        id="home-latest-blogs"
        title={t('home.latestBlogs')}
        to="/Blog"
        linkLabel={t('home.allPosts')}
        items={home.latestBlogs}
        listClassName="grid gap-6 md:grid-cols-3"
        render={(post) => <BlogCard post={post} headingLevel={3} />}
      />
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
