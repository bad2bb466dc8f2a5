import type { PageViewer } from '@jaliya/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '../../../components/link';
import { ChevronDownIcon, UserIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { saveLanguage } from '../../../lib/language';
import { useDismiss } from '../../../lib/use-dismiss';

const NAME_CLASS = 'truncate max-[419px]:sr-only lg:max-xl:sr-only';

/**
 * Guests: the login icon. Users: the first word of their name, with Profile and LogOut. On a
 * member's shared page (decision 024) the name is not in the page: until the page state names
 * the visitor (and always without JavaScript) this is a link to the account in the menu's place
 * and size, never "Log in".
 */
export function UserMenu({ viewer: user, isSignedIn }: { viewer: PageViewer | null; isSignedIn: boolean }) {
  const { language, t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(isOpen, close, root, undefined, button);
  const menuId = useId();
  if (!user && isSignedIn) {
    return (
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
  }
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
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('auth.userMenu', { name: firstName })}
        data-testid="user-menu"
        onClick={() => setOpen((open) => !open)}
        className="flex min-h-11 max-w-32 items-center gap-1 rounded-full px-2 font-medium hover:bg-black/10"
      >
        <UserIcon className="size-5 shrink-0" />
        {/* On the narrowest phones the name would push the menu button off the screen, and from
            993 to 1279 px it would push the header's links onto a second line. */}
        <span dir="auto" className={NAME_CLASS}>
          {firstName}
        </span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute end-0 top-full mt-2 w-48 rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-black/5"
      >
        <Link to="/Profile" onClick={close} className="block rounded-lg px-3 py-2 hover:bg-primary/10">
          {t('auth.profile')}
        </Link>
        {user.role !== 'user' ? (
          <Link to="/admin" onClick={close} className="block rounded-lg px-3 py-2 hover:bg-primary/10">
            {t('console.nav.link')}
          </Link>
        ) : null}
        <Form
          method="post"
          action="/logout"
          onSubmit={() => {
            // Logging out leaves nothing of the user in the browser; only the language choice stays.
            localStorage.clear();
            sessionStorage.clear();
            saveLanguage(language);
          }}
        >
          <button type="submit" className="w-full rounded-lg px-3 py-2 text-start hover:bg-primary/10">
            {t('auth.logout')}
          </button>
        </Form>
      </div>
    </div>
  );
}
