// @vitest-environment jsdom
import { act, Component as ReactComponent, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientLazy, componentNow } from './client-lazy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** What the route's error boundary would show: the page replaced. */
class Boundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

describe('clientLazy', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('keeps the fallback when the download fails, and renders once a later try succeeds', async () => {
    let tries = 0;
    const panel = clientLazy<{ text: string }>(undefined, () => {
      tries++;
      return tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Panel);
    });
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <Boundary>
          <Suspense fallback={<p>waiting</p>}>
            <panel.Component text="Share" />
          </Suspense>
        </Boundary>,
      );
      await Promise.resolve();
    });
    expect(tries).toBe(1);
    expect(container.textContent).toBe('waiting');
    // Back online: the code is asked for again and the render goes on.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tries).toBe(2);
    expect(container.textContent).toBe('Share');
  });

  it('renders with code an earlier load() fetched, after that load had failed once', async () => {
    let tries = 0;
    const panel = clientLazy<{ text: string }>(undefined, () => {
      tries++;
      return tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Panel);
    });
    await expect(panel.load()).rejects.toThrow('offline');
    await panel.load();
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <Boundary>
          <Suspense fallback={<p>waiting</p>}>
            <panel.Component text="Map" />
          </Suspense>
        </Boundary>,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tries).toBe(2);
    expect(container.textContent).toBe('Map');
  });
});

describe('componentNow', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('leaves the code for later before the first hydration, and waits for it after', async () => {
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve(Panel);
    };
    expect(await componentNow(load)).toBeUndefined();
    expect(loads).toBe(0);
    document.documentElement.dataset.hydrated = '';
    expect(await componentNow(load)).toBe(Panel);
    expect(loads).toBe(1);
  });

  it('leaves a download that failed to clientLazy, which tries again', async () => {
    document.documentElement.dataset.hydrated = '';
    expect(await componentNow(() => Promise.reject(new Error('offline')))).toBeUndefined();
  });
});
