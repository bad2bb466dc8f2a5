import type { GeneralSetting, PageViewer } from '@jaliya/contract';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { clientLazy } from '../../../lib/client-lazy';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { LazyTimedAlert } from '../../../components/lazy-timed-alert';
import { useI18n } from '../../../lib/i18n';
import { useDismiss, useScrollLock } from '../../../lib/use-dismiss';
import {
  ADD_BUSINESS_PATH,
  HEADER_LINKS_AFTER_SERVICES,
  HEADER_LINKS_BEFORE_SERVICES,
  type NavigationLink,
  serviceMenuItems,
} from '../navigation';
import { UserMenu } from './user-menu';
import { LanguageToggle } from './language-toggle';
import { SearchBox } from './search-box';
import { ServicesDropdown } from './services-menu';
import { SiteLogo } from './site-logo';
import { StatesDropdown, StatesOverlay, StatesOverlayButton } from './states-menu';

const SCROLLED_AFTER_PX = 10;

// The burger menu's links are rendered only once it opens, so their code is loaded then (no
// page's first load needs it, issue 37); pointing at or focusing the burger starts the download.
// A failed download waits and tries again (`clientLazy`) rather than breaking the page.
const mobileMenu = clientLazy(undefined, () => import('./mobile-menu').then((module) => module.MobileMenu));

function useIsScrolled(): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return isScrolled;
}

/**
 * The site header. Over the home hero it starts transparent and turns solid on scroll; on
 * every other page it is solid. At 992 px and below the links move into a burger menu.
 *
 * From 993 px it is one line of constant height in both languages, whoever is signed in: below
 * 1280 px (tablets in landscape, small laptops) the links are a little tighter and the controls
 * on the end side show their icons with short labels (the states' name and the user's first name
 * stay as accessible names). The open search box takes the links' place rather than pushing them
 * onto a second line; Escape, its button or leaving it empty brings them back.
 */
export function SiteHeader({
  settings,
  viewer,
  isSignedIn,
  isOverHero,
}: {
  settings: GeneralSetting | null;
  /** Who is signed in, once known (a member's shared page learns it after hydration). */
  viewer: PageViewer | null;
  isSignedIn: boolean;
  isOverHero: boolean;
}) {
  const { t } = useI18n();
  const isScrolled = useIsScrolled();
  const isSolid = !isOverHero || isScrolled;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isStatesOpen, setStatesOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [isLoginWarningShown, setLoginWarningShown] = useState(false);
  const hideLoginWarning = useCallback(() => setLoginWarningShown(false), []);
  const menuPanel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // Focus must not stay on a link that has just been hidden.
    if (menuPanel.current?.contains(document.activeElement)) menuButton.current?.focus();
  }, []);
  const closeStates = useCallback(() => setStatesOpen(false), []);
  useDismiss(isMenuOpen, closeMenu, menuPanel, menuButton);
  useScrollLock(isMenuOpen);
  // Any navigation closes the menus (adjusting state during render, as React recommends).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setStatesOpen(false);
    setSearchOpen(false);
  }

  /** A header link; Add Business for a guest is a button that shows the Please Login First warning. */
  const renderLink = (link: NavigationLink, className: string, onNavigate?: () => void) =>
    link.to === ADD_BUSINESS_PATH && !isSignedIn ? (
      <button
        type="button"
        data-testid="add-business"
        className={className}
        onClick={() => {
          onNavigate?.();
          setLoginWarningShown(true);
        }}
      >
        {t(link.label)}
      </button>
    ) : (
      <NavLink to={link.to} onClick={onNavigate} className={className}>
        {t(link.label)}
      </NavLink>
    );

  const services = serviceMenuItems(settings?.services);
  const states = settings?.navbar.states ?? [];
  const siteName = settings?.site.name ?? t('app.name');
  // The current page in amber over the hero; in teal on the white header, where amber is too faint.
  const linkClassName = `whitespace-nowrap rounded-full px-2 py-2 text-[0.9375rem] font-medium hover:bg-black/10 xl:px-3 xl:text-base ${
    isSolid
      ? 'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary-dark'
      : 'aria-[current=page]:text-secondary'
  }`;

  return (
    <header
      data-testid="site-header"
      data-solid={isSolid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        isSolid
          ? 'bg-white text-slate-900 shadow-md'
          : 'bg-gradient-to-b from-black/60 to-transparent text-white'
      }`}
    >
      <a
        href="#main"
        className="sr-only rounded bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50"
      >
        {t('header.skipToContent')}
      </a>
      <div className="relative mx-auto flex min-h-header max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <SiteLogo logo={settings?.navbar.logo} siteName={siteName} size="header" />
        <nav
          aria-label={t('nav.mainNavigation')}
          className={`ms-2 hidden xl:ms-4 ${isSearchOpen ? '' : 'lg:block'}`}
        >
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {HEADER_LINKS_BEFORE_SERVICES.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClassName}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <ServicesDropdown items={services} linkClassName={linkClassName} />
            {HEADER_LINKS_AFTER_SERVICES.map((link) => (
              <li key={link.to}>{renderLink(link, linkClassName)}</li>
            ))}
          </ul>
        </nav>
        <div className={`ms-auto flex items-center sm:gap-1 ${isSearchOpen ? 'lg:ms-2 lg:flex-1' : ''}`}>
          <SearchBox isOpen={isSearchOpen} onOpenChange={setSearchOpen} />
          <div className="hidden lg:block">
            <StatesDropdown states={states} />
          </div>
          <StatesOverlayButton isOpen={isStatesOpen} onOpen={() => setStatesOpen(true)} />
          <LanguageToggle />
          <UserMenu viewer={viewer} isSignedIn={isSignedIn} />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-testid="menu-toggle"
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={() => void mobileMenu.load()}
            onFocus={() => void mobileMenu.load()}
            className="grid size-11 place-items-center rounded-full hover:bg-black/10 lg:hidden"
          >
            {isMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        ref={menuPanel}
        id="mobile-menu"
        hidden={!isMenuOpen}
        className="max-h-[calc(100vh-70px)] overflow-y-auto border-t border-slate-200 bg-white text-slate-900 shadow-lg lg:hidden"
      >
        {/* Its links are rendered when it opens: a closed menu costs every page nothing. */}
        {isMenuOpen ? (
          <Suspense fallback={null}>
            <mobileMenu.Component services={services} onNavigate={closeMenu} />
          </Suspense>
        ) : null}
      </div>
      <StatesOverlay states={states} isOpen={isStatesOpen} onClose={closeStates} />
      {isLoginWarningShown ? (
        <LazyTimedAlert
          tone="warning"
          message={t('auth.pleaseLoginFirst')}
          countdownLabel={(seconds) => t('auth.closesIn', { seconds })}
          onHidden={hideLoginWarning}
        />
      ) : null}
    </header>
  );
}
