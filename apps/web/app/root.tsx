import type { GeneralSetting } from '@jaliya/contract';
import { directionOf, type Language } from '@jaliya/contract/languages';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { LinkNavigation } from './components/link';
import { NavigationProgress } from './components/navigation-progress';
import { LazyTimedAlert } from './components/lazy-timed-alert';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
import type { Route } from './+types/root';
// The stylesheet goes first in <head> (React places a stylesheet with a precedence before the
// script preloads), so the first paint waits for it and not for the scripts.
import stylesheet from './app.css?url';
import './load-context';
import { withoutSubcategoryLists } from './features/layout/navigation';
import { LiveChat } from './features/live-chat/components/live-chat';
import { apiBase, apiBaseMetaName, browserApiClient, createApiClient } from './lib/api-client';
import {
  messageFileUrl,
  messageFilesMetaName,
  messageRouteIds,
  useMessages,
  useMessagesAhead,
} from './lib/catalogue';
import { I18nProvider, useI18n } from './lib/i18n';
import { syncStoredLanguage } from './lib/language';
import { useNonce } from './lib/nonce';
import { PageStateProvider, usePageState } from './lib/page-state';
import { mergeHandles } from './lib/route-handle';
import { clientLazy } from './lib/client-lazy';
import { deferredIsland } from './components/deferred-island';

// The welcome pop-up shows nothing until a minute after load, and nothing at all to most visits:
// its code (the timer, the fetch of its data) is loaded once the page has hydrated (issue 37).
const loadWelcomePopup = () =>
  import('./features/welcome/components/welcome-popup').then((module) => module.WelcomePopup);
const welcomePopup = clientLazy(import.meta.env.SSR ? await loadWelcomePopup() : undefined, loadWelcomePopup);

// The header and the footer are on every page, but a visitor comes for the page: they hydrate once
// the browser is idle after it, or when pointed at (components/deferred-island.tsx, issue 37).
const loadSiteHeader = () =>
  import('./features/layout/components/site-header').then((module) => module.SiteHeader);
const SiteHeader = deferredIsland(import.meta.env.SSR ? await loadSiteHeader() : undefined, loadSiteHeader);
const loadSiteFooter = () =>
  import('./features/layout/components/site-footer').then((module) => module.SiteFooter);
const SiteFooter = deferredIsland(import.meta.env.SSR ? await loadSiteFooter() : undefined, loadSiteFooter);

export async function loader({ context }: Route.LoaderArgs) {
  const { language, siteCode, cityId, transport, publicUrl } = context;
  const base = apiBase(siteCode, language, cityId);
  const api = createApiClient(transport, base);
  let settings: GeneralSetting | null = null;
  try {
    settings = await api.generalSetting();
  } catch (error) {
    // The page still renders; the browser fetches the settings again (see useGeneralSettings).
    console.error('site/settings failed while rendering', error);
  }
  const user = context.hasSession ? await api.currentUser() : null;
  return {
    language,
    isLanguageChosen: context.isLanguageChosen,
    // Without the menu's subcategory lists: it fetches them when it opens.
    settings: settings && withoutSubcategoryLists(settings),
    user,
    // A public page's member variant (decision 024): signed in, nobody named; the browser asks
    // for the rest (lib/page-state.tsx).
    isMemberVariant: context.isMemberVariant === true,
    welcomeDelayMs: context.welcomeDelayMs,
    apiBase: base,
    publicUrl,
  };
}

// Settings and messages change only with a reload; the signed-in user changes after a form.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const language: Language = data?.language ?? 'en';
  const messageIds = messageRouteIds(useMatches());
  // The document's first page's files are preloaded; later pages fetch theirs as they are asked
  // for (lib/catalogue.tsx), and new preload links for them would only ask for each file twice.
  const [preloadedIds] = useState(messageIds);
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {data ? <meta name={apiBaseMetaName} content={data.apiBase} /> : null}
        <Meta />
        <Links />
        {/* The message files the page hydrates with: the shell's and its routes' (lib/catalogue.tsx). */}
        <meta name={messageFilesMetaName} content={messageIds.join(' ')} />
        {preloadedIds.map((id) => (
          <link
            key={id}
            rel="preload"
            href={messageFileUrl(language, id)}
            as="fetch"
            crossOrigin="anonymous"
          />
        ))}
      </head>
      <body>
        <LinkNavigation>
          {/* The page hydrates in slices: React leaves a server-rendered Suspense boundary for a
              later, interruptible pass that yields to the browser every few milliseconds, where
              the whole page in one pass held the main thread for 100-250 ms on a phone. A click
              meanwhile makes React hydrate the boundary at once and then handle it. */}
          <Suspense>
            {children}
            <HydrationMark />
          </Suspense>
        </LinkNavigation>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The performance mark of the moment the page has hydrated. */
const HYDRATED_MARK = 'jaliya:hydrated';

/**
 * Marks the page interactive once all of it has hydrated, error pages included: until then,
 * server-rendered buttons do nothing (browser tests wait for `<html data-hydrated>`).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // The moment itself, on the page's clock (`npm run bench` tells what was asked for before it).
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}

/** Settings from the server render, or fetched again in the browser when that failed. */
function useGeneralSettings(initial: GeneralSetting | null): GeneralSetting | null {
  const [settings, setSettings] = useState(initial);
  useEffect(() => {
    if (settings) return;
    let isCurrent = true;
    browserApiClient()
      .generalSetting()
      .then((loaded) => isCurrent && setSettings(loaded))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [settings]);
  return settings;
}

/** One-off notices that arrive in the address after a redirect, such as a deleted account. */
function Notice() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const hide = useCallback(() => {
    setSearchParams(
      (current) => {
        current.delete('notice');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);
  if (searchParams.get('notice') !== 'account-deleted') return null;
  return (
    <LazyTimedAlert
      tone="success"
      message={t('account.deleted')}
      countdownLabel={(seconds) => t('auth.closesIn', { seconds })}
      onHidden={hide}
    />
  );
}

function Shell({ settings, children }: { settings: GeneralSetting | null; children: ReactNode }) {
  const handle = mergeHandles(useMatches());
  const { viewer, isSignedIn } = usePageState();
  return (
    <>
      <Notice />
      <NavigationProgress />
      {handle.hideHeader ? null : (
        <SiteHeader
          settings={settings}
          viewer={viewer}
          isSignedIn={isSignedIn}
          isOverHero={Boolean(handle.headerOverHero)}
        />
      )}
      <main id="main" tabIndex={-1} className={handle.headerOverHero || handle.hideHeader ? '' : 'pt-header'}>
        {children}
      </main>
      {handle.hideFooter ? null : <SiteFooter settings={settings} />}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const settings = useGeneralSettings(loaderData.settings);
  const messages = useMessages(messageRouteIds(useMatches()));
  useMessagesAhead();
  useEffect(
    () => syncStoredLanguage(loaderData.language, loaderData.isLanguageChosen),
    [loaderData.language, loaderData.isLanguageChosen],
  );
  return (
    <I18nProvider language={loaderData.language} messages={messages}>
      <PageStateProvider isMemberVariant={loaderData.isMemberVariant} user={loaderData.user}>
        <Shell settings={settings}>
          <Outlet />
        </Shell>
        <Welcome delayMs={loaderData.welcomeDelayMs} />
        <LiveChat config={settings?.liveChat ?? null} />
      </PageStateProvider>
    </I18nProvider>
  );
}

/** The welcome pop-up (features/welcome), once the page has hydrated; before it, it is nothing. */
function Welcome({ delayMs }: { delayMs: number }) {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // In a task after the hydration's, so its code is never part of what hydrating asks for.
    const timer = setTimeout(() => {
      welcomePopup.load().then(
        () => isCurrent && setLoaded(true),
        () => undefined,
      );
    }, 0);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, []);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <welcomePopup.Component delayMs={delayMs} />
    </Suspense>
  );
}

function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useI18n();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${t(isNotFound ? 'notFound.title' : 'errorPage.title')} | ${t('app.name')}`}</title>
      <h1 className="text-3xl font-bold">{t(isNotFound ? 'notFound.title' : 'errorPage.title')}</h1>
      <p className="mt-4 text-slate-700">{t(isNotFound ? 'notFound.message' : 'errorPage.message')}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white">
        {t('notFound.backHome')}
      </a>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const messages = useMessages(['root']);
  if (!data) {
    return (
      <main className="p-8">
        <title>Jaliya</title>
        <h1 className="text-2xl font-bold">Something went wrong / حدث خطأ ما</h1>
      </main>
    );
  }
  return (
    <I18nProvider language={data.language} messages={messages}>
      <PageStateProvider isMemberVariant={data.isMemberVariant} user={data.user}>
        <Shell settings={data.settings}>
          <ErrorMessage error={error} />
        </Shell>
      </PageStateProvider>
    </I18nProvider>
  );
}
