import type { StateEntry } from '@jaliya/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon, MapPinIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { useDismiss, useScrollLock } from '../../../lib/use-dismiss';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { StateList } from './state-list';

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
            <StateList states={states} onChoose={close} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Narrow screens: a Select State overlay that locks page scroll and closes on an outside click. */
export function StatesOverlay({
  states,
  isOpen,
  onClose,
}: {
  states: StateEntry[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(isOpen, onClose, panel);
  useScrollLock(isOpen);
  useFocusTrap(panel, isOpen);
  const titleId = useId();
  if (!isOpen) return null;
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4 lg:hidden"
      data-testid="states-overlay"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[80vh] w-full max-w-sm overflow-y-auto rounded-2xl bg-white p-4 text-slate-900 shadow-2xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('header.selectState')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('header.closeStates')}
            className="grid size-11 place-items-center rounded-full hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <StateList states={states} onChoose={onClose} />
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
      className="grid size-11 place-items-center rounded-full hover:bg-black/10 lg:hidden"
    >
      <MapPinIcon className="size-5" />
    </button>
  );
}
