import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { EventCardProps } from './event-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./event-card-body').then((module) => module.EventCardBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/**
 * An event on a list: a date badge, its photo, title, when and where, the category and what it
 * costs; never the poster's contact details.
 */
export function EventCard({ event, isPriority = false, headingLevel = 3 }: EventCardProps) {
  return (
    <StaticIsland version={JSON.stringify(event)} load={body.load}>
      <body.Component event={event} isPriority={isPriority} headingLevel={headingLevel} />
    </StaticIsland>
  );
}
