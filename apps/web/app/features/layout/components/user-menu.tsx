import type { PageViewer } from '@jaliya/contract';
import { Suspense, useEffect } from 'react';
import { Link } from '../../../components/link';
import { ChevronDownIcon, UserIcon } from '../../../components/icons';
import { clientLazy } from '../../../lib/client-lazy';
import { useI18n } from '../../../lib/i18n';
import { USER_NAME_CLASS as NAME_CLASS } from '../navigation';

// A signed-in visitor's menu: a guest's page, the one every first visit gets, never loads its
// code, and a member's shared page learns who they are only after hydration (issue 37).
const loadMemberMenu = () => import('./member-menu').then((module) => module.MemberMenu);
const memberMenu = clientLazy(import.meta.env.SSR ? await loadMemberMenu() : undefined, loadMemberMenu);

/**
 * Guests: the login icon. Users: the first word of their name, with Profile and LogOut. On a
 * member's shared page (decision 024) the name is not in the page: until the page state names
 * the visitor (and always without JavaScript) this is a link to the account in the menu's place
 * and size, never "Log in".
 */
export function UserMenu({ viewer: user, isSignedIn }: { viewer: PageViewer | null; isSignedIn: boolean }) {
  const { t } = useI18n();
  // A member's shared page names its visitor once the page state comes: the menu's code is asked
  // for at once, beside that call, so the name shows as soon as the page state does.
  useEffect(() => {
    if (isSignedIn) void memberMenu.load().catch(() => undefined);
  }, [isSignedIn]);
  const pending = (
    <Link
      to="/Profile"
      aria-label={t('auth.profile')}
      data-testid="user-menu"
      data-pending=""
      className="flex min-h-11 max-w-32 items-center gap-1 rounded-full px-2 font-medium hover:bg-black/10"
    >
      <UserIcon className="size-5 shrink-0" />
      {/* The name's place, kept so nothing moves when it arrives. */}
      <span aria-hidden="true" className={`${NAME_CLASS} h-3 w-14 rounded-full bg-current opacity-20`} />
      <ChevronDownIcon className="size-4 shrink-0" />
    </Link>
  );
  if (!user && isSignedIn) return pending;
  if (!user) {
    return (
      <Link
        to="/Login"
        aria-label={t('header.login')}
        className="grid size-11 place-items-center rounded-full hover:bg-black/10"
      >
        <UserIcon className="size-5" />
      </Link>
    );
  }
  return (
    <Suspense fallback={pending}>
      <memberMenu.Component user={user} />
    </Suspense>
  );
}
