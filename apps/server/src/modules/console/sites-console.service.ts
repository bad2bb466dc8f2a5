import type { ConsoleSite, CreateSiteBody, UpdateSiteBody } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import { createSite, type OnSiteWritten, SiteValidationError, updateSite } from '../sites/site-admin';
import { addressOf, type SiteDirectory } from '../sites/site-directory';
import { SitesRepository, type SiteWithHosts } from '../sites/sites.repository';
import type { AuditLog } from './audit-log';

/**
 * The console's sites page (issue 36, deployment admins only): the same `createSite` and
 * `updateSite` as `npm run site`, their problems answered field by field in the request's
 * language (VALIDATION_FAILED), every write audit-logged in its own transaction. This process
 * serves the change at once; every other within a second (SiteDirectory, ContentChanges).
 */
export class SitesConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { defaultSite: string; publicUrl: string },
    private readonly directory: SiteDirectory,
    private readonly changes: ContentChanges,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Every site, in the state menu's order, with its published posts and cities counted. */
  async list(): Promise<ConsoleSite[]> {
    const sites = new SitesRepository(this.db);
    const [rows, counts] = await Promise.all([sites.listWithHosts(), sites.counts()]);
    return rows.map((site) => this.toConsoleSite(site, counts.get(site.id)));
  }

  async create(admin: UserRow, body: CreateSiteBody): Promise<ConsoleSite> {
    const { site } = await this.answering(() =>
      createSite(this.context(), body, this.logged(admin, 'site.create')),
    );
    return this.written(site.code);
  }

  async update(admin: UserRow, code: string, body: UpdateSiteBody): Promise<ConsoleSite> {
    await this.answering(() => updateSite(this.context(), code, body, this.logged(admin, 'site.update')));
    return this.written(code);
  }

  private context() {
    return { db: this.db, ...this.options, now: this.clock };
  }

  /** Audit-logs a write in its own transaction: the deployment's entry (no site), in every site's log. */
  private logged(admin: UserRow, action: 'site.create' | 'site.update'): OnSiteWritten {
    return (trx, { site, before, after }) =>
      this.audit.record(
        {
          actor: admin,
          siteId: null,
          action,
          targetType: 'site',
          targetId: site.id,
          targetLabel: `${site.code}: ${site.name_en}`,
          ...(before ? { before } : {}),
          after,
        },
        trx,
      );
  }

  /** The service's problems as the API's: a site that is not there is a 404, the rest by field. */
  private async answering<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SiteValidationError)) throw error;
      if (error.problems.code?.key === 'validation.siteUnknown') throw new AppError('NOT_FOUND');
      throw new AppError('VALIDATION_FAILED', {}, error.problems);
    }
  }

  /** After a write: this process reads the sites and their state menus again, and answers the site. */
  private async written(code: string): Promise<ConsoleSite> {
    this.directory.forget();
    await this.changes.poll();
    const site = (await this.list()).find((candidate) => candidate.code === code.trim().toUpperCase());
    if (!site) throw new AppError('NOT_FOUND');
    return site;
  }

  private toConsoleSite(
    site: SiteWithHosts,
    counts: { posts: number; cities: number } | undefined,
  ): ConsoleSite {
    return {
      code: site.code,
      nameEn: site.name_en,
      nameAr: site.name_ar,
      timeZone: site.time_zone,
      hosts: site.hosts,
      address: addressOf(site, this.options),
      isOpen: site.is_open === 1,
      isDefault: site.code === this.options.defaultSite.toUpperCase(),
      postCount: counts?.posts ?? 0,
      cityCount: counts?.cities ?? 0,
      createdAt: site.created_at,
      updatedAt: site.updated_at,
    };
  }
}
