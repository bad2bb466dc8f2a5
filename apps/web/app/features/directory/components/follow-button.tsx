import { useFetcher, useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { useI18n } from '../../../lib/i18n';
import { useMark } from '../../../lib/page-state';

/**
 * Follows or unfollows a business (the profile's action does it). The button shows the new state
 * at once while the request runs; without JavaScript the form posts and the page comes back.
 * Guests are sent to log in and brought back.
 */
export function FollowButton({
  id,
  name,
  followerCount,
  ...props
}: {
  id: number;
  name: string;
  /** Undefined on the member variant of the profile, until its page state answers (decision 024). */
  isFollowing: boolean | undefined;
  followerCount: number;
  isSignedIn: boolean;
}) {
  const { t } = useI18n();
  const { mark, isSignedIn } = useMark('follow', id, props.isFollowing, props.isSignedIn);
  const fetcher = useFetcher<{ ok: boolean; isFollowing?: boolean; followerCount?: number }>();
  const location = useLocation();
  const pending = fetcher.formData?.get('intent');
  const isFollowing = mark ?? false;
  const isKnown = mark !== undefined || fetcher.data?.isFollowing !== undefined;
  const shownFollowing =
    pending === 'follow' || pending === 'unfollow'
      ? pending === 'follow'
      : (fetcher.data?.isFollowing ?? isFollowing);
  const baseCount = fetcher.data?.followerCount ?? followerCount;
  const shownCount =
    pending === 'follow' || pending === 'unfollow'
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
        value={isKnown ? (shownFollowing ? 'unfollow' : 'follow') : 'toggle'}
        aria-pressed={isKnown ? shownFollowing : undefined}
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
