import { StaticIsland } from '../../../components/static-island';
import { clientLazy } from '../../../lib/client-lazy';
import type { JobCardProps } from './job-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// client-side navigation or a change of language (decision 028, issue 37).
const loadBody = () => import('./job-card-body').then((module) => module.JobCardBody);
const body = clientLazy(import.meta.env.SSR ? await loadBody() : undefined, loadBody);

/** A job on a list: what, who (unless anonymous), where, pay; never the poster's contact details. */
export function JobCard({ job, isPriority = false }: JobCardProps) {
  return (
    <StaticIsland version={JSON.stringify(job)} load={body.load}>
      <body.Component job={job} isPriority={isPriority} />
    </StaticIsland>
  );
}
