import { TIMINGS } from '@jaliya/contract/limits';
import { LIVE_CHAT_PROVIDERS, type LiveChatProvider } from '@jaliya/contract/live-chat';

/** What the chat is told about the visitor: never the session, only how to address them. */
export interface LiveChatVisitor {
  email: string | undefined;
  nickname: string;
  language: 'en' | 'ar';
}

export interface LiveChatOptions {
  provider: LiveChatProvider;
  websiteId: string;
  visitor: LiveChatVisitor;
}

type ChatWindow = Window & {
  $crisp?: unknown[][];
  CRISP_WEBSITE_ID?: string;
  CRISP_RUNTIME_CONFIG?: { locale: string };
};

/** Hands the visitor's e-mail and nickname to the provider's command queue. */
function identifyVisitor(win: Window, provider: LiveChatProvider, visitor: LiveChatVisitor): void {
  if (provider !== 'crisp') return;
  const queue = ((win as ChatWindow).$crisp ??= []);
  if (visitor.email) queue.push(['set', 'user:email', [visitor.email]]);
  queue.push(['set', 'user:nickname', [visitor.nickname]]);
}

/** Adds the provider's script once; later calls only update who the visitor is. */
export function loadLiveChat(win: Window, options: LiveChatOptions): void {
  const { document } = win;
  const { scriptUrl } = LIVE_CHAT_PROVIDERS[options.provider];
  const chatWindow = win as ChatWindow;
  if (options.provider === 'crisp') {
    chatWindow.CRISP_WEBSITE_ID = options.websiteId;
    chatWindow.CRISP_RUNTIME_CONFIG = { locale: options.visitor.language };
  }
  identifyVisitor(win, options.provider, options.visitor);
  if (document.querySelector(`script[data-live-chat="${options.provider}"]`)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.liveChat = options.provider;
  document.head.appendChild(script);
}

/**
 * Loads the chat on the first pointer press, or once the browser is idle (at the latest after
 * 3 seconds; after 3 seconds where there is no idle callback), never before. Returns a function
 * that cancels whatever has not happened yet. `<html data-chat-scheduled>` says it is waiting:
 * its code comes after hydration, and a press or an idle moment before that is not seen.
 */
export function scheduleLiveChat(win: Window, options: LiveChatOptions): () => void {
  let isDone = false;
  const load = () => {
    if (isDone) return;
    isDone = true;
    cancel();
    loadLiveChat(win, options);
  };
  win.addEventListener('pointerdown', load, { once: true, capture: true, passive: true });
  const idle =
    typeof win.requestIdleCallback === 'function'
      ? { id: win.requestIdleCallback(load, { timeout: TIMINGS.liveChatIdleFallback }), isCallback: true }
      : { id: win.setTimeout(load, TIMINGS.liveChatIdleFallback), isCallback: false };
  win.document.documentElement.dataset.chatScheduled = '';
  function cancel() {
    win.removeEventListener('pointerdown', load, { capture: true });
    if (idle.isCallback) win.cancelIdleCallback(idle.id);
    else win.clearTimeout(idle.id);
  }
  return () => {
    isDone = true;
    cancel();
  };
}
