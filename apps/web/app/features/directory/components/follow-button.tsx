import { useFetcher, useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { useI18n } from '../../../lib/i18n';

/**
 * Follows or unfollows a business (the profile's action does it). The button shows the new state
 * at once while the request runs; without JavaScript the form posts and the page comes back.
 * Guests are sent to log in and brought back.
 */
export function FollowButton({
  name,
  isFollowing,
  followerCount,
  isSignedIn,
}: {
  name: string;
  isFollowing: boolean;
  followerCount: number;
  isSignedIn: boolean;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ ok: boolean; isFollowing?: boolean; followerCount?: number }>();
  const location = useLocation();
  const pending = fetcher.formData?.get('intent');
  const shownFollowing = pending ? pending === 'follow' : (fetcher.data?.isFollowing ?? isFollowing);
  const baseCount = fetcher.data?.followerCount ?? followerCount;
  const shownCount = pending
    ? baseCount + (shownFollowing === isFollowing ? 0 : shownFollowing ? 1 : -1)
    : baseCount;
  const className =
    'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-primary shadow hover:bg-slate-50';
  const count = (
    <span className="text-sm font-medium text-slate-600" data-testid="follower-count">
      {t('directory.followers', { count: shownCount })}
    </span>
  );
  if (!isSignedIn) {
    return (
      <Link
        to={`/Login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
        className={className}
        aria-label={t('directory.followLabel', { name })}
      >
        {t('directory.follow')} {count}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" className="contents">
      <button
        type="submit"
        name="intent"
        value={shownFollowing ? 'unfollow' : 'follow'}
        aria-pressed={shownFollowing}
        aria-label={
          shownFollowing ? t('directory.unfollowLabel', { name }) : t('directory.followLabel', { name })
        }
        className={className}
        data-testid="follow-button"
      >
        {shownFollowing ? t('directory.following') : t('directory.follow')} {count}
      </button>
    </fetcher.Form>
  );
}
