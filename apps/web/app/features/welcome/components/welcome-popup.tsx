import type { WelcomeScreen } from '@jaliya/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { browserApiClient } from '../../../lib/api-client';
import { hasSeen } from '../welcome-record';

// The dialog's code is not part of any page's first load: most visits never see it (it waits a
// minute, and once closed or watched it stays away), so it is fetched when it is going to show.
const loadDialog = () => import('./welcome-dialog');
const WelcomeDialog = lazy(loadDialog);

/**
 * The welcome pop-up: shown `delayMs` after load when the welcome data has a link the visitor has
 * not closed or watched. The data is fetched at once; the dialog's code as soon as the data says
 * the pop-up will show, so it is there when the time comes.
 */
export function WelcomePopup({ delayMs }: { delayMs: number }) {
  const [due, setDue] = useState<{ welcome: WelcomeScreen; returnFocusTo: HTMLElement | null } | null>(null);
  const closed = useCallback(() => setDue(null), []);

  useEffect(() => {
    let isCurrent = true;
    let loaded: WelcomeScreen | null = null;
    let isDue = false;
    const showIfReady = () => {
      if (!isCurrent || !isDue || !loaded?.link || hasSeen(loaded.link)) return;
      setDue({ welcome: loaded, returnFocusTo: document.activeElement as HTMLElement | null });
    };
    browserApiClient()
      .welcomeScreen()
      .then((data) => {
        loaded = data;
        if (data?.link && !hasSeen(data.link)) void loadDialog().catch(() => undefined);
        showIfReady();
      })
      .catch(() => undefined);
    const timer = setTimeout(() => {
      isDue = true;
      showIfReady();
    }, delayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [delayMs]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog welcome={due.welcome} returnFocusTo={due.returnFocusTo} onClosed={closed} />
    </Suspense>
  );
}
