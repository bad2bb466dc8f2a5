import type { MessageKey } from '@jaliya/contract';
import { Link } from '../../components/link';
import { CONTENT_COLLECTIONS } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/content-index';

const GROUPS = ['home', 'editorial', 'catalogue', 'moderation', 'settings'] as const;

export function loader() {
  // Only names and groups reach the page: the declarations' schemas stay on the server.
  return {
    collections: CONTENT_COLLECTIONS.filter((collection) => collection.key !== 'form-fields').map(
      ({ key, group }) => ({ key, group }),
    ),
  };
}

/** `/admin/content` (admins): every piece of content and every setting the site has, by area. */
export default function ContentIndexRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="content-title">
      <title>{`${t('console.content.title')} | ${t('console.title')}`}</title>
      <h1 id="content-title" className="text-2xl font-bold">
        {t('console.content.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.content.intro')}</p>
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-8">
          <h2 id={`group-${group}`} className="text-lg font-semibold">
            {t(`console.content.groups.${group}`)}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.collections
              .filter((collection) => collection.group === group)
              .map(({ key }) => (
                <li key={key}>
                  <Link
                    to={`/admin/content/${key}`}
                    className="block h-full rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-primary"
                  >
                    <span className="font-semibold text-primary">
                      {t(`console.content.collections.${key}.name` as MessageKey)}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {t(`console.content.collections.${key}.description` as MessageKey)}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
