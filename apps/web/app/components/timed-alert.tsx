import { TIMINGS } from '@jaliya/contract/limits';
import { useEffect, useState } from 'react';

interface TimedAlertProps {
  tone: 'warning' | 'success';
  message: string;
  /** How long it shows; it counts down once per second, then hides itself. */
  milliseconds?: number;
  countdownLabel: (seconds: number) => string;
  onHidden: () => void;
}

/** The specification's timed alert: a warning or success that counts down each second, then hides. */
export function TimedAlert({
  tone,
  message,
  milliseconds = TIMINGS.warningVisible,
  countdownLabel,
  onHidden,
}: TimedAlertProps) {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(milliseconds / TIMINGS.alertCountdownStep));
  useEffect(() => {
    if (secondsLeft <= 0) {
      onHidden();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), TIMINGS.alertCountdownStep);
    return () => clearTimeout(timer);
  }, [secondsLeft, onHidden]);
  if (secondsLeft <= 0) return null;
  return (
    <div
      role="alert"
      data-testid="timed-alert"
      className={`fixed inset-x-4 top-20 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl px-4 py-3 shadow-lg ${
        tone === 'warning'
          ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300'
          : 'bg-green-100 text-green-950 ring-1 ring-green-300'
      }`}
    >
      <span className="font-medium">{message}</span>
      <span className="text-sm tabular-nums opacity-80" data-testid="timed-alert-countdown">
        {countdownLabel(secondsLeft)}
      </span>
    </div>
  );
}
