import { describe, expect, it } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { SAVED_ITEM_TYPES } from '../limits';
import { listMessageKeys } from '../messages';
import { SEARCH_KINDS } from '../search-kinds';
import { CONTENT_COLLECTIONS } from '../console-content';
import { CATEGORY_KINDS, KINDS, LISTING_KIND_PATTERN, LISTING_KINDS, kindNamed } from './index';

describe('the registry of kinds', () => {
  it('derives every list of kinds, in the order the API and the pages have always given', () => {
    expect(LISTING_KINDS).toEqual(['business', 'job', 'rent', 'product', 'event']);
    expect(SAVED_ITEM_TYPES).toEqual(['blog', 'business', 'job', 'rent', 'product', 'event']);
    expect(SEARCH_KINDS).toEqual(['business', 'product', 'job', 'rent', 'event', 'blog', 'guide', 'faq']);
    expect(LISTING_KINDS.every((kind) => LISTING_KIND_PATTERN.test(kind))).toBe(true);
    expect(LISTING_KIND_PATTERN.test('jobs')).toBe(false);
    expect(LISTING_KIND_PATTERN.test('blog')).toBe(false);
  });

  it('gives each kind its own name, search tab, sitemap section and pages', () => {
    for (const field of ['name', 'searchPosition', 'sitemapSection', 'myPostsPath'] as const) {
      const values = KINDS.map((kind) => kind[field]);
      expect(new Set(values).size, field).toBe(KINDS.length);
    }
    const pages = KINDS.map((kind) => kind.webPath({ id: 7, slug: 'x' }));
    expect(new Set(pages).size).toBe(KINDS.length);
    expect(kindNamed('job').webPath({ id: 7, slug: 'نجار ماهر' })).toBe(
      `/show-job/7/${encodeURIComponent('نجار ماهر')}`,
    );
    expect(kindNamed('event').webPath({ id: 7, slug: 'عيد' })).toBe(
      `/Show-Event/7/${encodeURIComponent('عيد')}`,
    );
    expect(kindNamed('concert')).toBeUndefined();
  });

  it('names review choices by catalogue branches both languages have', () => {
    const branches = (catalogue: object) =>
      new Set(
        listMessageKeys(catalogue).flatMap((key) =>
          key
            .split('.')
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
        ),
      );
    for (const catalogue of [en, ar]) {
      const known = branches(catalogue);
      for (const kind of KINDS) {
        for (const [field, prefix] of Object.entries(kind.reviewFields.choices)) {
          expect(known.has(prefix), `${kind.name}.${field}: ${prefix}`).toBe(true);
        }
      }
    }
  });

  it('offers the console every kind of category the kinds are filed under, and no other', () => {
    // The categories collection keeps its own order of choices (the console's drop-down): a kind
    // with categories of a new kind adds it there too, and this says so.
    const categories = CONTENT_COLLECTIONS.find((collection) => collection.key === 'categories');
    const kindField = categories?.fields.find((field) => field.name === 'kind');
    const options = kindField && 'options' in kindField ? kindField.options : undefined;
    expect([...(options ?? [])].sort()).toEqual([...CATEGORY_KINDS].sort());
  });
});
