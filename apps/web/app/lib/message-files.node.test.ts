import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { messageFiles } from './message-files.node';

const appDirectory = path.resolve(import.meta.dirname, '..');
const files = messageFiles(appDirectory);
const keysOf = (id: string) => files.files.find((file) => file.id === id)?.keys ?? [];
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe("the app's message files", () => {
  it('give the shell the header and footer messages, and each page its own', () => {
    expect(keysOf('root')).toEqual(expect.arrayContaining(['nav.home', 'header.search', 'footer.followUs']));
    expect(keysOf('routes/blog')).toEqual(expect.arrayContaining(['blog.title']));
    // A template's fixed start takes every key under it (jobs.jobType.${type}).
    expect(keysOf('routes/show-job')).toEqual(expect.arrayContaining(['jobs.jobType.full_time']));
    // The shell's messages are not repeated in a page's file, and the console's stay in the console.
    expect(keysOf('routes/blog')).not.toContain('nav.home');
    expect(keysOf('routes/blog').some((key) => key.startsWith('console.'))).toBe(false);
    expect(keysOf('routes/admin/users').some((key) => key.startsWith('console.'))).toBe(true);
  });

  it('has a file for every route, the same keys in both languages', () => {
    expect(files.files.map((file) => file.id)).toEqual(
      expect.arrayContaining(['root', 'home', 'home-alias', 'post-job-company', 'routes/not-found']),
    );
    for (const { id } of files.files)
      expect(Object.keys(JSON.parse(files.content('ar', id)) as object)).toEqual(
        Object.keys(JSON.parse(files.content('en', id)) as object),
      );
  });

  it("keeps every public page's first-visit messages within 6 KB (Brotli), in both languages", () => {
    const publicRoutes = files.files.filter(
      ({ id }) => id !== 'root' && !id.startsWith('routes/admin') && !id.startsWith('routes/account'),
    );
    for (const language of ['en', 'ar'] as const)
      for (const { id } of publicRoutes) {
        const bytes = brotli(files.content(language, 'root')) + brotli(files.content(language, id));
        expect(bytes, `${id} (${language})`).toBeLessThanOrEqual(6 * 1024);
      }
  });
});

describe('reading the messages a page names', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'jaliya-message-files-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), text);
  };
  // A small app beside a copy of the catalogue's layout: apps/web/app and packages/contract/src.
  const app = path.join(directory, 'apps/web/app');
  write(
    'packages/contract/src/i18n/en.json',
    JSON.stringify({
      nav: { home: 'Home' },
      blog: { title: 'Blog', more: 'More' },
      jobs: { type: { a: 'A', b: 'B' } },
      secret: { x: 'X' },
    }),
  );
  write(
    'packages/contract/src/i18n/ar.json',
    JSON.stringify({
      nav: { home: 'الرئيسية' },
      blog: { title: 'المدونة', more: 'المزيد' },
      jobs: { type: { a: 'أ', b: 'ب' } },
      secret: { x: 'س' },
    }),
  );
  write(
    'apps/web/app/routes.ts',
    "export default [index('routes/page.tsx'), route('x', 'routes/other.tsx', { id: 'other' })];",
  );
  write('apps/web/app/root.tsx', "import { Nav } from './nav';\nexport default () => t('nav.home');");
  write('apps/web/app/nav.tsx', "export const Nav = [{ to: '/', label: 'nav.home' }];");
  write(
    'apps/web/app/routes/page.tsx',
    [
      "import type { Hidden } from '../hidden';",
      "import { loadThing } from '../thing.server';",
      "const Lazy = lazy(() => import('../lazy'));",
      "export default () => t('blog.title') + t('nav.home') + t(`jobs.type.${kind}`);",
    ].join('\n'),
  );
  write('apps/web/app/lazy.tsx', "export default () => t('blog.more');");
  write('apps/web/app/hidden.ts', "export const x = 'secret.x';");
  write('apps/web/app/thing.server.ts', "export const y = 'secret.x';");
  write('apps/web/app/routes/other.tsx', "export default () => 'not.a.key';");

  it('takes literals, template starts and lazy imports; leaves out server code, types and the shell', () => {
    const found = messageFiles(app);
    expect(found.files.map((file) => [file.id, file.keys])).toEqual([
      ['root', ['nav.home']],
      ['routes/page', ['blog.more', 'blog.title', 'jobs.type.a', 'jobs.type.b']],
      ['other', []],
    ]);
    expect(JSON.parse(found.content('ar', 'routes/page'))).toEqual({
      blog: { more: 'المزيد', title: 'المدونة' },
      jobs: { type: { a: 'أ', b: 'ب' } },
    });
  });

  it('stops when routes.ts declares a route it cannot read', () => {
    write(
      'apps/web/app/routes.ts',
      "export default [index(\"routes/page.tsx\"), route('x', 'routes/other.tsx')];",
    );
    expect(() => messageFiles(app)).toThrow(/declares 2 routes/);
  });
});
