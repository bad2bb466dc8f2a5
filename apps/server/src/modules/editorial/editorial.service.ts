import type { ContactPage, Faq, Language, Page, UserGuide, UserGuideSummary } from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import { localized } from '../../lib/localized';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { SettingsRepository } from '../settings/settings.repository';
import type { SiteScope } from '../sites/site-scope';
import type { EditorialRepository, PageRow } from './editorial.repository';

/** Builds the editorial payloads (about, contact, legal pages, user guides, FAQ) in one language. */
export class EditorialService {
  constructor(
    private readonly editorial: EditorialRepository,
    private readonly settings: SettingsRepository,
    private readonly media: MediaRepository,
  ) {}

  /** A page by key, or NOT_FOUND when the site has not written it. */
  async getPage({ site, language }: SiteScope, key: string): Promise<Page> {
    const row = await this.editorial.findPage(site.id, key);
    if (!row) throw new AppError('NOT_FOUND');
    return this.toPage(row, language);
  }

  async getContactPage(scope: SiteScope): Promise<ContactPage> {
    const { site, language } = scope;
    const [row, settings] = await Promise.all([
      this.editorial.findPage(site.id, 'contact'),
      this.settings.findSettings(site.id),
    ]);
    const hasMap = settings?.map_latitude != null && settings.map_longitude != null;
    return {
      title: row ? localized(row, 'title', language) : '',
      summary: row ? localized(row, 'summary', language) : '',
      body: row ? localized(row, 'body', language) : '',
      address: settings ? localized(settings, 'contact_address', language) : '',
      officeHours: settings ? localized(settings, 'office_hours', language) : '',
      phone: settings?.contact_phone ?? '',
      email: settings?.contact_email ?? '',
      map: hasMap
        ? { latitude: settings.map_latitude as number, longitude: settings.map_longitude as number }
        : null,
    };
  }

  async listGuides({ site, language }: SiteScope): Promise<UserGuideSummary[]> {
    const rows = await this.editorial.listPublishedGuides(site.id);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: localized(row, 'title', language),
      summary: localized(row, 'summary', language),
    }));
  }

  async getGuide({ site, language }: SiteScope, id: number): Promise<UserGuide> {
    const row = await this.editorial.findPublishedGuide(site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      id: row.id,
      slug: row.slug,
      title: localized(row, 'title', language),
      summary: localized(row, 'summary', language),
      body: localized(row, 'body', language),
      updatedAt: row.updated_at,
    };
  }

  /** The FAQ in groups; a group without published questions is left out. */
  async getFaq({ site, language }: SiteScope): Promise<Faq> {
    const { groups, items } = await this.editorial.listFaq(site.id);
    return {
      groups: groups.flatMap((group) => {
        const questions = items.filter((item) => item.group_id === group.id);
        if (questions.length === 0) return [];
        return [
          {
            id: group.id,
            title: localized(group, 'title', language),
            items: questions.map((item) => ({
              id: item.id,
              question: localized(item, 'question', language),
              answer: localized(item, 'answer', language),
            })),
          },
        ];
      }),
    };
  }

  private async toPage(row: PageRow, language: Language): Promise<Page> {
    const image = row.image_id === null ? undefined : await this.media.findById(row.image_id);
    return {
      key: row.key,
      title: localized(row, 'title', language),
      summary: localized(row, 'summary', language),
      body: localized(row, 'body', language),
      image: image ? toImage(image, language) : null,
      updatedAt: row.updated_at,
    };
  }
}
