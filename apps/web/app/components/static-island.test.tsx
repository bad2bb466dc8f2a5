// @vitest-environment jsdom
import { act, type ReactNode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@jaliya/contract/languages';
import en from '@jaliya/contract/i18n/en.json';
import { clientLazy } from '../lib/client-lazy';
import { I18nProvider } from '../lib/i18n';
import { Link, LinkNavigation } from './link';
import { StaticIsland } from './static-island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cardRenders = 0;

/** Stands for a card: counts its renders, which the kept markup must not need. */
function Card({ title }: { title: string }) {
  cardRenders++;
  return (
    <article>
      <h3>
        <Link to="/Blog">{title}</Link>
      </h3>
    </article>
  );
}

let finishLoading: (component: typeof Card) => void = () => undefined;
let lazyLoads = 0;
/** A card whose code comes when the test says (`finishLoading`), as a lazily loaded chunk would. */
const lazyCard = clientLazy<{ title: string }>(undefined, () => {
  lazyLoads++;
  return new Promise((resolve) => {
    finishLoading = resolve;
  });
});
let isCardLazy = false;

function Page({ title, language = 'en' }: { title: string; language?: Language }) {
  return (
    <I18nProvider language={language} messages={en}>
      <main>
        <StaticIsland version={title} load={isCardLazy ? lazyCard.load : undefined}>
          {isCardLazy ? <lazyCard.Component title={title} /> : <Card title={title} />}
        </StaticIsland>
        <p>after</p>
      </main>
    </I18nProvider>
  );
}

let changePage: (props: { title: string; language?: Language }) => void = () => undefined;

/** The page with props a test can change after hydration, as a revalidation would. */
function ChangingPage(initial: { title: string; language?: Language }) {
  const [props, setProps] = useState(initial);
  useEffect(() => {
    changePage = setProps;
  }, []);
  return <Page {...props} />;
}

const routes = (page: ReactNode) => [
  {
    path: '/',
    element: (
      <LinkNavigation>
        <Outlet />
      </LinkNavigation>
    ),
    children: [
      { index: true, element: page },
      { path: 'Blog', element: <h1>Blog page</h1> },
    ],
  },
];

/** The page as the server sends it, under React Router as a document request renders it. */
async function serverMarkup(page: ReactNode): Promise<string> {
  const handler = createStaticHandler(routes(page));
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe('StaticIsland', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    cardRenders = 0;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    isCardLazy = false;
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  async function hydrate(page: ReactNode, { lazily = false } = {}) {
    isCardLazy = false;
    const html = await serverMarkup(page);
    isCardLazy = lazily;
    container.innerHTML = html;
    cardRenders = 0;
    const router = createMemoryRouter(routes(page));
    act(() => {
      root = hydrateRoot(container, <RouterProvider router={router} />);
    });
    return { html, router };
  }

  it('keeps the server markup through hydration without rendering what is inside', async () => {
    const { html } = await hydrate(<Page title="Fresh bread" />);
    expect(cardRenders).toBe(0);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('article a')?.getAttribute('href')).toBe('/Blog');
  });

  it('follows a plain click on a link inside it in the page, and leaves other clicks alone', async () => {
    const { router } = await hydrate(<Page title="Fresh bread" />);
    const link = container.querySelector('article a') as HTMLAnchorElement;
    const withControl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => link.dispatchEvent(withControl));
    expect(withControl.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/Blog');
    expect(container.querySelector('h1')?.textContent).toBe('Blog page');
  });

  it('renders its children once what it was made from changes, or the language', async () => {
    await hydrate(<ChangingPage title="Fresh bread" />);
    expect(cardRenders).toBe(0);
    act(() => changePage({ title: 'Fresh bread', language: 'ar' }));
    expect(cardRenders).toBeGreaterThan(0);
    expect(container.querySelector('h3')?.textContent).toBe('Fresh bread');
    act(() => changePage({ title: 'Warm bread', language: 'ar' }));
    expect(container.querySelector('h3')?.textContent).toBe('Warm bread');
  });

  it('keeps what was on screen until the code of children loaded on demand has come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { html } = await hydrate(<ChangingPage title="Fresh bread" />, { lazily: true });
      expect(container.innerHTML).toBe(html);
      expect(lazyLoads).toBe(0);
      // Once the page is idle (here, its timer) the code is asked for, before any island needs it.
      act(() => vi.advanceTimersByTime(2000));
      expect(lazyLoads).toBe(1);
      act(() => changePage({ title: 'Warm bread', language: 'ar' }));
      expect(container.querySelector('h3')?.textContent).toBe('Fresh bread');
      await act(async () => {
        finishLoading(Card);
        await Promise.resolve();
      });
      expect(container.querySelector('h3')?.textContent).toBe('Warm bread');
      expect(container.querySelectorAll('h3')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders its children when it mounts without server markup (a client-side navigation)', () => {
    root = createRoot(container);
    act(() => root?.render(<RouterProvider router={createMemoryRouter(routes(<Page title="Tea" />))} />));
    expect(cardRenders).toBeGreaterThan(0);
    expect(container.querySelector('h3')?.textContent).toBe('Tea');
  });
});
