import type { BlogPostSummary } from '@jaliya/contract';
import { SaveToggle } from '../../../components/save-toggle';
import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./blog-card-body').then((module) => module.BlogCardContent);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** A post on the blog list: cover, date, title, excerpt and a save button. */
export function BlogCard({
  post,
  isSaved,
  isSignedIn,
  isPriority = false,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  /** The save button's state: undefined until the page state says (a member variant, decision 024). */
  isSaved?: boolean | undefined;
  /** Without it (a page that is the same for everyone, such as home) no save button shows. */
  isSignedIn?: boolean;
  /** The first cards are above the fold: load their covers first. */
  isPriority?: boolean;
  /** 3 when the cards sit under a section heading of their own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
      data-testid="blog-card"
    >
      <StaticIsland version={JSON.stringify([post, headingLevel])} load={body.load}>
        <body.Component post={post} isPriority={isPriority} headingLevel={headingLevel} />
      </StaticIsland>
      {/* Beside the card's markup, which stays as the server sent it: the one part that answers. */}
      {isSignedIn !== undefined ? (
        <div className="absolute end-3 top-3 z-10">
          <SaveToggle
            type="blog"
            id={post.id}
            title={post.title}
            isSaved={isSaved}
            isSignedIn={isSignedIn}
            isCompact
          />
        </div>
      ) : null}
    </article>
  );
}
