// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- compared with the link it stands in for
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, LinkNavigation } from './link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Layout() {
  return (
    <LinkNavigation>
      <nav>
        <Link to="/Blog?page=2#top" className="fast" data-testid="fast">
          Blog
        </Link>
        <RouterLink to="/Blog?page=2#top" className="fast" data-testid="fast">
          Blog
        </RouterLink>
        <Link to="/" data-testid="home">
          Home
        </Link>
        <Link to="../About" data-testid="relative">
          About
        </Link>
        <Link to="/About" target="_blank" data-testid="new-tab">
          About
        </Link>
      </nav>
      <Outlet />
    </LinkNavigation>
  );
}

describe('Link', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const router = createBrowserRouter([
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'Blog', element: <h1>Blog page</h1> },
          { path: 'About', element: <h1>About page</h1> },
        ],
      },
    ]);
    act(() => root.render(<RouterProvider router={router} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const link = (testId: string, index = 0) =>
    container.querySelectorAll<HTMLAnchorElement>(`[data-testid=${testId}]`)[index]!;
  const click = (anchor: HTMLAnchorElement, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => anchor.dispatchEvent(event));
    return event;
  };

  it('renders the same anchor as React Router’s link', () => {
    expect(link('fast', 0).outerHTML).toBe(link('fast', 1).outerHTML);
    expect(link('fast').getAttribute('data-discover')).toBe('true');
    // A relative path goes to React Router's link, which resolves it.
    expect(link('relative').getAttribute('href')).toBe('/About');
  });

  it('navigates in the page on a plain click, adding a history entry', async () => {
    const entries = window.history.length;
    const event = click(link('fast'));
    expect(event.defaultPrevented).toBe(true);
    await act(async () => undefined);
    expect(container.querySelector('h1')?.textContent).toBe('Blog page');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/Blog?page=2#top');
    expect(window.history.length).toBe(entries + 1);
  });

  it('replaces the history entry when the link is to the page already shown', async () => {
    const entries = window.history.length;
    click(link('home'));
    await act(async () => undefined);
    expect(window.history.length).toBe(entries);
    expect(container.querySelector('h1')?.textContent).toBe('Home page');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    expect(click(link('fast'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link('fast'), { metaKey: true }).defaultPrevented).toBe(false);
    expect(click(link('fast'), { button: 1 }).defaultPrevented).toBe(false);
    expect(click(link('new-tab')).defaultPrevented).toBe(false);
    expect(container.querySelector('h1')?.textContent).toBe('Home page');
  });
});
