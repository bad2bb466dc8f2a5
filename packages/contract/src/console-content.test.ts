import { describe, expect, it } from 'vitest';
import { type ContentField, contentCollection, contentFieldSchema } from './console-content';

const link = contentFieldSchema({ name: 'url', type: 'link', label: 'link', maxLength: 500 } as ContentField);

describe("the console's link fields", () => {
  it('take an address on this site or a full http(s) one', () => {
    for (const value of [
      '/',
      '/Blog',
      '/Show-Blog/3/eid?lang=ar#top',
      'https://example.org',
      'http://example.org/a/b?c=d',
      'https://www.youtube.com/embed/x',
    ])
      expect(link.safeParse(value).success, value).toBe(true);
  });

  it('refuse every address a browser would send to another host or run as script', () => {
    for (const value of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https:\\\\evil.example',
      'https://evil.example\\@good.example',
      'https:evil.example',
      'evil.example',
      '/a\u0000b',
      '/a\u001bb',
    ])
      expect(link.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('the hero', () => {
  it('keeps its description as rich text, which the server stores sanitised', () => {
    const fields = contentCollection('hero')?.fields ?? [];
    const descriptions = fields.filter((field) => field.name.startsWith('description'));
    expect(descriptions.map((field) => [field.name, field.type])).toEqual([
      ['descriptionEn', 'richText'],
      ['descriptionAr', 'richText'],
    ]);
  });
});
