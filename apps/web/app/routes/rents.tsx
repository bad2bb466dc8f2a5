import { Link } from 'react-router';
import { IntentTiles } from '../components/classifieds/intent-tiles';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { RentCard } from '../features/rents/components/rent-card';
import { RENT_LIST_PATH, RENTS_HOME_PATH } from '../features/rents/rent-paths';
import { rentEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/rents';

/** `/rents`: the "looking for" choice (a place for rent, or a search for one), posting, and the newest homes. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [intents, newest] = await Promise.all([
    api.get(rentEndpoints.intents, {}),
    api.get(rentEndpoints.list, { query: { limit: 6 } }),
  ]);
  return { intents, newest, canonicalUrl: `${context.publicUrl}${RENTS_HOME_PATH}` };
}

export default function RentsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { intents, newest, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${t('rents.title')} | ${t('app.name')}`}
        description={t('rents.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={t('rents.title')} intro={t('rents.intro')} width="max-w-7xl">
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/post-rent"
            className="min-h-11 rounded-full bg-secondary px-6 py-2.5 font-semibold text-slate-900 hover:bg-secondary/90"
          >
            {t('rents.post')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <IntentTiles
          counts={intents}
          listPath={RENT_LIST_PATH}
          labels={{
            offer: { title: t('rents.intent.offer'), hint: t('rents.intentHint.offer') },
            seek: { title: t('rents.intent.seek'), hint: t('rents.intentHint.seek') },
          }}
        />
        <section aria-labelledby="newest-homes">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="newest-homes" className="text-2xl font-bold text-gray-900">
              {t('rents.newest')}
            </h2>
            <Link to={RENT_LIST_PATH} className="font-semibold text-primary hover:underline">
              {t('rents.browse')}
            </Link>
          </div>
          {newest.items.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{t('rents.empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {newest.items.map((rent) => (
                <li key={rent.id} className="flex">
                  <RentCard rent={rent} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
