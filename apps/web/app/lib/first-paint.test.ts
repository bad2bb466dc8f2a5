import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferScriptsUntilLoaded } from './first-paint';

const page =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>' +
  '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt; is text</p>' +
  '<script nonce="n1">window.__ctx = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>' +
  '</body></html>';

/** The starter script of a deferred page, to run against a stand-in document and window. */
const starterOf = (html: string) =>
  /<script nonce="n1">(\(function\(\)\{var d=document[^<]*)<\/script><\/body>/.exec(html)![1]!;

describe('deferScriptsUntilLoaded', () => {
  it('sends the module script inert, drops the preloads and starts both after load and its frame', () => {
    const html = deferScriptsUntilLoaded(page, 'n1');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('&lt;link rel="modulepreload" href="/x.js"/&gt; is text');
    expect(html).toContain(
      `<script nonce="n1" type="${DEFERRED_MODULE_TYPE}" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>`,
    );
    expect(html).toContain('<script nonce="n1">window.__ctx = {};</script>');
    const starter = starterOf(html);
    expect(starter).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(starter).toContain('addEventListener("load",framed)');
  });

  it('holds back the preload of data the scripts fetch, and starts it with them', () => {
    const catalogue = '<link rel="preload" href="/assets/ar-1.json" as="fetch" crossorigin="anonymous"/>';
    const html = deferScriptsUntilLoaded(page.replace('</head>', `${catalogue}</head>`), 'n1');
    expect(html).not.toContain(catalogue);
    const starter = starterOf(html);
    const added: Record<string, string>[] = [];
    const document = {
      visibilityState: 'hidden',
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      createElement: () => ({}),
      querySelectorAll: () => [],
    };
    new Function('document', 'window', 'setTimeout', starter)(document, {}, () => undefined);
    expect(added).toContainEqual({
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      href: '/assets/ar-1.json',
    });
    // A page with nothing deferred keeps its preloads as they are.
    const plain = `<html><head>${catalogue}</head><body></body></html>`;
    expect(deferScriptsUntilLoaded(plain, 'n1')).toBe(plain);
  });

  it('runs the starter in a document: preloads added, the module script made live with its nonce and text', () => {
    const html = deferScriptsUntilLoaded(page, 'n1');
    const starter = starterOf(html);
    const added: { rel?: string; href?: string }[] = [];
    const inert = {
      nonce: 'n1',
      textContent: 'import("/assets/entry.js");',
      replaceWith: (node: unknown) => live.push(node),
    };
    const live: unknown[] = [];
    const document = {
      visibilityState: 'hidden',
      head: { appendChild: (node: { rel?: string; href?: string }) => added.push(node) },
      createElement: () => ({}),
      querySelectorAll: (selector: string) => (selector.includes(DEFERRED_MODULE_TYPE) ? [inert] : []),
    };
    const refuse = () => {
      throw new Error('a hidden tab starts at once');
    };
    const window = { PerformanceObserver: refuse, addEventListener: refuse };
    new Function('document', 'window', 'setTimeout', starter)(document, window, refuse);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
    ]);
    expect(live).toEqual([{ type: 'module', nonce: 'n1', textContent: 'import("/assets/entry.js");' }]);
  });

  it('in a visible tab, starts after load, the next frame and the first paint on screen, or two seconds after the first paint if load is late, and only once', () => {
    const starter = starterOf(deferScriptsUntilLoaded(page, 'n1'));
    const run = ({ readyState = 'interactive' } = {}) => {
      const events = {
        starts: 0,
        paint: () => {},
        load: () => {},
        frame: () => {},
        timers: [] as [() => void, number][],
      };
      const document = {
        visibilityState: 'visible',
        readyState,
        documentElement: { tagName: 'HTML' },
        head: { appendChild: () => undefined },
        createElement: () => ({}),
        querySelectorAll: () => {
          events.starts++;
          return [];
        },
      };
      function PerformanceObserver(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
        events.paint = () => callback({}, { disconnect: () => undefined });
        return { observe: (options: { type: string }) => expect(options.type).toBe('paint') };
      }
      PerformanceObserver.supportedEntryTypes = ['paint', 'navigation'];
      // Reports once the next frame has been rendered: no timer, so a stopped clock cannot hold it.
      function IntersectionObserver(
        callback: (entries: unknown[], observer: { disconnect: () => void }) => void,
      ) {
        let disconnected = false;
        events.frame = () => {
          if (!disconnected) callback([], { disconnect: () => (disconnected = true) });
        };
        return { observe: (target: unknown) => expect(target).toBe(document.documentElement) };
      }
      const window = {
        PerformanceObserver,
        IntersectionObserver,
        addEventListener: (name: string, listener: () => void) => {
          expect(name).toBe('load');
          events.load = listener;
        },
      };
      const setTimeout = (callback: () => void, delay: number) => events.timers.push([callback, delay]);
      new Function('document', 'window', 'setTimeout', starter)(document, window, setTimeout);
      return events;
    };

    const loadsFirst = run();
    loadsFirst.paint();
    expect(loadsFirst.starts).toBe(0);
    loadsFirst.load();
    // Loaded before the frame that paints what loaded: not yet.
    expect(loadsFirst.starts).toBe(0);
    loadsFirst.frame();
    expect(loadsFirst.starts).toBe(1);
    expect(loadsFirst.timers.map(([, delay]) => delay)).toEqual([2000]);
    loadsFirst.timers[0]![0]();
    expect(loadsFirst.starts).toBe(1);

    const slowImage = run();
    slowImage.paint();
    slowImage.timers[0]![0]();
    expect(slowImage.starts).toBe(1);
    slowImage.load();
    slowImage.frame();
    expect(slowImage.starts).toBe(1);

    // Loaded and rendered before the first paint reached the screen: waits for it.
    const paintsLast = run();
    paintsLast.load();
    paintsLast.frame();
    expect(paintsLast.starts).toBe(0);
    paintsLast.paint();
    expect(paintsLast.starts).toBe(1);
    paintsLast.timers[0]![0]();
    expect(paintsLast.starts).toBe(1);

    // A starter that runs after load waits for the next frame and the first paint.
    const late = run({ readyState: 'complete' });
    expect(late.starts).toBe(0);
    late.frame();
    expect(late.starts).toBe(0);
    late.paint();
    expect(late.starts).toBe(1);
  });

  it('changes only the module scripts’ type: every other byte of the body stays, escaped look-alikes too', () => {
    const data = '<script nonce="n1">enqueue("{\\" type=\\"module\\"}");</script>';
    const second = '<script type="module" nonce="n1">import("/assets/late.js");</script>';
    const html = deferScriptsUntilLoaded(page.replace('</body>', `${data}${second}</body>`), 'n1');
    expect(html).toContain(data);
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" nonce="n1">import("/assets/late.js");</script>`,
    );
    const withoutStarter = html.replace(
      /<script nonce="n1">\(function\(\)\{var d=document[^<]*<\/script>/,
      '',
    );
    expect(withoutStarter.match(/type="module"/g)).toBeNull();
    expect(withoutStarter.replaceAll(DEFERRED_MODULE_TYPE, 'module')).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, '').replace('</body>', `${data}${second}</body>`),
    );
  });

  it('leaves a page without a module script unchanged', () => {
    const html = '<html><body><p>Hello</p></body></html>';
    expect(deferScriptsUntilLoaded(html, 'n1')).toBe(html);
  });
});
