import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { useModalDialog } from '../lib/use-modal-dialog';
import { CloseIcon, CopyIcon, MailIcon } from './icons';

const COPIED_VISIBLE_MS = 2000;

/** Share links for the usual networks; every one opens in a new tab and carries no tracking. */
function shareTargets(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { key: 'whatsapp', href: `https://wa.me/?text=${text}%20${link}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { key: 'x', href: `https://x.com/intent/post?text=${text}&url=${link}` },
    { key: 'telegram', href: `https://t.me/share/url?url=${link}&text=${text}` },
  ] as const;
}

/**
 * The share dialog (ShareButton): links to share on WhatsApp, Facebook, X and Telegram, by
 * e-mail, and "Copy link", which reads "copied" once the address is on the clipboard. A native
 * modal dialog: Escape and the close button close it, and focus returns to the button. It opens
 * when it mounts and each time `opened` grows.
 */
export function ShareDialog({ url, title, opened }: { url: string; title: string; opened: number }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isCopied, setCopied] = useState(false);
  const titleId = useId();
  const inputId = useId();

  useModalDialog(dialog, opened);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (an old browser or an insecure page): select the text instead.
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl"
      data-testid="share-dialog"
    >
      <div className="p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {t('share.title')}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('common.close')}
            className="grid size-11 place-items-center rounded-full hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-2">
          {shareTargets(url, title).map((target) => (
            <li key={target.key}>
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('share.via', { network: t(`share.${target.key}`) })} (${t('header.opensInNewTab')})`}
                className="flex min-h-11 items-center justify-center rounded-xl bg-slate-100 px-3 font-medium hover:bg-slate-200"
              >
                {t(`share.${target.key}`)}
              </a>
            </li>
          ))}
          <li className="col-span-2">
            <a
              href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
              className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-slate-100 px-3 font-medium hover:bg-slate-200"
            >
              <MailIcon className="size-5" />
              {t('share.byEmail')}
            </a>
          </li>
        </ul>
        <label htmlFor={inputId} className="mt-5 block text-sm font-medium text-slate-800">
          {t('share.linkLabel')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          />
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark"
            data-testid="copy-link"
          >
            <CopyIcon className="size-4" />
            {isCopied ? t('share.copied') : t('share.copyLink')}
          </button>
        </div>
        <p aria-live="polite" className="sr-only">
          {isCopied ? t('share.copied') : ''}
        </p>
      </div>
    </dialog>
  );
}
