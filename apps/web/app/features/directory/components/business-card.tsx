import type { BusinessCard as Business } from '@jaliya/contract';
import { SaveToggle } from '../../../components/save-toggle';
import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./business-card-body').then((module) => module.BusinessCardContent);
const body = clientLazy(await componentNow(loadBody), loadBody);

/**
 * A business on a list: logo, name, short description, city, open state and the verified badge,
 * and its save button when `saved` is given (pages cached for guests leave it out).
 */
export function BusinessCard({
  business,
  timeZone,
  saved,
}: {
  business: Business;
  timeZone: string;
  saved?: { isSaved: boolean; isSignedIn: boolean } | undefined;
}) {
  return (
    <article className="relative flex w-full gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <StaticIsland version={`${timeZone} ${JSON.stringify(business)}`} load={body.load}>
        <body.Component business={business} timeZone={timeZone} />
      </StaticIsland>
      {saved ? (
        // Above the card's stretched link, so it can be pressed on its own.
        <div className="relative z-10 self-start">
          <SaveToggle
            type="business"
            id={business.id}
            title={business.name}
            isSaved={saved.isSaved}
            isSignedIn={saved.isSignedIn}
            isCompact
          />
        </div>
      ) : null}
    </article>
  );
}
