import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

/** The empty-list message: there is no data on this page, with an optional way onwards. */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
      data-testid="empty-state"
    >
      <svg viewBox="0 0 48 48" className="mx-auto size-12 text-slate-400" aria-hidden="true" fill="none">
        <rect x="8" y="10" width="32" height="28" rx="4" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-slate-700">{message ?? t('empty.noData')}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
