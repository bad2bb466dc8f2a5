import type { Image } from '@jaliya/contract';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useI18n } from '../lib/i18n';
import { useModalDialog } from '../lib/use-modal-dialog';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from './icons';
import { StoredImage } from './stored-image';

const SWIPE_PIXELS = 50;

/**
 * The gallery's lightbox (PhotoGallery): a native modal dialog, so focus stays inside and Escape
 * closes it, with previous and next buttons, arrow keys that follow the page's direction and
 * swiping on touch screens. It opens when it mounts and each time `opened` grows.
 */
export function PhotoViewer({
  photos,
  name,
  current,
  opened,
  onShow: show,
}: {
  photos: readonly Image[];
  name: string;
  current: number;
  opened: number;
  /** Shows the photo at this index, wrapping around at either end. */
  onShow: (index: number) => void;
}) {
  const { t, language } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const titleId = useId();
  const count = photos.length;
  const photo = photos[current];

  useModalDialog(dialog, opened);

  const onKeyDown = (event: KeyboardEvent) => {
    // In Arabic the next photo is to the left, as the reading goes.
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) show(current + 1);
    else if (event.key === backward) show(current - 1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (x: number) => {
    if (touchStart.current === null) return;
    const moved = x - touchStart.current;
    touchStart.current = null;
    if (Math.abs(moved) < SWIPE_PIXELS) return;
    // A swipe against the reading direction brings the next photo in.
    const isNext = language === 'ar' ? moved > 0 : moved < 0;
    show(current + (isNext ? 1 : -1));
  };

  const arrowClass =
    'absolute top-1/2 z-10 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => onTouchEnd(event.changedTouches[0]?.clientX ?? 0)}
      className="m-auto h-dvh max-h-none w-dvw max-w-none bg-black p-0 text-white backdrop:bg-black/80"
      data-testid="photo-viewer"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <h2 id={titleId} className="text-sm font-medium">
            <span className="sr-only">{t('directory.photoViewer', { name })}: </span>
            <span aria-live="polite">{t('directory.photoCounter', { position: current + 1, count })}</span>
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-11 place-items-center rounded-full hover:bg-white/15"
            aria-label={t('directory.closePhotos')}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-20">
          {count > 1 && (
            <button
              type="button"
              onClick={() => show(current - 1)}
              className={`${arrowClass} start-3`}
              aria-label={t('directory.previousPhoto')}
            >
              <ChevronStartIcon className="size-7" />
            </button>
          )}
          {photo && (
            <StoredImage
              key={photo.url}
              image={photo}
              sizes="100vw"
              alt={photo.alt || `${name}: ${t('directory.photoCounter', { position: current + 1, count })}`}
              className="max-h-full max-w-full object-contain"
            />
          )}
          {count > 1 && (
            <button
              type="button"
              onClick={() => show(current + 1)}
              className={`${arrowClass} end-3`}
              aria-label={t('directory.nextPhoto')}
            >
              <ChevronEndIcon className="size-7" />
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
