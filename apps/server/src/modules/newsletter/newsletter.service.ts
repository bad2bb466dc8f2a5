import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { SiteScope } from '../sites/site-scope';

export const NEWSLETTER_LIMITS = {
  subscribesPerAddress: { max: 10, windowSeconds: 3600 },
  subscribesPerEmail: { max: 3, windowSeconds: 3600 },
} as const;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Newsletter subscriptions with double opt-in: subscribing stores a pending address and mails a
 * confirmation link and an unsubscribe link; subscribing again is not an error and adds no row.
 */
export class NewsletterService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  async subscribe({ site, language }: SiteScope, email: string, address: string): Promise<void> {
    await this.limiter.hit(`subscribe:address:${address}`, NEWSLETTER_LIMITS.subscribesPerAddress);
    await this.limiter.hit(`subscribe:email:${email}`, NEWSLETTER_LIMITS.subscribesPerEmail);
    const existing = await this.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'status'])
      .where('site_id', '=', site.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing && existing.status !== 'unsubscribed') return;
    const token = randomBytes(24).toString('base64url');
    const now = new Date().toISOString();
    if (existing) {
      await this.db
        .updateTable('newsletter_subscribers')
        .set({
          status: 'pending',
          token_hash: tokenHashOf(token),
          language,
          unsubscribed_at: null,
          confirmed_at: null,
        })
        .where('id', '=', existing.id)
        .execute();
    } else {
      try {
        await this.db
          .insertInto('newsletter_subscribers')
          .values({
            site_id: site.id,
            email,
            language,
            status: 'pending',
            token_hash: tokenHashOf(token),
            created_at: now,
          })
          .execute();
      } catch (error) {
        // Two requests racing for one address: the unique index keeps a single row, and one mail.
        const raced = await this.db
          .selectFrom('newsletter_subscribers')
          .select('id')
          .where('site_id', '=', site.id)
          .where('email', '=', email)
          .executeTakeFirst();
        if (raced) return;
        throw error;
      }
    }
    const base = `${this.publicUrl}/newsletter`;
    const confirmUrl = `${base}/confirm?token=${token}`;
    const unsubscribeUrl = `${base}/unsubscribe?token=${token}`;
    const message = composeMail({
      to: email,
      language,
      siteName: language === 'ar' ? site.name_ar : site.name_en,
      recipientName: email.split('@')[0] ?? email,
      subject: 'email.newsletterSubject',
      body: 'email.newsletterBody',
      values: { confirmUrl, unsubscribeUrl },
    });
    await this.mailer.send({
      ...message,
      // RFC 8058: mail clients can unsubscribe with one click, without opening the site.
      headers: {
        'List-Unsubscribe': `<${this.publicUrl}/api/newsletter/one-click-unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  async confirm(token: string): Promise<void> {
    const row = await this.findByToken(token);
    if (row.status === 'unsubscribed') throw linkInvalid();
    if (row.status === 'pending') {
      await this.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirmed_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async unsubscribe(token: string): Promise<void> {
    const row = await this.findByToken(token);
    if (row.status === 'unsubscribed') return;
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }

  /** Removes every subscription of an address (account deletion). */
  async eraseFor(email: string): Promise<void> {
    await this.db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
  }

  private async findByToken(token: string) {
    const row = await this.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'status'])
      .where('token_hash', '=', tokenHashOf(token))
      .executeTakeFirst();
    if (!row) throw linkInvalid();
    return row;
  }
}

function linkInvalid(): AppError {
  return new AppError('VALIDATION_FAILED', {}, { token: { key: 'validation.linkInvalid' } });
}
