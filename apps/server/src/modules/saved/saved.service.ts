import {
  type BlogPostSummary,
  LIMITS,
  type PagedList,
  SAVED_ITEM_TYPES,
  type SavedItemType,
} from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import type { BlogService } from '../blog/blog.service';
import type { SiteScope } from '../sites/site-scope';
import type { SavedRepository } from './saved.repository';

/** Whether an item of one kind may be saved on a site (it exists and is public). */
export type SaveableCheck = (siteId: number, id: number) => Promise<boolean>;

/**
 * Saving and unsaving items for a signed-in user. Every kind of item goes through the same
 * table; each kind registers whether an id can be saved on a site (blog posts, and every
 * listing kind of the listings registry).
 */
export class SavedService {
  constructor(
    private readonly saved: SavedRepository,
    private readonly blog: BlogService,
    private readonly saveable: Record<SavedItemType, SaveableCheck>,
  ) {}

  /** Saves a published item of the site; an unknown one is a 404, saving twice is not an error. */
  async save(userId: number, { site }: SiteScope, type: SavedItemType, id: number): Promise<void> {
    if (!(await this.saveable[type](site.id, id))) throw new AppError('NOT_FOUND');
    await this.saved.save(userId, type, id);
  }

  /** Unsaving something that is not saved (or no longer exists) is not an error either. */
  async unsave(userId: number, type: SavedItemType, id: number): Promise<void> {
    await this.saved.unsave(userId, type, id);
  }

  /** Unsaves a saved item, or saves one that was not (the old client's favourite button). */
  async toggle(userId: number, scope: SiteScope, type: SavedItemType, id: number): Promise<boolean> {
    if (await this.saved.unsave(userId, type, id)) return false;
    await this.save(userId, scope, type, id);
    return true;
  }

  /** Of the ids asked for, by kind, those the user saved: one query for all the kinds. */
  async savedAmong(
    userId: number,
    asked: Partial<Record<SavedItemType, readonly number[]>>,
  ): Promise<Record<SavedItemType, number[]>> {
    const found = Object.fromEntries(SAVED_ITEM_TYPES.map((type) => [type, [] as number[]])) as Record<
      SavedItemType,
      number[]
    >;
    const kinds = new Map(
      SAVED_ITEM_TYPES.flatMap((type) => (asked[type]?.length ? [[type, asked[type]] as const] : [])),
    );
    for (const row of await this.saved.savedAmong(userId, kinds))
      found[row.type as SavedItemType]?.push(row.id);
    return found;
  }

  /**
   * The ids of one kind the user saved on one site (issue 36: saved items are per site), or on
   * every site when `siteId` is undefined (`sites=all`).
   */
  listIds(userId: number, type: SavedItemType, siteId: number | undefined): Promise<number[]> {
    return this.saved.listIds(userId, type, siteId);
  }

  /** The sites holding items of one kind the user saved (`sites=all` reads those only). */
  sitesHolding(userId: number, type: SavedItemType): Promise<number[]> {
    return this.saved.sitesHolding(userId, type);
  }

  /** One page of saved blog posts that are still published, newest saved first. */
  async listBlogPage(userId: number, scope: SiteScope, page: number): Promise<PagedList<BlogPostSummary>> {
    const ids = await this.saved.listIds(userId, 'blog', scope.site.id);
    const visible = await this.blog.summariesInOrder(scope, ids);
    const pageSize = LIMITS.savedPageSize;
    return {
      items: visible.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(visible.length / pageSize)),
      total: visible.length,
    };
  }
}
