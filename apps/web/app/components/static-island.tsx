import { type MouseEvent, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { whenIdle } from '../lib/client-lazy';
import { useI18n } from '../lib/i18n';
import { followSiteLink, useSiteNavigate } from './link';

const ISLAND_ATTRIBUTE = 'data-static';

/** The server-rendered markup of the island the page's first hydration reaches, if it is there. */
function serverMarkupOf(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  // React's ids hold no quote or backslash, so the id goes into the selector's quotes as it is.
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`)?.innerHTML;
}

/**
 * Markup that needs no script: the page's first hydration keeps it as the server sent it, without
 * running its components, where hydrating it would cost a render and a fiber per element on the
 * phone (issue 37). A card, a footer's links or a business's facts are such parts: links, text and
 * pictures, nothing that changes or answers a click but a link.
 *
 * - A plain click on a link to this site inside it still navigates in the page (one listener for
 *   the whole island), as the `Link` it was rendered from would.
 * - Rendered anywhere else (on the server, or mounted by a client-side navigation), it renders its
 *   children as any component does: the page is the same either way.
 * - `version` names what the markup was made from (the card's data, say): when it or the page's
 *   language changes after hydration, the children render in place of the kept markup. Leave it
 *   out when nothing but the language can change while the island stays mounted.
 * - Nothing interactive may go inside (a form, a button with a handler, state, an effect): it would
 *   be dead until the island re-renders. Put it beside the island instead.
 *
 * - `load` (a `clientLazy` component's, lib/client-lazy.tsx) lets the children's code stay out of
 *   the page's first load: the browser fetches it once the page is idle after hydration, and an
 *   island that renders live before it has come keeps the markup it had meanwhile (issue 37).
 *
 * The island's element is a `div` shown as `display: contents`, so it adds no box to the layout.
 */
export function StaticIsland({
  version = '',
  load,
  children,
}: {
  version?: string;
  load?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const id = useId();
  const made = `${useI18n().language} ${version}`;
  // Read once, during the first render: in hydration that is the server's markup, untouched.
  const [kept] = useState(() => {
    const markup = serverMarkupOf(id);
    return markup === undefined ? undefined : { markup, made };
  });
  const navigate = useSiteNavigate();
  const isKept = kept !== undefined;
  useEffect(() => {
    if (!isKept || !load) return;
    return whenIdle(() => void load().catch(() => undefined));
  }, [isKept, load]);
  const followLink = (event: MouseEvent<HTMLDivElement>) => void followSiteLink(event, navigate);
  if (kept && kept.made === made) {
    return (
      // The listener takes over plain clicks on the links inside only; the keyboard reaches those
      // links as it would anywhere (Enter on a link is a click), so the element itself is no control.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        {...{ [ISLAND_ATTRIBUTE]: id }}
        className="contents"
        onClick={followLink}
        // The server's own markup, read from the page a moment ago: nothing new is inserted.
        dangerouslySetInnerHTML={{ __html: kept.markup }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: id }} className="contents">
      {import.meta.env.SSR ? (
        children
      ) : (
        // Children whose code has not come yet (`load`) leave what was on screen until it has.
        <Suspense
          fallback={
            kept ? <div className="contents" dangerouslySetInnerHTML={{ __html: kept.markup }} /> : null
          }
        >
          {children}
        </Suspense>
      )}
    </div>
  );
}
