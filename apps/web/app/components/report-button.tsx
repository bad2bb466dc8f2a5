import type { ReportReason } from '@jaliya/contract';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { clientLazy } from '../lib/client-lazy';
import { useI18n } from '../lib/i18n';
import { FlagIcon } from './icons';
import { Link } from './link';

export interface ReportResult {
  reported?: true;
  fields?: Record<string, string>;
  message?: string;
}

// The panel's form is a member's only (a guest's button is a link to log in), so a guest's page,
// the one every first visit gets, never loads its code; a member's page loads it beside the page,
// hydrating the panel once it has come (issue 37).
const loadPanel = () => import('./report-panel').then((module) => module.ReportPanel);
const panel = clientLazy(import.meta.env.SSR ? await loadPanel() : undefined, loadPanel);

/**
 * "Report": a reason from the site's list and an optional note for the moderators, in a panel
 * that opens in place (a `<details>`, so it works without JavaScript). Guests are sent to log in
 * and brought back. The owner never learns who reported.
 */
export function ReportButton({
  reasons,
  isSignedIn,
  initialResult,
}: {
  reasons: readonly ReportReason[];
  isSignedIn: boolean;
  /** The action's answer after a form sent without JavaScript. */
  initialResult?: ReportResult | undefined;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const summaryClass =
    'inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-4 text-sm font-medium text-white/90 ring-1 ring-white/40 hover:bg-white/10';
  if (!isSignedIn) {
    return (
      <Link
        to={`/Login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
        className={summaryClass}
      >
        <FlagIcon className="size-4" />
        {t('report.button')}
      </Link>
    );
  }
  return (
    <details className="group relative" data-testid="report" open={initialResult ? true : undefined}>
      <summary className={summaryClass}>
        <FlagIcon className="size-4" />
        {t('report.button')}
      </summary>
      <Suspense fallback={null}>
        <panel.Component reasons={reasons} initialResult={initialResult} />
      </Suspense>
    </details>
  );
}
