// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLiveChat, scheduleLiveChat, type LiveChatOptions } from './live-chat-loader';

const options: LiveChatOptions = {
  provider: 'crisp',
  websiteId: '5b2f7c9e-1d2a-4e3f-9a8b-7c6d5e4f3a2b',
  visitor: { email: 'layla@example.org', nickname: 'Layla', language: 'ar' },
};
const chatScripts = () => document.querySelectorAll('script[data-live-chat]');
const crisp = () => (window as Window & { $crisp?: unknown[][] }).$crisp;

describe('the live-chat loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const script of chatScripts()) script.remove();
    const chatWindow = window as Window & { $crisp?: unknown; CRISP_WEBSITE_ID?: unknown };
    delete chatWindow.$crisp;
    delete chatWindow.CRISP_WEBSITE_ID;
  });

  it('loads nothing before the first pointer press, then the provider script once', () => {
    scheduleLiveChat(window, options);
    vi.advanceTimersByTime(2999);
    expect(chatScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(chatScripts()).toHaveLength(1);
    expect((chatScripts()[0] as HTMLScriptElement).src).toBe('https://client.crisp.chat/l.js');
    expect((chatScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('falls back to 3 seconds where the browser has no idle callback', () => {
    expect(typeof window.requestIdleCallback).not.toBe('function');
    scheduleLiveChat(window, options);
    vi.advanceTimersByTime(2999);
    expect(chatScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(chatScripts()).toHaveLength(1);
  });

  it('loads when the browser is idle, asking to be called within 3 seconds at the latest', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    scheduleLiveChat(window, options);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    vi.advanceTimersByTime(10_000);
    expect(chatScripts()).toHaveLength(0);
    idle?.();
    expect(chatScripts()).toHaveLength(1);
  });

  it('tells the chat the e-mail and nickname, and nothing else about the visitor', () => {
    loadLiveChat(window, options);
    expect((window as Window & { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID).toBe(options.websiteId);
    expect(crisp()).toEqual([
      ['set', 'user:email', ['layla@example.org']],
      ['set', 'user:nickname', ['Layla']],
    ]);
    expect(JSON.stringify(crisp())).not.toMatch(/token|session|cookie/i);
  });

  it('calls a guest Guest and sends no e-mail', () => {
    loadLiveChat(window, { ...options, visitor: { email: undefined, nickname: 'Guest', language: 'en' } });
    expect(crisp()).toEqual([['set', 'user:nickname', ['Guest']]]);
  });

  it('does nothing once cancelled (the page went away, or the chat was turned off)', () => {
    const cancel = scheduleLiveChat(window, options);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(chatScripts()).toHaveLength(0);
  });
});
