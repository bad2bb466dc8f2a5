import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';

/** The centred card of the log-in, registration and password pages. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <title>{`${title} | ${t('app.name')}`}</title>
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
