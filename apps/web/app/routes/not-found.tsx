import { data } from 'react-router';
import { Link } from '../components/link';
import { useI18n } from '../lib/i18n';

// Answer unknown addresses with a real 404 status, not a soft 200.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="not-found">
      <title>{`${t('notFound.title')} | ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-700">{t('notFound.message')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
