import { StaticIsland } from '../../../components/static-island';
import { clientLazy } from '../../../lib/client-lazy';
import type { RentCardProps } from './rent-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// client-side navigation or a change of language (decision 028, issue 37).
const loadBody = () => import('./rent-card-body').then((module) => module.RentCardBody);
const body = clientLazy(import.meta.env.SSR ? await loadBody() : undefined, loadBody);

/** A home on a list: its photo, what and where, the rent; never the poster's contact details. */
export function RentCard({ rent, isPriority = false }: RentCardProps) {
  return (
    <StaticIsland version={JSON.stringify(rent)} load={body.load}>
      <body.Component rent={rent} isPriority={isPriority} />
    </StaticIsland>
  );
}
