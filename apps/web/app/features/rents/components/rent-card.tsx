import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { RentCardProps } from './rent-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./rent-card-body').then((module) => module.RentCardBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** A home on a list: its photo, what and where, the rent; never the poster's contact details. */
export function RentCard({ rent, isPriority = false }: RentCardProps) {
  return (
    <StaticIsland version={JSON.stringify(rent)} load={body.load}>
      <body.Component rent={rent} isPriority={isPriority} />
    </StaticIsland>
  );
}
