import { describe, expect, it } from 'vitest';
import { isolateEmbeddedRuns } from './bidi';

describe('isolateEmbeddedRuns', () => {
  it('keeps a company name’s full stop with it in an Arabic sentence', () => {
    expect(
      isolateEmbeddedRuns('<p>تدير الموقع شركة Jaliya Community Platforms, Inc.، وهي شركة مسجلة</p>', 'ar'),
    ).toBe('<p>تدير الموقع شركة <bdi>Jaliya Community Platforms, Inc.</bdi>، وهي شركة مسجلة</p>');
    // A sentence's own full stop after a word stays with the sentence.
    expect(isolateEmbeddedRuns('<p>ابحث في Google.</p>', 'ar')).toBe('<p>ابحث في <bdi>Google</bdi>.</p>');
  });

  it('takes an address whole, a number alone never, and leaves tags, attributes and entities intact', () => {
    expect(
      isolateEmbeddedRuns(
        '<p>Jaliya Community Platforms, Inc.<br>3896 Church Street, Suite 204 في جناح 204، <a href="https://jaliya.us/About">hello@jaliya.us</a> AT&amp;T</p>',
        'ar',
      ),
    ).toBe(
      '<p><bdi>Jaliya Community Platforms, Inc.</bdi><br><bdi>3896 Church Street, Suite 204</bdi> في جناح 204، <a href="https://jaliya.us/About"><bdi>hello@jaliya.us</bdi></a> <bdi>AT&amp;T</bdi></p>',
    );
    // A phone number keeps its groups in order; a number alone stays in the sentence.
    expect(isolateEmbeddedRuns('<p>الهاتف: +1 404 555 0134، جورجيا 30021</p>', 'ar')).toBe(
      '<p>الهاتف: <bdi>+1 404 555 0134</bdi>، جورجيا 30021</p>',
    );
    expect(isolateEmbeddedRuns('<p>already <bdi>Inc.</bdi></p>', 'ar')).toBe(
      '<p><bdi>already</bdi> <bdi>Inc.</bdi></p>',
    );
  });

  it('isolates Arabic inside English text, and leaves English pages’ English alone', () => {
    expect(isolateEmbeddedRuns('<p>Jaliya Georgia (جالية جورجيا) is operated by Inc.</p>', 'en')).toBe(
      '<p>Jaliya Georgia (<bdi>جالية جورجيا</bdi>) is operated by Inc.</p>',
    );
    expect(isolateEmbeddedRuns('<p>Plain <strong>English</strong>.</p>', 'en')).toBe(
      '<p>Plain <strong>English</strong>.</p>',
    );
  });
});
