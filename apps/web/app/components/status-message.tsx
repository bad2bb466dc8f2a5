import { useEffect, useRef } from 'react';

/**
 * A message about the whole form (success, or an error that belongs to no single field). With
 * `takesFocus`, focus moves to it when it appears: after a form is sent and emptied, the person
 * (and their screen reader) lands on the outcome instead of the top of the page.
 */
export function StatusMessage({
  tone,
  takesFocus = false,
  children,
}: {
  tone: 'success' | 'error';
  takesFocus?: boolean;
  children: string;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takesFocus) message.current?.focus();
  }, [takesFocus]);
  return (
    <p
      ref={message}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takesFocus ? -1 : undefined}
      className={`rounded-lg px-4 py-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${tone === 'success' ? 'bg-green-50 text-green-900 ring-1 ring-green-200' : 'bg-red-50 text-red-900 ring-1 ring-red-200'}`}
    >
      {children}
    </p>
  );
}
