import type { Language, MessageKey, MessageValues } from '@jaliya/contract';
import { randomBytes } from 'node:crypto';
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

/**
 * A header's value on one line: line breaks and other control characters in what someone wrote
 * (a name in a subject) become a space, so their text can never start a header of its own
 * (SECURITY.md item 24), whatever the mail library does.
 */
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/\s*[\u0000-\u001f\u007f\u2028\u2029]+\s*/g, ' ').trim();

export interface MailInput {
  to: string;
  language: Language;
  siteName: string;
  /** The site's own public address (its host's): it signs the message under the site's name. */
  siteUrl: string;
  recipientName: string;
  subject: MessageKey;
  body: MessageKey;
  /** Text filled into the message: names, titles, what someone wrote. It stays text in both parts. */
  values?: MessageValues;
  /**
   * Addresses the app built itself (a page of the site, a confirmation link), filled in like
   * values: only these become links in the HTML part. An address in someone's text (a visitor's
   * message to the team, a post's title) is never made clickable.
   */
  links?: Record<string, string>;
}

/**
 * Someone's text made into a sentence that a template's next one can follow: it keeps the final
 * punctuation it has (a moderator's note often ends with a full stop), or ends with one. A template
 * then writes `Reason: {reason} You can...`, never `inside.. You`.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  return /[.!?؟…。]["'”’»)]*$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * A message in the recipient's language, as plain text and as HTML (escaped, right-to-left for
 * Arabic), greeting by name and signed with the site's name and address (the site the action
 * happened on, so a Michigan mail names Michigan and its own host).
 */
export function composeMail({
  to,
  language,
  siteName,
  siteUrl,
  recipientName,
  subject,
  body,
  values = {},
  links = {},
}: MailInput): MailMessage {
  const t = translatorFor(language);
  const all = { site: siteName, ...values };
  const greeting = t('email.greeting', { name: recipientName });
  const paragraph = t(body, { ...all, ...links });
  // The HTML part is written with a mark for each link (unguessable, so no text can forge one),
  // escaped as text, and only then are the marks made into the app's links.
  const token = randomBytes(12).toString('hex');
  const names = Object.keys(links);
  const marked = t(body, {
    ...all,
    ...Object.fromEntries(names.map((name, index) => [name, `[${token}:${index}]`])),
  });
  const htmlParagraph = escapeHtml(marked).replace(
    new RegExp(`\\[${token}:(\\d+)\\]`, 'g'),
    (_mark, index: string) => {
      const address = escapeHtml(links[names[Number(index)] ?? ''] ?? '');
      return `<a href="${address}">${address}</a>`;
    },
  );
  const signature = t('email.signature', { site: siteName });
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject: oneLine(t(subject, { ...all, ...links })),
    text: `${greeting}\n\n${paragraph}\n\n${signature}\n${siteUrl}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">` +
      `<p>${escapeHtml(greeting)}</p><p>${htmlParagraph}</p><p>${escapeHtml(signature)}<br>` +
      `<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p></body></html>`,
  };
}
