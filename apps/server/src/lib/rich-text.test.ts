import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting editors use', () => {
    const html = '<p>Welcome to <strong>Jaliya</strong>, <em>friends</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ])('removes the dangerous part of %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('marks every link nofollow ugc noopener', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_top">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow ugc noopener">x</a>',
    );
  });
});
