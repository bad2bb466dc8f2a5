import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { JobCardProps } from './job-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./job-card-body').then((module) => module.JobCardBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** A job on a list: what, who (unless anonymous), where, pay; never the poster's contact details. */
export function JobCard({ job, isPriority = false }: JobCardProps) {
  return (
    <StaticIsland version={JSON.stringify(job)} load={body.load}>
      <body.Component job={job} isPriority={isPriority} />
    </StaticIsland>
  );
}
