import { Link } from '../components/link';
import { EmptyState } from '../components/empty-state';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { FaqAccordion } from '../features/faq/components/faq-accordion';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import { toPlainText } from '../lib/text';
import type { Route } from './+types/faq';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

export async function loader({ context }: Route.LoaderArgs) {
  return { faq: await serverApi(context).faqs(), canonicalUrl: `${context.publicUrl}/FAQ` };
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { faq, canonicalUrl } = loaderData;
  const questions = faq.groups.flatMap((group) => group.items);
  return (
    <>
      <PageMeta
        title={`${t('faq.title')} | ${t('app.name')}`}
        description={t('faq.intro')}
        canonicalUrl={canonicalUrl}
      />
      {questions.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: questions.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: toPlainText(item.answer, 1000) },
            })),
          }}
        />
      ) : null}
      <PageHeader title={t('faq.title')} intro={t('faq.intro')} width="max-w-3xl" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {questions.length === 0 ? <EmptyState /> : <FaqAccordion faq={faq} />}
        <section className="mt-12 rounded-2xl bg-tertiary p-6 text-center text-white">
          <h2 className="text-xl font-bold">{t('faq.notFoundTitle')}</h2>
          <p className="mt-2 text-white/85">{t('faq.notFoundText')}</p>
          <Link
            to="/Contact"
            className="mt-4 inline-block rounded-full bg-secondary px-5 py-2.5 font-semibold text-slate-950 hover:bg-amber-400"
          >
            {t('guides.contactLink')}
          </Link>
        </section>
      </div>
    </>
  );
}
