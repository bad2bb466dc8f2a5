import type { PageViewer } from '@jaliya/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '../../../components/link';
import { ChevronDownIcon, UserIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { saveLanguage } from '../../../lib/language';
import { useDismiss } from '../../../lib/use-dismiss';
import { USER_NAME_CLASS as NAME_CLASS } from '../navigation';

/** A signed-in visitor's menu (UserMenu): the first word of their name, with Profile and LogOut. */
export function MemberMenu({ user }: { user: PageViewer }) {
  const { language, t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(isOpen, close, root, undefined, button);
  const menuId = useId();
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
