import { describe, expect, it } from 'vitest';
import { legacyImageUrl } from './legacy-images';

const image = {
  url: '/media/abc-1600.webp',
  srcset:
    '/media/abc-128.webp 128w, /media/abc-320.webp 320w, /media/abc-640.webp 640w, /media/abc-1600.webp 1600w',
};

describe('legacyImageUrl', () => {
  it('gives the smallest stored width that is at least as wide as the place, as an absolute URL', () => {
    expect(legacyImageUrl('https://jaliya.example', image, 'icon')).toBe(
      'https://jaliya.example/media/abc-128.webp',
    );
    expect(legacyImageUrl('https://jaliya.example', image, 'card')).toBe(
      'https://jaliya.example/media/abc-640.webp',
    );
    expect(legacyImageUrl('https://jaliya.example', image, 'hero')).toBe(
      'https://jaliya.example/media/abc-1600.webp',
    );
  });

  it('falls back to the largest when none is wide enough, and to an empty string without an image', () => {
    const small = { url: '/media/x-320.webp', srcset: '/media/x-128.webp 128w, /media/x-320.webp 320w' };
    expect(legacyImageUrl('http://h', small, 'detail')).toBe('http://h/media/x-320.webp');
    expect(legacyImageUrl('http://h', null, 'card')).toBe('');
  });
});
