import type { StateEntry } from '@jaliya/contract';
import { useId, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { useDismiss, useScrollLock } from '../../../lib/use-dismiss';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { StateList } from './state-list';

/**
 * Narrow screens: a Select State overlay that locks page scroll and closes on an outside click.
 * Rendered only while open (StatesOverlay in states-menu loads it then).
 */
export function StatesOverlay({ states, onClose }: { states: StateEntry[]; onClose: () => void }) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, panel);
  useScrollLock(true);
  useFocusTrap(panel, true);
  const titleId = useId();
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
