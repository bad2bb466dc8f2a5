import type { GeneralSetting } from '@jaliya/contract';
import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n';
import { usePageState } from '../../../lib/page-state';

/**
 * The site's live chat, when its settings name a provider; nothing at all otherwise. The chat
 * learns the signed-in user's e-mail and first name (or the nickname Guest), never their
 * session. Logging in or out schedules it again, which only updates who the visitor is.
 */
export function LiveChat({ config }: { config: GeneralSetting['liveChat'] }) {
  const { t, language } = useI18n();
  // On a member's shared page the viewer arrives with the page state, after hydration: the chat
  // waits for it rather than introduce a member as a guest.
  const { viewer: user, isSignedIn } = usePageState();
  const isWaitingForViewer = isSignedIn && user === null;
  const email = user?.email;
  const nickname = user?.name.split(/\s+/)[0] || t('common.guest');
  const provider = config?.provider;
  const websiteId = config?.websiteId;

  useEffect(() => {
    if (!provider || !websiteId || isWaitingForViewer) return;
    // The scheduler's code comes only to sites that have a chat, after the page has hydrated
    // (issue 37): it waits for the browser's idle time or a press anyway.
    let cancel: (() => void) | undefined;
    let isCancelled = false;
    import('../live-chat-loader')
      .then(({ scheduleLiveChat }) => {
        if (!isCancelled)
          cancel = scheduleLiveChat(window, { provider, websiteId, visitor: { email, nickname, language } });
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      cancel?.();
    };
  }, [provider, websiteId, email, nickname, language, isWaitingForViewer]);
  return null;
}
