import type { WelcomeScreen } from '@jaliya/contract';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { clientLazy } from '../../../lib/client-lazy';
import { browserApiClient } from '../../../lib/api-client';
import { hasSeen } from '../welcome-record';

// The dialog's code is not part of any page's first load: most visits never see it (it waits a
// minute, and once closed or watched it stays away), so it is fetched when it is going to show.
// A failed download waits and tries again (`clientLazy`) rather than breaking the page.
const welcomeDialog = clientLazy(undefined, () =>
  import('./welcome-dialog').then((module) => module.default),
);

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
        if (data?.link && !hasSeen(data.link)) void welcomeDialog.load().catch(() => undefined);
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
      <welcomeDialog.Component welcome={due.welcome} returnFocusTo={due.returnFocusTo} onClosed={closed} />
    </Suspense>
  );
}
