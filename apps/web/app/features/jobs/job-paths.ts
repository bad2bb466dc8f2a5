/** Web addresses of the jobs pages (SPEC section 2). */
export const JOBS_HOME_PATH = '/jobs';
export const JOB_LIST_PATH = '/Job';
export const MY_JOBS_PATH = '/my-job';

export function jobPath(job: { id: number; slug: string }): string {
  return `/show-job/${job.id}/${encodeURIComponent(job.slug)}`;
}

export function editJobPath(id: number): string {
  return `/my-job/${id}/edit`;
}
