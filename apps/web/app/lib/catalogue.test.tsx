// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Catalogue, CatalogueContext, useMessagesAhead } from './catalogue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shell() {
  useMessagesAhead();
  return <Outlet />;
}

describe('useMessagesAhead', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it("asks for the next page's message files as its navigation starts, before its data has come", async () => {
    const asked: string[][] = [];
    const catalogue: Catalogue = {
      messages: () => ({}) as ReturnType<Catalogue['messages']>,
      pending: (routeIds) => {
        asked.push([...routeIds]);
        return null;
      },
    };
    let sendData: (value: null) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          element: <Shell />,
          children: [
            { id: 'routes/register', path: 'Register', element: <p>register</p> },
            {
              id: 'routes/login',
              path: 'Login',
              element: <p>login</p>,
              loader: () => new Promise<null>((resolve) => (sendData = resolve)),
            },
          ],
        },
      ],
      { initialEntries: ['/Register'] },
    );
    const container = document.createElement('div');
    const render = (children: ReactNode) =>
      act(() => {
        root = createRoot(container);
        root.render(children);
      });
    await render(
      <CatalogueContext.Provider value={catalogue}>
        <RouterProvider router={router} />
      </CatalogueContext.Provider>,
    );
    expect(asked).toEqual([]);

    let navigation: Promise<void> = Promise.resolve();
    await act(async () => {
      navigation = router.navigate('/Login');
      await Promise.resolve();
    });
    // The log-in page's data is still on its way, and its messages are already asked for.
    expect(container.textContent).toBe('register');
    expect(asked).toContainEqual(['root', 'routes/login']);

    await act(async () => {
      sendData(null);
      await navigation;
    });
    expect(container.textContent).toBe('login');
  });
});
