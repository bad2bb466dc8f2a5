import type { EventCard, Home, JobCard, ProductCard, RentCard, WelcomeScreen } from '@jaliya/contract';
import type { ClassifiedsService } from '../classifieds/classifieds.service';
import type { BlogService } from '../blog/blog.service';
import type { DirectoryService } from '../directory/directory.service';
import { sanitizeRichText } from '../../lib/rich-text';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import type { HomeRepository, WelcomeScreenRow } from './home.repository';

const HOME_BLOG_POSTS = 3;
const HOME_BUSINESSES = 6;
/** Jobs, homes and products each, and upcoming events. */
const HOME_CLASSIFIEDS = 4;

/** Builds the home and welcome-screen payloads in the scope's language. */
export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly media: MediaRepository,
    private readonly directory: DirectoryService,
    private readonly blog: BlogService,
    private readonly classifieds: ClassifiedsService,
  ) {}

  async getHome(scope: SiteScope): Promise<Home> {
    const { site, language } = scope;
    const newest = (kind: string) =>
      this.classifieds.list(this.classifieds.kind(kind), scope, { limit: HOME_CLASSIFIEDS });
    const [hero, welcome, guides, categories, ourServices, blogs, businesses, jobs, rents, products, events] =
      await Promise.all([
        this.home.listPublishedHero(site.id),
        this.home.findActiveWelcomeScreen(site.id),
        this.home.listHomeUserGuides(site.id),
        this.directory.mainCategories(scope),
        this.directory.ourServices(scope),
        this.blog.listPage(scope, 1),
        this.directory.listBusinesses(scope, { sort: 'newest', limit: HOME_BUSINESSES }),
        newest('job'),
        newest('rent'),
        newest('product'),
        // The events' list is theirs: not yet ended, soonest first.
        newest('event'),
      ]);
    const images = await this.media.findByIds(hero.map((entry) => entry.image_id));
    const isArabic = language === 'ar';
    return {
      hero: hero.flatMap((entry) => {
        const image = images.get(entry.image_id);
        if (!image) return [];
        return [
          {
            id: entry.id,
            media: toImage(image, language),
            title: isArabic ? entry.title_ar : entry.title_en,
            // Stored sanitised; cleaned again for entries the console saved as typed before
            // their description was rich text (it once was a plain text area shown as HTML).
            description: sanitizeRichText(isArabic ? entry.description_ar : entry.description_en),
          },
        ];
      }),
      welcomeScreenData: welcome ? toWelcomeScreen(welcome, language === 'ar') : null,
      userGuidData: guides.map((guide) => ({
        id: guide.id,
        slug: guide.slug,
        title: isArabic ? guide.title_ar : guide.title_en,
        summary: isArabic ? guide.summary_ar : guide.summary_en,
      })),
      categories,
      ourServices: ourServices.services,
      latestBlogs: blogs.items.slice(0, HOME_BLOG_POSTS),
      newestBusinesses: businesses.items,
      newestJobs: jobs.items as JobCard[],
      newestRents: rents.items as RentCard[],
      newestProducts: products.items as ProductCard[],
      upcomingEvents: events.items as EventCard[],
    };
  }

  async getWelcomeScreen({ site, language }: SiteScope): Promise<WelcomeScreen | null> {
    const welcome = await this.home.findActiveWelcomeScreen(site.id);
    return welcome ? toWelcomeScreen(welcome, language === 'ar') : null;
  }
}

function toWelcomeScreen(row: WelcomeScreenRow, isArabic: boolean): WelcomeScreen {
  return {
    type: row.type,
    link: row.link,
    title: isArabic ? row.title_ar : row.title_en,
    description: isArabic ? row.description_ar : row.description_en,
  };
}
