import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/** The form's submit button; disabled and marked busy while its form is being sent. */
export function SubmitButton({
  children,
  intent,
  tone = 'primary',
}: {
  children: ReactNode;
  intent?: string;
  tone?: 'primary' | 'danger';
}) {
  const navigation = useNavigation();
  const isSending =
    navigation.state === 'submitting' &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      disabled={isSending}
      aria-busy={isSending || undefined}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white disabled:opacity-60 ${
        tone === 'danger' ? 'bg-danger hover:bg-red-700' : 'bg-primary hover:bg-primary-dark'
      }`}
    >
      {children}
    </button>
  );
}
