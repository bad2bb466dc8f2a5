/**
 * Live-chat providers a site can turn on in its settings: the script the browser loads and the
 * origins the Content-Security-Policy must then allow (and only then). Zod-free, so the browser
 * bundle can import it.
 */
export const LIVE_CHAT_PROVIDERS = {
  crisp: {
    name: 'Crisp',
    scriptUrl: 'https://client.crisp.chat/l.js',
    /** From Crisp's own list of the domains its chat box needs. */
    contentSecurityPolicy: {
      'script-src': ['https://client.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
      'frame-src': ['https://game.crisp.chat'],
      'worker-src': ['blob:', 'https://client.crisp.chat'],
    },
  },
} as const;

export type LiveChatProvider = keyof typeof LIVE_CHAT_PROVIDERS;
export const LIVE_CHAT_PROVIDER_NAMES = Object.keys(LIVE_CHAT_PROVIDERS) as LiveChatProvider[];

/** Whether a stored provider name is one Jaliya knows how to load. */
export function isLiveChatProvider(value: unknown): value is LiveChatProvider {
  return typeof value === 'string' && Object.hasOwn(LIVE_CHAT_PROVIDERS, value);
}

/** The account id format each provider uses (Crisp: a UUID). */
export const LIVE_CHAT_ID_PATTERN = /^[A-Za-z0-9-]{6,64}$/;
