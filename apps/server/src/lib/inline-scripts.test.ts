import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each script the renderer wrote, exactly as written, once', () => {
    expect(
      inlineScriptHashes([
        'window.__ctx = {"a":"ب"};',
        'import "/assets/x.js";\n',
        'window.__ctx = {"a":"ب"};',
      ]),
    ).toEqual([hashOf('window.__ctx = {"a":"ب"};'), hashOf('import "/assets/x.js";\n')]);
    expect(inlineScriptHashes([])).toEqual([]);
  });
});
