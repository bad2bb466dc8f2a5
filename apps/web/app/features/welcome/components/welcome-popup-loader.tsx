import { type ComponentType, useEffect, useState } from 'react';

/**
 * Loads the welcome pop-up's code after the page has come alive rather than with it: the pop-up
 * shows a minute after load at the earliest, so its code need not compete with the first paint.
 * The minute still counts from here: the time the code took to arrive is taken off.
 */
export function WelcomePopupLoader({ delayMs }: { delayMs: number }) {
  const [popup, setPopup] = useState<{
    Component: ComponentType<{ delayMs: number }>;
    delayMs: number;
  } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const startedAt = Date.now();
    import('./welcome-popup')
      .then(({ WelcomePopup }) => {
        if (!isCurrent) return;
        setPopup({ Component: WelcomePopup, delayMs: Math.max(0, delayMs - (Date.now() - startedAt)) });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [delayMs]);
  return popup ? <popup.Component delayMs={popup.delayMs} /> : null;
}
