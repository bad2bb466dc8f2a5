import type { OtherSite } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SiteDirectory } from './site-directory';
import type { SiteScope } from './site-scope';

/**
 * Where else an account has something (issue 36: one account across several states): its lists
 * read one site by default, and this says which other sites hold its posts or saved items, how
 * many, and at which address, so the apps can link there. Two grouped queries.
 */
export class OtherSites {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly directory: SiteDirectory,
  ) {}

  async of(userId: number, { site, language }: SiteScope): Promise<OtherSite[]> {
    const [posts, saved] = await Promise.all([this.postsBySite(userId), this.savedBySite(userId)]);
    const sites = await this.directory.list();
    return sites
      .filter((other) => other.id !== site.id)
      .map((other) => ({
        code: other.code,
        name: language === 'ar' ? other.name_ar : other.name_en,
        url: this.directory.publicUrlOf(other),
        posts: posts.get(other.id) ?? 0,
        saved: saved.get(other.id) ?? 0,
      }))
      .filter((other) => other.posts + other.saved > 0);
  }

  /** The account's posts that are not deleted, counted by site. */
  private async postsBySite(userId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('listings')
      .select(['site_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('owner_user_id', '=', userId)
      .where('status', '!=', 'deleted')
      .groupBy('site_id')
      .execute();
    return new Map(rows.map((row) => [row.site_id, Number(row.count)]));
  }

  /** The account's saved items that are still published (posts and blog posts), counted by site. */
  private async savedBySite(userId: number): Promise<Map<number, number>> {
    const [posts, articles] = await Promise.all([
      this.db
        .selectFrom('saved_items')
        .innerJoin('listings', (join) =>
          join
            .onRef('listings.id', '=', 'saved_items.item_id')
            .onRef('listings.kind', '=', 'saved_items.item_type'),
        )
        .select(['listings.site_id as site_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('saved_items.user_id', '=', userId)
        .where('listings.status', '=', 'published')
        .groupBy('listings.site_id')
        .execute(),
      this.db
        .selectFrom('saved_items')
        .innerJoin('blog_posts', 'blog_posts.id', 'saved_items.item_id')
        .select(['blog_posts.site_id as site_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('saved_items.user_id', '=', userId)
        .where('saved_items.item_type', '=', 'blog')
        .where('blog_posts.is_published', '=', 1)
        .where('blog_posts.published_at', '<=', new Date().toISOString())
        .groupBy('blog_posts.site_id')
        .execute(),
    ]);
    const counts = new Map<number, number>();
    for (const row of [...posts, ...articles])
      counts.set(row.site_id, (counts.get(row.site_id) ?? 0) + Number(row.count));
    return counts;
  }
}
