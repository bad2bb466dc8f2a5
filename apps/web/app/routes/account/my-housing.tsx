import { MyPostsPage } from '../../components/classifieds/my-posts-page';
import { editRentPath, MY_HOUSING_PATH, rentPath } from '../../features/rents/rent-paths';
import { rentEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { loadMyPosts, myPostsAction } from '../../lib/my-posts.server';
import type { Route } from './+types/my-housing';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyPosts(context, request, rentEndpoints.mine);
}

export function action({ request, context }: Route.ActionArgs) {
  return myPostsAction(context, request, rentEndpoints);
}

/** `/my-housing`: the user's homes in every state, with edit, renew, mark rented and delete. */
export default function MyHousingRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <MyPostsPage
      data={loaderData}
      testId="own-rent"
      text={{
        title: t('rents.mine.title'),
        intro: t('rents.mine.intro'),
        post: t('rents.post'),
        close: t('rents.mine.close'),
        closeConfirm: (title) => t('rents.mine.closeConfirm', { title }),
        sent: t('classifieds.form.sentNotice'),
        closed: t('rents.mine.closedNotice'),
      }}
      paths={{ list: MY_HOUSING_PATH, post: '/post-rent', view: rentPath, edit: editRentPath }}
    />
  );
}
