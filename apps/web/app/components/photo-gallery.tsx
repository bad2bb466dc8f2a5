import type { Image } from '@jaliya/contract';
import { Suspense, useState } from 'react';
import { clientLazy } from '../lib/client-lazy';
import { useI18n } from '../lib/i18n';
import { StoredImage } from './stored-image';

// The lightbox is rendered when a photo is first opened, so no page's first load carries its
// code; pointing at or focusing a photo starts the download (issue 37). Closed, it showed
// nothing, and without JavaScript it could not open.
const loadViewer = () => import('./photo-viewer').then((module) => module.PhotoViewer);
const viewer = clientLazy(import.meta.env.SSR ? await loadViewer() : undefined, loadViewer);

/**
 * A business's photos as a grid; a photo opens in a lightbox (photo-viewer.tsx: a native modal
 * dialog, so focus stays inside and Escape closes it) with previous and next buttons, arrow keys
 * that follow the page's direction and swiping on touch screens. Without JavaScript each photo
 * links to its largest size.
 */
export function PhotoGallery({ photos, name }: { photos: readonly Image[]; name: string }) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  // How many times a photo was opened: the lightbox opens on each new count.
  const [opened, setOpened] = useState(0);
  const count = photos.length;
  const show = (index: number) => setCurrent((index + count) % count);
  const open = (index: number) => {
    show(index);
    setOpened((times) => times + 1);
  };
  const load = () => void viewer.load().catch(() => undefined);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((item, index) => (
          <li key={`${item.url}-${index}`}>
            <a
              href={item.url}
              onClick={(event) => {
                event.preventDefault();
                open(index);
              }}
              aria-label={t('directory.viewPhoto', { position: index + 1, count })}
              aria-haspopup="dialog"
              onPointerEnter={load}
              onFocus={load}
              className="block overflow-hidden rounded-xl"
            >
              <StoredImage
                image={item}
                sizes="(min-width: 1024px) 240px, 50vw"
                alt=""
                load="lazy"
                className="aspect-[3/2] w-full object-cover transition hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <viewer.Component photos={photos} name={name} current={current} opened={opened} onShow={show} />
        </Suspense>
      ) : null}
    </>
  );
}
