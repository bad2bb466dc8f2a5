// @vitest-environment jsdom
import type { PageState } from '@jaliya/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MarkKind, PageStateProvider, useMark, usePageState } from './page-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Mark({ kind, id, fromLoader }: { kind: MarkKind; id: number; fromLoader?: boolean }) {
  const { mark, isSignedIn } = useMark(kind, id, fromLoader, true);
  return <span data-mark={`${kind}:${id}`}>{`${String(mark)} ${isSignedIn ? 'in' : 'out'}`}</span>;
}

function Viewer() {
  const { viewer, isSignedIn } = usePageState();
  return <p data-viewer="">{`${viewer?.name ?? 'nobody'} ${isSignedIn ? 'in' : 'out'}`}</p>;
}

const answer = (state: PageState) =>
  new Response(JSON.stringify({ data: state }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('PageStateProvider', () => {
  let container: HTMLDivElement;
  let root: Root;
  const fetchMock = vi.fn<typeof fetch>();
  const text = (selector: string) => container.querySelector(selector)?.textContent;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it("asks once for the viewer and every mark the page's components want, and shows them", async () => {
    fetchMock.mockResolvedValue(
      answer({
        viewer: { name: 'Amira Haddad', email: 'amira@example.org', phone: '', role: 'user' },
        saved: { blog: [2], business: [], job: [], rent: [], product: [], event: [] },
        following: [9],
      }),
    );
    await act(async () => {
      root.render(
        <PageStateProvider isMemberVariant user={null}>
          <Viewer />
          <Mark kind="blog" id={1} />
          <Mark kind="blog" id={2} />
          <Mark kind="follow" id={9} />
          <Mark kind="job" id={4} fromLoader />
        </PageStateProvider>,
      );
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toMatch(/\/me\/page-state\?/);
    const query = new URL(url, 'http://page').searchParams;
    expect(query.get('blog')).toBe('1,2');
    expect(query.get('follow')).toBe('9');
    // A mark the loader knew is not asked for.
    expect(query.has('job')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(text('[data-viewer]')).toBe('Amira Haddad in');
    expect(text('[data-mark="blog:1"]')).toBe('false in');
    expect(text('[data-mark="blog:2"]')).toBe('true in');
    expect(text('[data-mark="follow:9"]')).toBe('true in');
    expect(text('[data-mark="job:4"]')).toBe('true in');
  });

  it('turns the page into a guest’s when the session has ended (401)', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await act(async () => {
      root.render(
        <PageStateProvider isMemberVariant user={null}>
          <Viewer />
          <Mark kind="blog" id={1} />
        </PageStateProvider>,
      );
    });
    expect(text('[data-viewer]')).toBe('nobody out');
    expect(text('[data-mark="blog:1"]')).toBe('undefined out');
  });

  it('asks nothing on a page rendered for the visitor or for a guest', async () => {
    await act(async () => {
      root.render(
        <PageStateProvider isMemberVariant={false} user={null}>
          <Viewer />
          <Mark kind="blog" id={1} />
        </PageStateProvider>,
      );
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(text('[data-viewer]')).toBe('nobody out');
  });
});
