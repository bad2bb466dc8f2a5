import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { OurServiceCardProps } from './our-service-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./our-service-card-body').then((module) => module.OurServiceCardBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** One of the site's own services: its icon, title (the link) and short text. */
export function OurServiceCard({ service, headingLevel = 2 }: OurServiceCardProps) {
  return (
    <StaticIsland version={JSON.stringify(service)} load={body.load}>
      <body.Component service={service} headingLevel={headingLevel} />
    </StaticIsland>
  );
}
