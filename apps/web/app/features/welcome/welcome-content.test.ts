import { describe, expect, it } from 'vitest';
import { welcomeContent, youtubeVideoId } from './welcome-content';

const origin = 'https://ga.jaliya.example';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['https://www.youtube.com/watch?v=short', undefined],
    ['not a url', undefined],
  ])('%s -> %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });
});

describe('welcomeContent', () => {
  it('turns YouTube links into privacy-enhanced embeds that report their state', () => {
    const content = welcomeContent(
      { type: 'youtube', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      origin,
    );
    expect(content).toEqual({
      kind: 'youtube',
      embedUrl:
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0&origin=https%3A%2F%2Fga.jaliya.example',
    });
  });

  it('shows an image for the image type or an image link', () => {
    expect(welcomeContent({ type: 'image', link: '/media/abc-1200.webp' }, origin)).toEqual({
      kind: 'image',
      src: '/media/abc-1200.webp',
    });
    expect(welcomeContent({ type: 'youtube', link: 'https://cdn.example/poster.JPG' }, origin)).toEqual({
      kind: 'image',
      src: 'https://cdn.example/poster.JPG',
    });
  });

  it('refuses anything else, including unsafe addresses', () => {
    expect(welcomeContent({ type: 'youtube', link: 'https://vimeo.com/123' }, origin)).toEqual({
      kind: 'unsupported',
    });
    expect(welcomeContent({ type: 'image', link: 'javascript:alert(1)' }, origin)).toEqual({
      kind: 'unsupported',
    });
    expect(welcomeContent({ type: 'image', link: '//evil.example/x.png' }, origin)).toEqual({
      kind: 'unsupported',
    });
  });
});
