/** A message about the whole form (success, or an error that belongs to no single field). */
export function StatusMessage({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm font-medium ${tone === 'success' ? 'bg-green-50 text-green-900 ring-1 ring-green-200' : 'bg-red-50 text-red-900 ring-1 ring-red-200'}`}
    >
      {children}
    </p>
  );
}
