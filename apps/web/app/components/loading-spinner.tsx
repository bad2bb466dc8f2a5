import { TIMINGS } from '@jaliya/contract/limits';
import { useEffect, useState } from 'react';

interface LoadingSpinnerProps {
  /** A picture to show instead of the animated dots, such as the site emblem. */
  imageSrc?: string | undefined;
  /** Text typed out one letter every 100 ms under the spinner. */
  text?: string | undefined;
  /** What assistive technology announces; defaults to the text. */
  label: string;
  className?: string;
}

/** Text revealed one character every 100 ms, then kept whole; remount it (key) for new text. */
function TypedText({ text }: { text: string }) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setLength((current) => {
        if (current >= text.length) clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, TIMINGS.typingPerCharacter);
    return () => clearInterval(timer);
  }, [text]);
  return (
    <span
      aria-hidden="true"
      className="min-h-5 text-sm font-medium text-slate-700"
      data-testid="spinner-text"
    >
      {text.slice(0, length)}
    </span>
  );
}

/** The specification's loading spinner: an image or three animated dots, with optional typed text. */
export function LoadingSpinner({ imageSrc, text, label, className = '' }: LoadingSpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`flex flex-col items-center gap-3 ${className}`}>
      {imageSrc ? (
        <img src={imageSrc} alt="" width={48} height={48} className="size-12 animate-pulse" />
      ) : (
        <span className="flex gap-1.5" aria-hidden="true" data-testid="spinner-dots">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-2.5 animate-bounce rounded-full bg-primary"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      )}
      {text ? <TypedText key={text} text={text} /> : null}
    </div>
  );
}
