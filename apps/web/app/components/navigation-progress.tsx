import { Suspense, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { clientLazy } from '../lib/client-lazy';
import { useI18n } from '../lib/i18n';

// Shown only during a client-side navigation, never in a first screen: the spinner's code is
// loaded when a navigation starts, 250 ms before it can show (issue 37).
const loadSpinner = () => import('./loading-spinner').then((module) => module.LoadingSpinner);
const spinner = clientLazy(import.meta.env.SSR ? await loadSpinner() : undefined, loadSpinner);

const SHOW_AFTER_MS = 250;

/**
 * The global loading indicator: while a page is being fetched after a click, a small spinner
 * with typed text appears, but only if the wait is long enough to notice (no flash).
 */
export function NavigationProgress() {
  const { t } = useI18n();
  const isLoading = useNavigation().state === 'loading';
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    void spinner.load().catch(() => undefined);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [isLoading]);
  if (!isLoading || !isShown) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center"
      data-testid="navigation-progress"
    >
      <div className="rounded-2xl bg-white/95 px-6 py-4 shadow-lg ring-1 ring-slate-200">
        <Suspense fallback={null}>
          <spinner.Component label={t('loading.page')} text={t('loading.page')} />
        </Suspense>
      </div>
    </div>
  );
}
