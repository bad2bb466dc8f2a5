import type { StateEntry } from '@jaliya/contract';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { clientLazy } from '../../../lib/client-lazy';
import { ChevronDownIcon, MapPinIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';

// The lists and the overlay are rendered only once opened, so their code is loaded then: no
// page's first load needs it (issue 37). Pointing at or focusing a toggle starts the download.
// A failed download waits and tries again (`clientLazy`) rather than breaking the page.
const stateList = clientLazy(undefined, () => import('./state-list').then((module) => module.StateList));
const statesOverlay = clientLazy(undefined, () =>
  import('./states-overlay').then((module) => module.StatesOverlay),
);

/** Desktop: a dropdown that opens on click and closes on a choice, outside click or Escape. */
export function StatesDropdown({ states }: { states: StateEntry[] }) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(isOpen, close, root, undefined, button);
  const listId = useId();
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        data-testid="states-toggle"
        onClick={() => setOpen((open) => !open)}
        onPointerEnter={() => void stateList.load()}
        onFocus={() => void stateList.load()}
        className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2 text-sm font-medium hover:bg-black/10 xl:px-3"
      >
        <MapPinIcon className="size-5" />
        {/* Under 1280 px the pin alone, so the header's links keep one line. */}
        <span className="max-xl:sr-only">{t('header.states')}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      <div
        id={listId}
        hidden={!isOpen}
        className="absolute end-0 top-full mt-2 w-72 rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-black/5"
      >
        {/* The list is rendered when it opens: a closed dropdown costs every page nothing. */}
        {isOpen ? (
          <>
            <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase text-slate-600">
              {t('header.discoverStates')}
            </p>
            <Suspense fallback={null}>
              <stateList.Component states={states} onChoose={close} />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The button that opens the overlay on narrow screens. */
export function StatesOverlayButton({ isOpen, onOpen }: { isOpen: boolean; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-label={t('header.selectState')}
      data-testid="states-overlay-toggle"
      onClick={onOpen}
      onPointerEnter={() => void statesOverlay.load()}
      onFocus={() => void statesOverlay.load()}
      className="grid size-11 place-items-center rounded-full hover:bg-black/10 lg:hidden"
    >
      <MapPinIcon className="size-5" />
    </button>
  );
}

/** Narrow screens: the Select State overlay, its code loaded the first time it opens. */
export function StatesOverlay({
  states,
  isOpen,
  onClose,
}: {
  states: StateEntry[];
  isOpen: boolean;
  onClose: () => void;
}) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <statesOverlay.Component states={states} onClose={onClose} />
    </Suspense>
  );
}
