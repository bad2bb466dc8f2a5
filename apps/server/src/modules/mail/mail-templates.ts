import type { Language, MessageKey, MessageValues } from '@jaliya/contract';
import { translatorFor } from '../../lib/i18n';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The person whose data the message carries, so erasing their account erases it too. */
  concerns?: { userId?: number; email?: string };
  /** After this the message is useless (its code expired): it is discarded, never sent late. */
  discardAfter?: Date;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Makes the site's own web addresses in already-escaped text clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export interface MailInput {
  to: string;
  language: Language;
  siteName: string;
  recipientName: string;
  subject: MessageKey;
  body: MessageKey;
  values?: MessageValues;
}

/**
 * A message in the recipient's language, as plain text and as HTML (escaped, right-to-left for
 * Arabic), greeting by name and signed with the site's name.
 */
export function composeMail({
  to,
  language,
  siteName,
  recipientName,
  subject,
  body,
  values = {},
}: MailInput): MailMessage {
  const t = translatorFor(language);
  const all = { site: siteName, ...values };
  const greeting = t('email.greeting', { name: recipientName });
  const paragraph = t(body, all);
  const signature = t('email.signature', { site: siteName });
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject: t(subject, all),
    text: `${greeting}\n\n${paragraph}\n\n${signature}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">` +
      `<p>${escapeHtml(greeting)}</p><p>${linkify(escapeHtml(paragraph))}</p><p>${escapeHtml(signature)}</p></body></html>`,
  };
}
