import type { Home, WelcomeScreen } from '@jaliya/contract';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import type { HomeRepository, WelcomeScreenRow } from './home.repository';

/** Builds the home and welcome-screen payloads in the scope's language. */
export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly media: MediaRepository,
  ) {}

  async getHome({ site, language }: SiteScope): Promise<Home> {
    const [hero, welcome, guides] = await Promise.all([
      this.home.listPublishedHero(site.id),
      this.home.findActiveWelcomeScreen(site.id),
      this.home.listHomeUserGuides(site.id),
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
            description: isArabic ? entry.description_ar : entry.description_en,
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
