import { describe, expect, it } from 'vitest';
import { scriptsWrittenWith } from './written-scripts.server';

describe('scriptsWrittenWith', () => {
  it("finds the scripts written with the render's nonce, and only those", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n0nce"/>' +
      '<script nonce="n0nce">window.__ctx = {"a":"ب"};</script>' +
      '<script type="module" nonce="n0nce">import "/assets/x.js";\n</script>' +
      '<script src="/assets/y.js" nonce="n0nce"></script>' +
      '<script type="application/ld+json">{"@type":"FAQPage"}</script></head><body>' +
      // Markup that came with the content: no nonce, a guessed one, the nonce's text outside a
      // tag, and an open attribute before the renderer's next script (whose text stays its own).
      '<script>window.__pwned=1</script><script nonce="guess">window.__pwned=2</script>' +
      '<p> nonce="n0nce"</p><script data-x="' +
      '<script type="text/x-deferred-module" nonce="n0nce">import("/assets/entry.js");</script>' +
      '<script nonce="n0nce">starter()</script></body></html>';
    expect(scriptsWrittenWith(html, 'n0nce')).toEqual([
      'window.__ctx = {"a":"ب"};',
      'import "/assets/x.js";\n',
      'import("/assets/entry.js");',
      'starter()',
    ]);
  });

  it('finds none without a nonce', () => {
    expect(scriptsWrittenWith('<script nonce="">a()</script><script>b()</script>', '')).toEqual([]);
  });
});
