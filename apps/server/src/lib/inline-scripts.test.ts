import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser would run, exactly as written', () => {
    const html =
      '<head><script nonce="abc">window.__ctx = {"a":"ب"};</script>' +
      '<script type="module" nonce="abc">import "/assets/x.js";\n</script>' +
      '<script src="/assets/y.js"></script>' +
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>' +
      '<script type="text/x-deferred-module" async="">import("/assets/entry.js");</script>' +
      '<SCRIPT>one()</SCRIPT ></head>';
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('window.__ctx = {"a":"ب"};'),
      hashOf('import "/assets/x.js";\n'),
      // Started after the first paint with the same text (apps/web/app/lib/first-paint.ts).
      hashOf('import("/assets/entry.js");'),
      hashOf('one()'),
    ]);
  });

  it('lists a repeated script once and finds none in a page without scripts', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toHaveLength(1);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
