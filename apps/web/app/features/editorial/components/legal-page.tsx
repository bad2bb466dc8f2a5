import type { LegalPageKey, Page } from '@jaliya/contract';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { Link } from '../../../components/link';
import { ChevronStartIcon } from '../../../components/icons';
import { PageMeta } from '../../../components/page-meta';
import { RichText } from '../../../components/rich-text';
import { StaticIsland } from '../../../components/static-island';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { orNotFound } from '../../../lib/page-loaders';
import { serverApi } from '../../../lib/server-api';

const LEGAL_LINKS = [
  { to: '/Privacy-Policy', label: 'nav.privacyPolicy' },
  { to: '/Terms-conditions', label: 'nav.termsConditions' },
  { to: '/eula', label: 'legal.eula' },
] as const;

/**
 * A legal page: privacy policy, terms and conditions or the apps' licence. These pages are also
 * opened inside the mobile apps, so they stand alone: a link home instead of the site header.
 */
export function LegalPage() {
  const { t } = useI18n();
  const { page, canonicalUrl, path } = useLoaderData<LegalPageData>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 lg:py-12">
      <PageMeta
        title={`${page.title} | ${t('app.name')}`}
        description={page.summary}
        canonicalUrl={canonicalUrl}
      />
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ChevronStartIcon className="size-4" />
        {t('common.backHome')}
      </Link>
      <h1 dir="auto" className="mt-6 text-3xl font-bold leading-tight lg:text-4xl">
        {page.title}
      </h1>
      {/* Its date would be the page's first date format, in the middle of hydration (issue 37). */}
      <StaticIsland version={page.updatedAt}>
        <LastUpdated at={page.updatedAt} />
      </StaticIsland>
      <p dir="auto" className="mt-6 text-lg text-slate-700">
        {page.summary}
      </p>
      <RichText html={page.body} className="prose-article mt-8" />
      <nav aria-label={t('legal.otherPages')} className="mt-12 border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LEGAL_LINKS.filter((link) => link.to !== path).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-primary underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface LegalPageData {
  page: Page;
  canonicalUrl: string;
  path: string;
}

/** The loader of a legal page route: the page by key, or the 404 page. */
/** "Last updated December 5, 2026". */
function LastUpdated({ at }: { at: string }) {
  const { t, language } = useI18n();
  return (
    <p className="mt-3 text-sm text-slate-600">
      <time dateTime={at} suppressHydrationWarning>
        {t('legal.lastUpdated', { date: formatDate(at, language) })}
      </time>
    </p>
  );
}

export function legalPageLoader(key: LegalPageKey, path: string) {
  return async ({ context }: LoaderFunctionArgs): Promise<LegalPageData> => ({
    page: await orNotFound(serverApi(context).legalPage(key)),
    canonicalUrl: `${context.publicUrl}${path}`,
    path,
  });
}
