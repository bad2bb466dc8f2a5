import { Suspense, useState } from 'react';
import { clientLazy } from '../lib/client-lazy';
import { useI18n } from '../lib/i18n';
import { ShareIcon } from './icons';

// The dialog is rendered when first opened, so no page's first load carries its code; pointing at
// or focusing the button starts the download (issue 37). Closed, it showed nothing, and without
// JavaScript it could not open.
const loadDialog = () => import('./share-panel').then((module) => module.ShareDialog);
const dialog = clientLazy(import.meta.env.SSR ? await loadDialog() : undefined, loadDialog);

/**
 * The share button and its dialog (share-panel.tsx): links to share on WhatsApp, Facebook, X and
 * Telegram, by e-mail, and "Copy link". Escape and the close button close it, and focus returns
 * to the button.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  // How many times it was asked to open: the dialog opens on each new count.
  const [opened, setOpened] = useState(0);
  const load = () => void dialog.load().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpened((count) => count + 1)}
        onPointerEnter={load}
        onFocus={load}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100"
        data-testid="share-button"
      >
        <ShareIcon className="size-5" />
        {t('share.button')}
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <dialog.Component url={url} title={title} opened={opened} />
        </Suspense>
      ) : null}
    </>
  );
}
