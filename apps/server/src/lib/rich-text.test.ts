import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { DANGEROUS_FRAGMENTS, XSS_CORPUS } from '../test/xss-corpus';
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

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

/** Every element in a parsed fragment, depth first. */
function elementsOf(node: Node): DefaultTreeAdapterTypes.Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = 'attrs' in node ? [node] : [];
  return [...own, ...children.flatMap((child) => elementsOf(child))];
}

describe('sanitizeRichText against an XSS corpus', () => {
  it.each(XSS_CORPUS.map((payload) => [payload]))('leaves nothing executable of %s', (payload) => {
    const cleaned = sanitizeRichText(`<p>Before</p>${payload}<p>After</p>`);
    for (const fragment of DANGEROUS_FRAGMENTS) expect(cleaned).not.toMatch(fragment);
    // Parsed as a browser would (parse5 follows the HTML standard): no event attribute, and
    // links only to safe schemes.
    for (const element of elementsOf(parseFragment(cleaned))) {
      for (const attribute of element.attrs) {
        expect(attribute.name).not.toMatch(/^on/i);
        if (attribute.name === 'href') expect(attribute.value).toMatch(/^(https?:|mailto:)/);
      }
    }
    expect(cleaned).toContain('<p>Before</p>');
    expect(cleaned).toContain('<p>After</p>');
  });

  it('keeps the text of a safe link but not its event handler', () => {
    expect(sanitizeRichText('<a href="https://example.org" onclick="alert(1)">ok link</a>')).toBe(
      '<a href="https://example.org" rel="nofollow ugc noopener">ok link</a>',
    );
  });
});
