import { expect, test } from '@playwright/test';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { richResultKind, richResultProblems } from './rich-results';

// The seeded site's sitemap against its pages: every address listed is a page that answers 200
// and names exactly that address as canonical, with the same alternates as the sitemap; and the
// structured data of every kind of listing has what Google's rich results need.

type Element = DefaultTreeAdapterTypes.Element;

function elements(
  node: DefaultTreeAdapterTypes.ParentNode,
  tagName: string,
  found: Element[] = [],
): Element[] {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === tagName) found.push(child);
    elements('content' in child ? child.content : child, tagName, found);
  }
  return found;
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((candidate) => candidate.name === name)?.value;

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

/** The `<url>` entries of a sitemap file (the API tests check the XML itself strictly). */
function entriesOf(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language = '', href = '']) => [language, decode(href)],
      ),
    ),
  }));
}

test('every address in the sitemap is a page naming that address as canonical, with the same alternates', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  // No cookie jar: each address must choose its language by itself (`?lang=ar`, or none).
  const get = (url: string) => fetch(url, { redirect: 'manual' });
  const robots = await (await get(`${baseURL}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await get(`${baseURL}/sitemap.xml`);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
  expect(files.map((file) => file.replace(/-\d+\.xml$/, ''))).toEqual(
    ['pages', 'blog', 'businesses', 'jobs', 'homes', 'products', 'events'].map(
      (section) => `${baseURL}/sitemaps/${section}`,
    ),
  );

  const entries: SitemapEntry[] = [];
  for (const file of files) entries.push(...entriesOf(await (await get(file)).text()));
  expect(entries.length).toBeGreaterThan(100);

  const kinds = new Map<string, string>();
  const problems: string[] = [];
  // A few at a time: the server renders each address once (then serves it from its page cache).
  for (let start = 0; start < entries.length; start += 4) {
    await Promise.all(
      entries.slice(start, start + 4).map(async (entry) => {
        const response = await get(entry.loc);
        if (response.status !== 200) {
          problems.push(`${entry.loc}: ${response.status}`);
          return;
        }
        const document = parse(await response.text());
        const links = elements(document, 'link');
        const canonical = links.find((link) => attribute(link, 'rel') === 'canonical');
        const alternates = Object.fromEntries(
          links
            .filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang'))
            .map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
        );
        if (attribute(canonical ?? ({ attrs: [] } as unknown as Element), 'href') !== entry.loc)
          problems.push(`${entry.loc}: canonical is ${canonical ? attribute(canonical, 'href') : 'missing'}`);
        const sorted = (pairs: Record<string, unknown>) => JSON.stringify(Object.entries(pairs).sort());
        if (sorted(alternates) !== sorted(entry.alternates))
          problems.push(
            `${entry.loc}: alternates ${JSON.stringify(alternates)} in the page, ${JSON.stringify(entry.alternates)} in the sitemap`,
          );
        for (const script of elements(document, 'script').filter(
          (element) => attribute(element, 'type') === 'application/ld+json',
        )) {
          const text = script.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
          const item = JSON.parse(text) as Record<string, unknown>;
          kinds.set(richResultKind(item), entry.loc);
          for (const problem of richResultProblems(item))
            problems.push(`${entry.loc} (${String(item['@type'])}): ${problem}`);
          // Its address is the page's own, in the page's language.
          if (item.url !== undefined && String(item.url) !== entry.loc)
            problems.push(`${entry.loc}: structured data names ${String(item.url)}`);
        }
      }),
    );
  }
  expect(problems).toEqual([]);
  // Every kind of listing was seen and checked, on a page the sitemap lists.
  expect([...kinds.keys()].sort()).toEqual(
    ['Accommodation', 'BlogPosting', 'Event', 'FAQPage', 'JobPosting', 'LocalBusiness', 'Product'].sort(),
  );
});
