import { addressInLanguage } from '@jaliya/contract/page-paths';

/** One public page: its address on the site (as `page-paths` builds it) and when it last changed. */
export interface SitemapPage {
  path: string;
  /** An ISO date and time, or null when nothing says when the page last changed. */
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or a double-quoted attribute (`&` in an address's query is the usual one). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** A W3C date and time (the protocol's `lastmod`) from a stored timestamp, or null when it is not one. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_END = '</urlset>\n';

/** The languages a page is listed in; English is also the `x-default` (decision 011). */
const LISTED_LANGUAGES = ['en', 'ar'] as const;

/**
 * The `<url>` entries of one page: one per language, each naming every language version and the
 * `x-default` as alternates, exactly as the page's own `<link rel="alternate">` tags do.
 */
export function pageEntries(publicUrl: string, page: SitemapPage): string {
  const url = `${publicUrl}${page.path}`;
  const alternates =
    LISTED_LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(addressInLanguage(url, language))}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url)}"/>`;
  const lastmod = w3cDate(page.lastmod);
  return LISTED_LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(addressInLanguage(url, language))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>\n`,
  ).join('');
}

/** Addresses each page takes in a sitemap: one per language. */
export const ADDRESSES_PER_PAGE = LISTED_LANGUAGES.length;

/** A sitemap index naming its child sitemaps. */
export function sitemapIndex(children: readonly { url: string; lastmod: string | null }[]): string {
  const entries = children.map((child) => {
    const lastmod = w3cDate(child.lastmod);
    return `<sitemap><loc>${escapeXml(child.url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</sitemapindex>\n'
  );
}
