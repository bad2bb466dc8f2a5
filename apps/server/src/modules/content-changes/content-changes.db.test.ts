import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../lib/response-cache';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { ContentChangesRepository } from './content-changes.repository';
import { ContentChanges } from './content-changes.service';

const MINUTE_MS = 60_000;

/** One server's caches: an API cache and a page cache, kept honest by its own ContentChanges. */
function server(t: TestApp) {
  const api = new ResponseCache(MINUTE_MS);
  const pages = new ResponseCache(MINUTE_MS);
  const changes = new ContentChanges(new ContentChangesRepository(t.db), [api, pages]);
  const fill = async () => {
    await api.get('GA:en:0:blogs/web?page=1', async () => ['post']);
    await api.get('GA:en:0:home', async () => ({ hero: [] }));
    await api.get('GB:en:0:blogs/web?page=1', async () => ['other site']);
    pages.put('GA:en:chosen:/Blog', Buffer.from('<p>blog</p>'), [
      'site:GA',
      'GA:blogs',
      'GA:general-setting',
    ]);
    pages.put('GA:en:chosen:/FAQ', Buffer.from('<p>faq</p>'), ['site:GA', 'GA:faqs', 'GA:general-setting']);
  };
  const kept = () => ({
    blogs: api.peek('GA:en:0:blogs/web?page=1') !== undefined,
    home: api.peek('GA:en:0:home') !== undefined,
    otherSite: api.peek('GB:en:0:blogs/web?page=1') !== undefined,
    blogPage: pages.peek('GA:en:chosen:/Blog') !== undefined,
    faqPage: pages.peek('GA:en:chosen:/FAQ') !== undefined,
  });
  return { api, pages, changes, fill, kept };
}

describe.skipIf(isEngineUnavailable())(`content changes (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('evicts what was made from the changed resource, on this server at once and on another at its next look', async () => {
    const [writer, reader] = [server(t), server(t)];
    await writer.changes.start(() => {});
    await reader.changes.start(() => {});
    try {
      await writer.fill();
      await reader.fill();
      await writer.changes.announce('ga', ['blogs']);
      const expected = { blogs: false, home: true, otherSite: true, blogPage: false, faqPage: true };
      expect(writer.kept()).toEqual(expected);
      // The other server has not looked yet: its copies stand until it does.
      expect(reader.kept().blogs).toBe(true);
      await reader.changes.poll();
      expect(reader.kept()).toEqual(expected);
      // A change is read once: filling again and polling again keeps the new copies.
      await reader.fill();
      await reader.changes.poll();
      expect(reader.kept().blogs).toBe(true);
    } finally {
      writer.changes.stop();
      reader.changes.stop();
    }
  });

  it('a change to every resource of a site (a seed, a setting) evicts that site only', async () => {
    const reader = server(t);
    await reader.changes.start(() => {});
    try {
      await reader.fill();
      // As the command-line tools do: straight into the table, from another process.
      await new ContentChangesRepository(t.db).record('GA', ['*'], new Date());
      await reader.changes.poll();
      expect(reader.kept()).toEqual({
        blogs: false,
        home: false,
        otherSite: true,
        blogPage: false,
        faqPage: false,
      });
    } finally {
      reader.changes.stop();
    }
  });

  it('does not keep a page whose reads began before a change', async () => {
    const { pages, changes } = server(t);
    await changes.start(() => {});
    try {
      const startedIn = pages.begin();
      await changes.announce('GA', ['blogs']);
      pages.put(
        'GA:en:chosen:/Blog',
        Buffer.from('<p>old</p>'),
        ['site:GA', 'GA:blogs'],
        undefined,
        startedIn,
      );
      expect(pages.peek('GA:en:chosen:/Blog')).toBeUndefined();
      pages.put(
        'GA:en:chosen:/Blog',
        Buffer.from('<p>new</p>'),
        ['site:GA', 'GA:blogs'],
        undefined,
        pages.begin(),
      );
      expect(pages.peek('GA:en:chosen:/Blog')?.body.toString()).toBe('<p>new</p>');
    } finally {
      changes.stop();
    }
  });

  it('a server starting up skips changes made before it and the log forgets old ones', async () => {
    const repository = new ContentChangesRepository(t.db);
    await repository.record('GA', ['faqs'], new Date(Date.now() - 2 * 60 * MINUTE_MS));
    const late = server(t);
    await late.changes.start(() => {});
    late.changes.stop();
    await late.fill();
    await late.changes.poll();
    expect(late.kept().faqPage).toBe(true);
    const old = await t.db
      .selectFrom('content_changes')
      .select('id')
      .where('created_at', '<', new Date(Date.now() - 90 * MINUTE_MS).toISOString())
      .execute();
    expect(old).toHaveLength(0);
  });
});
