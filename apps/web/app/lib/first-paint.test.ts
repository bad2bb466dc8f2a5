import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferScriptsUntilFirstPaint } from './first-paint';

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

describe('deferScriptsUntilFirstPaint', () => {
  it('sends the module script inert, drops the preloads and starts both after the first paint', () => {
    const html = deferScriptsUntilFirstPaint(page, 'n1');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('&lt;link rel="modulepreload" href="/x.js"/&gt; is text');
    expect(html).toContain(
      `<script nonce="n1" type="${DEFERRED_MODULE_TYPE}" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>`,
    );
    expect(html).toContain('<script nonce="n1">window.__ctx = {};</script>');
    const starter = starterOf(html);
    expect(starter).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(starter).toContain('type:"paint"');
  });

  it('runs the starter in a document: preloads added, the module script made live with its nonce and text', () => {
    const html = deferScriptsUntilFirstPaint(page, 'n1');
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
    const window = {
      PerformanceObserver: Object.assign(refuse, { supportedEntryTypes: ['paint'] }),
      addEventListener: () => {
        throw new Error('a hidden tab starts at once');
      },
    };
    new Function('document', 'window', starter)(document, window);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
    ]);
    expect(live).toEqual([{ type: 'module', nonce: 'n1', textContent: 'import("/assets/entry.js");' }]);
  });

  it('waits for the first paint in a visible tab, and starts once even when load comes too', () => {
    const starter = starterOf(deferScriptsUntilFirstPaint(page, 'n1'));
    let starts = 0;
    let paint: (() => void) | undefined;
    let load: (() => void) | undefined;
    const document = {
      visibilityState: 'visible',
      head: { appendChild: () => undefined },
      createElement: () => ({}),
      querySelectorAll: () => {
        starts++;
        return [];
      },
    };
    const window = {
      PerformanceObserver: class {
        static supportedEntryTypes = ['paint', 'navigation'];
        constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
          paint = () => callback({}, { disconnect: () => undefined });
        }
        observe(options: { type: string }) {
          expect(options.type).toBe('paint');
        }
      },
      addEventListener: (name: string, listener: () => void) => {
        expect(name).toBe('load');
        load = listener;
      },
    };
    new Function('document', 'window', starter)(document, window);
    expect(starts).toBe(0);
    paint!();
    load!();
    expect(starts).toBe(1);
  });

  it('leaves a page without a module script unchanged', () => {
    const html = '<html><body><p>Hello</p></body></html>';
    expect(deferScriptsUntilFirstPaint(html, 'n1')).toBe(html);
  });
});
