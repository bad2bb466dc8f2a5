import type { SearchResults } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { precisionAt5, RELEVANCE_SET } from './relevance-set';

/**
 * The relevance set (issue 32) on the demo data, on this project's engine: what a query means
 * comes first, in both languages, and when no entry has every word the best partial matches come
 * back, flagged as such.
 */
describe.skipIf(isEngineUnavailable())(`search relevance on the demo data (${testEngine})`, () => {
  let t: TestApp;
  let calls = 0;
  const precisions: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(async () => {
    if (precisions.length > 0) {
      const mean = precisions.reduce((sum, value) => sum + value, 0) / precisions.length;
      console.log(`Search relevance (${testEngine}): precision at 5 ${mean.toFixed(2)}`);
    }
    await t?.close();
  });

  const search = async (keyword: string, language: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/GA/${language}/0/search/results`,
      remoteAddress: `198.51.100.${(calls++ % 250) + 1}`,
      query: { keyword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: SearchResults }).data;
  };

  it.each(RELEVANCE_SET)('$query ($language): the first $first are what was meant', async (relevanceCase) => {
    const results = await search(relevanceCase.query, relevanceCase.language);
    const titles = results.items.map((item) => item.title);
    precisions.push(precisionAt5(relevanceCase, results));
    const relevant = new Set(relevanceCase.relevant);
    const leading = titles.slice(0, relevanceCase.first);
    expect(
      leading.filter((title) => !relevant.has(title)),
      `first ${relevanceCase.first} of ${JSON.stringify(titles.slice(0, 8))}`,
    ).toEqual([]);
    expect(leading).toHaveLength(relevanceCase.first);
    expect(results.isPartial).toBe(relevanceCase.partial ?? false);
  });

  it('never lets a synonym bring in another sense of a word: "car" is not "Arabic"', async () => {
    for (const [keyword, language] of [
      ['car', 'en'],
      ['سيارة', 'ar'],
    ] as const) {
      const titles = (await search(keyword, language)).items.map((item) => item.title);
      expect(titles).not.toContain('Using Jaliya in Arabic or English');
      expect(titles).not.toContain('استخدام جالية بالعربية أو بالإنجليزية');
      expect(titles).not.toContain('طقم كنب مجلس عربي 8 قطع');
      expect(titles).not.toContain('دلة قهوة عربية نحاسية مع فناجين');
    }
  });

  it('keeps the newest-first order when asked for, partial matches included', async () => {
    const newest = await search('car', 'en');
    const sorted = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/search/results',
      remoteAddress: `198.51.100.${(calls++ % 250) + 1}`,
      query: { keyword: 'car', sort: 'newest' },
    });
    const { data } = sorted.json() as { data: SearchResults };
    expect(data.total).toBe(newest.total);
    const dates = data.items.map((item) => item.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
