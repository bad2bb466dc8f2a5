import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { ContentChanges } from '../content-changes/content-changes.service';
import { ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';
import type { SiteUrlOf } from '../sites/site-directory';

/**
 * Posts that expire (jobs, homes, products): a few days before, the owner is e-mailed once in
 * their language with a link to renew; when the time comes the post leaves the site (status
 * `expired`, the owner can renew it from "my posts"). Runs at start-up and every hour.
 */
export class ListingExpiry {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: ListingsService,
    private readonly changes: ContentChanges,
    private readonly mailer: Mailer,
    /** `warningDays`: the server's default, for sites whose console setting is empty. */
    /** `publicUrlOf`: each site's own address, where its owners' warnings send them. */
    private readonly options: { publicUrlOf: SiteUrlOf; warningDays: number },
    private readonly clock: () => Date = () => new Date(),
    private readonly rows: ListingsRepository = new ListingsRepository(db),
  ) {}

  async run(): Promise<{ expired: number; warned: number }> {
    const expired = await this.expireDue();
    const warned = await this.warnSoon();
    return { expired, warned };
  }

  /** Takes every published post past its expiry off the site. */
  async expireDue(): Promise<number> {
    const now = this.clock().toISOString();
    const due = await this.rows.publishedExpiringBy(now);
    if (due.length === 0) return 0;
    await this.rows.expire(
      due.map((row) => row.id),
      now,
    );
    const announced = new Set<string>();
    for (const row of due) {
      const key = `${row.code}:${row.kind}`;
      if (announced.has(key)) continue;
      announced.add(key);
      await this.changes.announce(row.code, this.listings.kind(row.kind).cacheResources);
    }
    return due.length;
  }

  /** E-mails owners whose posts expire within their site's warning window, once per expiry date. */
  async warnSoon(): Promise<number> {
    const sites = await this.rows.expiryWarningDaysBySite();
    let warned = 0;
    for (const site of sites) {
      const days = site.expiry_warning_days ?? this.options.warningDays;
      if (days > 0) warned += await this.warnSite(site.id, await this.options.publicUrlOf(site.code), days);
    }
    return warned;
  }

  private async warnSite(siteId: number, siteUrl: string, warningDays: number): Promise<number> {
    const now = this.clock();
    const until = new Date(now.getTime() + warningDays * 86_400_000).toISOString();
    const rows = await this.rows.publishedExpiringWithOwners(siteId, until);
    let warned = 0;
    for (const row of rows) {
      const expiresAt = String(row.expires_at);
      if (row.expiry_warned_at === expiresAt) continue;
      const definition = this.listings.kind(row.kind);
      // A post that ends at a time of its own (an event) is not renewed, so there is nothing to warn of.
      if (definition.warnsBeforeExpiry === false) continue;
      const language = row.language;
      await this.mailer.send({
        ...composeMail({
          to: row.email,
          language,
          siteName: language === 'ar' ? row.name_ar : row.name_en,
          siteUrl,
          recipientName: row.name,
          subject: 'email.expirySubject',
          body: 'email.expiryBody',
          values: {
            title: row.title,
            date: new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
              dateStyle: 'long',
            }).format(new Date(expiresAt)),
          },
          links: {
            url: `${siteUrl}${definition.myPostsPath}${language === 'ar' ? '?lang=ar' : ''}`,
          },
        }),
        concerns: { userId: row.user_id, email: row.email },
      });
      await this.rows.markExpiryWarned(row.id, expiresAt);
      warned += 1;
    }
    return warned;
  }
}
