import arabicFont from '../assets/fonts/readex-pro-arabic-400-700.woff2?url';
import latinFont from '../assets/fonts/readex-pro-latin-400-700.woff2?url';

/**
 * Readex Pro comes in one file per script (apps/web/scripts/fonts.mjs), and the browser asks for a
 * file only when layout meets a character of it: a round trip after the stylesheet and the first
 * layout, which the first paint then waited for. So each page names, in `<head>`, the files its
 * text is drawn with:
 * - Latin on every page: English text, and Arabic text too (the space between words, digits and
 *   Latin punctuation are in the Latin file);
 * - Arabic on an Arabic page, and on an English page whose text has Arabic letters (a business's
 *   name, an Arabic word in an article). The language switch's "العربية" does not count: it is
 *   drawn in the system font, so that every English page does not fetch the Arabic file for it.
 * The page's own file comes first, with the stylesheet; the other script's at the end of the head,
 * after the stylesheet and the hero image, whose bandwidth it took when it came before them.
 */
export function preloadSiteFonts(html: string, language: string): string {
  const [own, other] = language === 'ar' ? [arabicFont, latinFont] : [latinFont, arabicFont];
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  // Where React put its preloads: the first link of the head.
  const firstLink = html.indexOf('<link', html.indexOf('<head'));
  const at = firstLink !== -1 && firstLink < headEnd ? firstLink : headEnd;
  const second = language === 'ar' || drawsArabicLetters(html) ? fontPreload(other) : '';
  return html.slice(0, at) + fontPreload(own) + html.slice(at, headEnd) + second + html.slice(headEnd);
}

function fontPreload(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`;
}

/** Letters of the Arabic file: the Arabic block, its supplement and the presentation forms. */
const ARABIC_TEXT = />[^<]*[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC][^<]*/g;
/** Elements whose text is not drawn in the site font, or not drawn at all. */
const NOT_IN_SITE_FONT = /^<(script|style|title|template)\b|\bfont-system\b/;

/** Whether the page's body has Arabic letters in text drawn with the site font. */
export function drawsArabicLetters(html: string): boolean {
  ARABIC_TEXT.lastIndex = Math.max(html.indexOf('<body'), 0);
  for (let match = ARABIC_TEXT.exec(html); match; match = ARABIC_TEXT.exec(html)) {
    // The tag this text follows (the text's element, or a sibling closed before it).
    const tag = html.slice(html.lastIndexOf('<', match.index), match.index);
    if (!NOT_IN_SITE_FONT.test(tag)) return true;
  }
  return false;
}
