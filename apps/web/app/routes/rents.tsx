import { ClassifiedsHome } from '../components/classifieds/classifieds-home';
import { PageHeader } from '../features/editorial/components/page-header';
import { RentCard } from '../features/rents/components/rent-card';
import { RENT_LIST_PATH, RENTS_HOME_PATH } from '../features/rents/rent-paths';
import { rentEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/rents';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

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
    <ClassifiedsHome
      text={{
        title: t('rents.title'),
        intro: t('rents.intro'),
        newest: t('rents.newest'),
        browse: t('rents.browse'),
        empty: t('rents.empty'),
        siteName: t('app.name'),
      }}
      postLinks={[{ to: '/post-rent', label: t('rents.post') }]}
      counts={intents}
      listPath={RENT_LIST_PATH}
      intentLabels={{
        offer: { title: t('rents.intent.offer'), hint: t('rents.intentHint.offer') },
        seek: { title: t('rents.intent.seek'), hint: t('rents.intentHint.seek') },
      }}
      newest={newest.items}
      renderCard={(rent) => <RentCard rent={rent} />}
      canonicalUrl={canonicalUrl}
      header={(postLinks) => (
        <PageHeader title={t('rents.title')} intro={t('rents.intro')} width="max-w-7xl">
          {postLinks}
        </PageHeader>
      )}
    />
  );
}
