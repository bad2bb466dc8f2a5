import type { ContactMessage } from '@jaliya/contract';
import type { RateLimiter } from '../../lib/rate-limiter';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { SettingsRepository } from '../settings/settings.repository';
import type { SiteScope } from '../sites/site-scope';
import type { ContactRepository } from './contact.repository';
import type { SiteUrlOf } from '../sites/site-directory';

export const CONTACT_LIMITS = {
  messagesPerAddress: { max: 5, windowSeconds: 3600 },
  messagesPerEmail: { max: 3, windowSeconds: 3600 },
} as const;

/** Messages from the contact form: stored for the team's console, then e-mailed to the site's address. */
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly settings: SettingsRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    /** Each site's own address, which signs the team's notice. */
    private readonly publicUrlOf: SiteUrlOf,
  ) {}

  async send(
    { site, language }: SiteScope,
    message: ContactMessage,
    sender: { address: string; userId: number | undefined },
  ): Promise<void> {
    await this.limiter.hit(['contact-address', sender.address], CONTACT_LIMITS.messagesPerAddress);
    await this.limiter.hit(['contact-email', message.email], CONTACT_LIMITS.messagesPerEmail);
    await this.messages.insert({
      site_id: site.id,
      user_id: sender.userId ?? null,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      language,
      created_at: new Date().toISOString(),
    });
    const settings = await this.settings.findSettings(site.id);
    if (!settings?.contact_email) return;
    // The team reads both languages; the notice is in English with the message as written.
    const mail = composeMail({
      to: settings.contact_email,
      language: 'en',
      siteName: site.name_en,
      siteUrl: await this.publicUrlOf(site.code),
      recipientName: site.name_en,
      subject: 'email.contactSubject',
      body: 'email.contactBody',
      values: {
        name: message.name,
        email: message.email,
        phone: message.phone || '-',
        language: language === 'ar' ? 'Arabic' : 'English',
        message: message.message,
      },
    });
    // The address passed the e-mail rule (no spaces or line breaks), so it cannot inject a header.
    await this.mailer.send({
      ...mail,
      headers: { 'Reply-To': message.email },
      concerns: { email: message.email, ...(sender.userId ? { userId: sender.userId } : {}) },
    });
  }

  /** Erases the contact messages of a deleted account (by owner or by e-mail address). */
  eraseFor(userId: number, email: string): Promise<void> {
    return this.messages.eraseFor(userId, email);
  }
}
