import type { WelcomeScreen } from '@jaliya/contract';
import { TIMINGS } from '@jaliya/contract/limits';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';
import { welcomeContent } from '../welcome-content';
import { remember } from '../welcome-record';

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
const ENDED = 0;

/** Whether a message from the YouTube player says the video has ended. */
function isVideoEnded(data: unknown): boolean {
  try {
    const message = (typeof data === 'string' ? JSON.parse(data) : data) as {
      event?: string;
      info?: unknown;
    };
    if (message.event === 'onStateChange') return message.info === ENDED;
    const info = message.info as { playerState?: number } | undefined;
    return message.event === 'infoDelivery' && info?.playerState === ENDED;
  } catch {
    return false;
  }
}

/**
 * The welcome pop-up itself, loaded only when it is due (see WelcomePopup): it opens at once,
 * closes with its button, a click outside or Escape (remembered, fading out in 300 ms), and
 * remembers a finished video as watched. Focus moves in, and back to where it was when it closes.
 */
export default function WelcomeDialog({
  welcome,
  returnFocusTo,
  onClosed,
}: {
  welcome: WelcomeScreen;
  returnFocusTo: HTMLElement | null;
  onClosed: () => void;
}) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<'open' | 'closing'>('open');
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (phase === 'open') closeButton.current?.focus();
  }, [phase]);

  const close = useCallback(() => {
    remember('closed', welcome.link);
    setPhase('closing');
    setTimeout(() => {
      onClosed();
      returnFocusTo?.focus();
    }, TIMINGS.welcomePopupFade);
  }, [welcome, onClosed, returnFocusTo]);
  useDismiss(phase === 'open', close, panel);

  const content = welcomeContent(welcome, window.location.origin);
  useEffect(() => {
    if (phase !== 'open' || content.kind !== 'youtube') return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === YOUTUBE_ORIGIN && isVideoEnded(event.data)) remember('watched', welcome.link);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [phase, content.kind, welcome]);

  return (
    <div
      className={`fixed inset-0 z-50 grid place-items-center bg-black/60 p-4 transition-opacity duration-300 ${phase === 'closing' ? 'opacity-0' : 'opacity-100'}`}
      data-testid="welcome-popup"
    >
      <div
        ref={panel}
        role="dialog"
        aria-labelledby={titleId}
        className="w-full max-w-2xl overflow-hidden rounded-2xl bg-white shadow-2xl"
      >
        <div className="flex items-start justify-between gap-4 p-4">
          <div>
            <h2 id={titleId} dir="auto" className="text-xl font-bold">
              {welcome.title}
            </h2>
            {welcome.description ? (
              <p dir="auto" className="mt-1 text-slate-700">
                {welcome.description}
              </p>
            ) : null}
          </div>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t('welcome.close')}
            className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {content.kind === 'youtube' ? (
          <iframe
            src={content.embedUrl}
            title={welcome.title}
            className="aspect-video w-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            onLoad={(event) =>
              // Ask the player to report its state, so a finished video can be remembered.
              event.currentTarget.contentWindow?.postMessage(
                JSON.stringify({ event: 'listening', id: titleId }),
                YOUTUBE_ORIGIN,
              )
            }
          />
        ) : content.kind === 'image' ? (
          <img src={content.src} alt={welcome.title} className="max-h-[70vh] w-full object-contain" />
        ) : (
          <p className="p-6 text-center text-slate-700" data-testid="welcome-unsupported">
            {t('welcome.unsupported')}
          </p>
        )}
      </div>
    </div>
  );
}
