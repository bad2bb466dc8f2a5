import { SavedPostsPage } from '../../components/classifieds/saved-posts-page';
import { RentCard } from '../../features/rents/components/rent-card';
import { RENTS_HOME_PATH } from '../../features/rents/rent-paths';
import { rentEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadSavedPosts } from '../../lib/saved-posts.server';
import type { Route } from './+types/saved-accomodation';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedPosts(context, request, rentEndpoints.saved);
}

/** `/saved-accomodation` (SPEC's spelling): the published homes the user saved. */
export default function SavedAccommodationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <SavedPostsPage
      data={loaderData}
      type="rent"
      text={{ title: t('rents.savedTitle'), intro: t('rents.savedIntro'), browse: t('rents.browse') }}
      paths={{ list: '/saved-accomodation', browse: RENTS_HOME_PATH }}
      renderCard={(rent) => <RentCard rent={rent} />}
    />
  );
}
