import type { WelcomeScreen } from '@jaliya/contract';

export type WelcomeContent =
  { kind: 'youtube'; embedUrl: string } | { kind: 'image'; src: string } | { kind: 'unsupported' };

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video id of a YouTube address (watch, youtu.be, shorts or embed), if it is one. */
export function youtubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * What the pop-up shows, as the specification decides it: YouTube links become embeds; the image
 * type, or a jpeg, jpg, gif or png link, shows an image; anything else is "not supported".
 */
export function welcomeContent(
  welcome: Pick<WelcomeScreen, 'type' | 'link'>,
  origin: string,
): WelcomeContent {
  const videoId = youtubeVideoId(welcome.link);
  if (videoId) {
    const query = new URLSearchParams({ enablejsapi: '1', rel: '0', origin });
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}?${query}` };
  }
  const isImageLink = /\.(jpe?g|gif|png)(\?.*)?$/i.test(welcome.link);
  const isSafeAddress = /^(https?:\/\/|\/(?!\/))/.test(welcome.link);
  if ((welcome.type === 'image' || isImageLink) && isSafeAddress) return { kind: 'image', src: welcome.link };
  return { kind: 'unsupported' };
}
