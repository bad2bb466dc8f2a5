import { describe, expect, it } from 'vitest';
import { drawsArabicLetters, preloadSiteFonts } from './site-font.server';

/** A page as React renders it: the head's preloads and stylesheet, then the body. */
function page(
  body: string,
  head = '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
) {
  return `<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${head}<title>Jaliya</title></head><body>${body}</body></html>`;
}

/** The language switch of an English page: its one Arabic word is drawn in the system font. */
const LANGUAGE_SWITCH =
  '<a href="?lang=ar"><span lang="ar" class="font-system max-sm:hidden">العربية</span></a>';

/** The font files a page preloads, in order. */
function preloadedFonts(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*\/>/g)].map(([, href]) =>
    href!.includes('arabic') ? 'arabic' : 'latin',
  );
}

describe('the site font files a page fetches early', () => {
  it('is the Latin file alone on an English page without Arabic letters', () => {
    expect(preloadedFonts(preloadSiteFonts(page(`${LANGUAGE_SWITCH}<h1>About Jaliya</h1>`), 'en'))).toEqual([
      'latin',
    ]);
  });

  it('adds the Arabic file, second, on an English page that draws Arabic letters', () => {
    const html = page(`${LANGUAGE_SWITCH}<h3 dir="auto">الأمل للهواتف والإلكترونيات</h3>`);
    expect(preloadedFonts(preloadSiteFonts(html, 'en'))).toEqual(['latin', 'arabic']);
  });

  it('is both files, Arabic first, on an Arabic page: its spaces and digits are in the Latin file', () => {
    expect(preloadedFonts(preloadSiteFonts(page('<h1>عن جالية</h1>'), 'ar'))).toEqual(['arabic', 'latin']);
  });

  it("puts the page's own file first among the head links and the other script's at the end of the head", () => {
    const html = preloadSiteFonts(page('<p>Hello</p>'), 'en');
    expect(html.indexOf('as="font"')).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(html.indexOf('as="font"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const arabic = preloadSiteFonts(page('<p>مرحبا</p>'), 'ar');
    expect(arabic.indexOf('readex-pro-arabic')).toBeLessThan(arabic.indexOf('rel="stylesheet"'));
    expect(arabic).toMatch(
      /<title>Jaliya<\/title><link rel="preload" href="[^"]*readex-pro-latin[^"]*"[^>]*\/><\/head>/,
    );
    const bare = preloadSiteFonts(page('<p>Hello</p>', ''), 'en');
    expect(bare).toMatch(/<title>Jaliya<\/title><link rel="preload"[^>]*as="font"[^>]*\/><\/head>/);
    expect(preloadSiteFonts('<p>no head</p>', 'en')).toBe('<p>no head</p>');
  });
});

describe('whether a page draws Arabic letters in the site font', () => {
  it('counts text in any element, after a closed sibling too', () => {
    expect(drawsArabicLetters(page('<p>Also known as <strong>Jaliya</strong> (جالية).</p>'))).toBe(true);
  });

  it('leaves out text drawn in the system font, scripts, the title and attributes', () => {
    const html = page(
      `${LANGUAGE_SWITCH}<img alt="مطعم" src="/x.webp"/><p title="مرحبا">Hello</p>` +
        '<script>window.data = "مطعم \\u003cp\\u003eمرحبا\\u003c/p\\u003e";</script>',
      '<title>مطعم | Jaliya</title>',
    );
    expect(drawsArabicLetters(html)).toBe(false);
  });
});
