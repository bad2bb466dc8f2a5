import { Link } from '../../../components/link';
import { useI18n } from '../../../lib/i18n';

/** "Still need help?" with a way to the guides or the FAQ (whichever the page is not) and to Contact. */
export function MoreHelp({ first, isCentred = false }: { first: 'guides' | 'faq'; isCentred?: boolean }) {
  const { t } = useI18n();
  return (
    <section
      className={`rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 ${isCentred ? 'text-center' : ''}`}
    >
      <h2 className="text-xl font-bold">{t('guides.moreHelpTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('guides.moreHelpText')}</p>
      <div className={`mt-4 flex flex-wrap gap-3 ${isCentred ? 'justify-center' : ''}`}>
        <Link
          to={first === 'guides' ? '/User-Guide' : '/FAQ'}
          className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
        >
          {first === 'guides' ? t('nav.userGuide') : t('guides.faqLink')}
        </Link>
        <Link
          to="/Contact"
          className="rounded-full px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-white"
        >
          {t('guides.contactLink')}
        </Link>
      </div>
    </section>
  );
}
