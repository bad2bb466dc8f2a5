import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { SiteScope } from '../sites/site-scope';
import type { NewsletterRepository } from './newsletter.repository';
import type { SiteUrlOf } from '../sites/site-directory';

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
    private readonly subscribers: NewsletterRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    /** Each site's own address: a subscription's links open the site it was made on. */
    private readonly publicUrlOf: SiteUrlOf,
  ) {}

  async subscribe(
    { site, language }: SiteScope,
    email: string,
    sender: { address: string; userId: number | undefined },
  ): Promise<void> {
    await this.limiter.hit(['subscribe-address', sender.address], NEWSLETTER_LIMITS.subscribesPerAddress);
    await this.limiter.hit(['subscribe-email', email], NEWSLETTER_LIMITS.subscribesPerEmail);
    const existing = await this.subscribers.findBySiteAndEmail(site.id, email);
    if (existing && existing.status !== 'unsubscribed') return;
    const token = randomBytes(24).toString('base64url');
    const userId = sender.userId ?? null;
    if (existing) {
      await this.subscribers.restart(existing.id, { tokenHash: tokenHashOf(token), language, userId });
    } else {
      try {
        await this.subscribers.insert({
          site_id: site.id,
          email,
          language,
          status: 'pending',
          token_hash: tokenHashOf(token),
          created_at: new Date().toISOString(),
          user_id: userId,
        });
      } catch (error) {
        // Two requests racing for one address: the unique index keeps a single row, and one mail.
        if (await this.subscribers.findBySiteAndEmail(site.id, email)) return;
        throw error;
      }
    }
    const siteUrl = await this.publicUrlOf(site.code);
    const base = `${siteUrl}/newsletter`;
    const confirmUrl = `${base}/confirm?token=${token}`;
    const unsubscribeUrl = `${base}/unsubscribe?token=${token}`;
    const message = composeMail({
      to: email,
      language,
      siteName: language === 'ar' ? site.name_ar : site.name_en,
      siteUrl,
      recipientName: email.split('@')[0] ?? email,
      subject: 'email.newsletterSubject',
      body: 'email.newsletterBody',
      links: { confirmUrl, unsubscribeUrl },
    });
    await this.mailer.send({
      ...message,
      // RFC 8058: mail clients can unsubscribe with one click, without opening the site.
      headers: {
        'List-Unsubscribe': `<${siteUrl}/api/newsletter/one-click-unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      concerns: { email, ...(sender.userId ? { userId: sender.userId } : {}) },
    });
  }

  async confirm(token: string): Promise<void> {
    const row = await this.findByToken(token);
    if (row.status === 'unsubscribed') throw linkInvalid();
    if (row.status === 'pending') await this.subscribers.confirm(row.id, new Date());
  }

  async unsubscribe(token: string): Promise<void> {
    const row = await this.findByToken(token);
    if (row.status === 'unsubscribed') return;
    await this.subscribers.unsubscribe(row.id, new Date());
  }

  /** Removes every subscription of an account or its address (account deletion). */
  eraseFor(userId: number, email: string): Promise<void> {
    return this.subscribers.eraseFor(userId, email);
  }

  private async findByToken(token: string) {
    const row = await this.subscribers.findByTokenHash(tokenHashOf(token));
    if (!row) throw linkInvalid();
    return row;
  }
}

function linkInvalid(): AppError {
  return new AppError('VALIDATION_FAILED', {}, { token: { key: 'validation.linkInvalid' } });
}
