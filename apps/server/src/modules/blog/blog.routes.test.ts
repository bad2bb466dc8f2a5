import type { BlogPost, BlogPostSummary, PagedList } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createBlogPost, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { DANGEROUS_FRAGMENTS, XSS_CORPUS } from '../../test/xss-corpus';
import { readingMinutes } from './blog.service';

describe('readingMinutes', () => {
  it('counts about 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

describe.skipIf(isEngineUnavailable())(`blog API (${testEngine})`, () => {
  let t: TestApp;
  let hiddenId: number;
  let foreignId: number;
  let unsafeId: number;
  let scheduledId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
    const ga = await t.db.selectFrom('sites').select('id').where('code', '=', 'GA').executeTakeFirstOrThrow();
    const other = await createSite(t.db, { code: 'TS', name_en: 'Test', name_ar: 'تجربة' });
    hiddenId = (await createBlogPost(t.db, { site_id: ga.id, slug: 'draft', is_published: 0 })).id;
    foreignId = (await createBlogPost(t.db, { site_id: other.id, slug: 'elsewhere' })).id;
    scheduledId = (
      await createBlogPost(t.db, {
        site_id: ga.id,
        slug: 'next-week',
        published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).id;
    unsafeId = (
      await createBlogPost(t.db, {
        site_id: other.id,
        slug: 'unsafe',
        body_en: `<p>Intro</p>${XSS_CORPUS.join('\n')}`,
        body_ar: XSS_CORPUS.join(''),
      })
    ).id;
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return { data: (response.json() as { data: T }).data, response };
  };

  it('lists published posts newest first, six to a page', async () => {
    const { data: first } = await get<PagedList<BlogPostSummary>>('/api/GA/en/0/blog/posts');
    expect(first).toMatchObject({ page: 1, pageSize: 6, pageCount: 2, total: 10 });
    expect(first.items).toHaveLength(6);
    const dates = first.items.map((post) => Date.parse(post.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(first.items[0]?.cover?.url).toMatch(/^\/media\//);
    expect(first.items.map((post) => post.slug)).not.toContain('draft');
    expect(first.items.map((post) => post.slug)).not.toContain('next-week');
    const { data: second } = await get<PagedList<BlogPostSummary>>('/api/GA/en/0/blog/posts?page=2');
    expect(second.items).toHaveLength(4);
    const ids = new Set([...first.items, ...second.items].map((post) => post.id));
    expect(ids.size).toBe(10);
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const { data } = await get<PagedList<BlogPostSummary>>('/api/GA/ar/0/blog/posts?page=3');
    expect(data).toMatchObject({ items: [], page: 3, pageCount: 2, total: 10 });
  });

  it('refuses a malformed page number field by field, in the request language', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '100001', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/GA/ar/0/blog/posts?page=${page}` });
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { page: 'يجب أن يكون رقم الصفحة عددًا صحيحًا يبدأ من ١' } },
      });
    }
  });

  it('serves one post in each language, with reading time and related posts', async () => {
    const { data: list } = await get<PagedList<BlogPostSummary>>('/api/GA/en/0/blog/posts');
    const newest = list.items[0] as BlogPostSummary;
    const { data: english } = await get<BlogPost>(`/api/GA/en/0/blog/posts/${newest.id}`);
    const { data: arabic } = await get<BlogPost>(`/api/GA/ar/0/blog/posts/${newest.id}`);
    expect(english).toMatchObject({ id: newest.id, slug: newest.slug, title: newest.title });
    expect(english.body).toContain('<h2>');
    expect(english.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(english.related).toHaveLength(3);
    expect(english.related.map((post) => post.id)).not.toContain(newest.id);
    expect(arabic.slug).toBe(english.slug);
    expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.author).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers unknown, unpublished, scheduled, other-site and malformed ids with 404', async () => {
    for (const id of [hiddenId, scheduledId, foreignId, 999_999, 0, -3, 'abc', '1;drop', '12345678901']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/GA/en/0/blog/posts/${id}` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });

  it('stores post bodies sanitised', async () => {
    for (const language of ['en', 'ar']) {
      const { data } = await get<BlogPost>(`/api/TS/${language}/0/blog/posts/${unsafeId}`);
      for (const fragment of DANGEROUS_FRAGMENTS) expect(data.body).not.toMatch(fragment);
    }
  });

  it('answers a repeated read from the cache with 304 Not Modified', async () => {
    const { response } = await get('/api/GA/en/0/blog/posts?page=1');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/blog/posts?page=1',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
