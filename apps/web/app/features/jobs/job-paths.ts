/** Web addresses of the jobs pages (SPEC section 2); the public ones are shared with the sitemap. */
import { jobKind } from '@jaliya/contract/kinds';
export { JOBS_HOME_PATH, JOB_LIST_PATH, jobListPath, jobPath } from '@jaliya/contract/page-paths';
export const MY_JOBS_PATH = jobKind.myPostsPath;

export function editJobPath(id: number): string {
  return `${MY_JOBS_PATH}/${id}/edit`;
}
