import { describe, expect, it } from 'vitest';
import { contentCollection } from './console-content';

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
