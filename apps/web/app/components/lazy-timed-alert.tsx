import { type ComponentProps, Suspense } from 'react';
import { clientLazy } from '../lib/client-lazy';
import type { TimedAlert as TimedAlertType } from './timed-alert';

// An alert shows after something happened (a click, an address's notice), never in a first
// screen's usual state: its code is loaded when one first shows (issue 37).
const load = () => import('./timed-alert').then((module) => module.TimedAlert);
const { Component: TimedAlert } = clientLazy(import.meta.env.SSR ? await load() : undefined, load);

/** `TimedAlert`, its code loaded when it first shows (lib/client-lazy.tsx). */
export function LazyTimedAlert(props: ComponentProps<typeof TimedAlertType>) {
  return (
    <Suspense fallback={null}>
      <TimedAlert {...props} />
    </Suspense>
  );
}
