import type { Intent } from '../classifieds';
import { defineKind } from './define-kind';

export const JOBS_HOME_PATH = '/jobs';
export const JOB_LIST_PATH = '/Job';

/** `/Job`, or the jobs offered or sought: the list's canonical address keeps only the intent. */
export function jobListPath(intent?: Intent): string {
  return intent ? `${JOB_LIST_PATH}?intent=${intent}` : JOB_LIST_PATH;
}

/** Jobs offered or sought. */
export const jobKind = defineKind({
  name: 'job',
  plural: 'Jobs',
  categoryKinds: ['job'],
  searchPosition: 2,
  sitemapSection: 'jobs',
  webPath: (job) => `/show-job/${job.id}/${encodeURIComponent(job.slug)}`,
  myPostsPath: '/my-job',
  listPaths: [JOBS_HOME_PATH, jobListPath(), jobListPath('offer'), jobListPath('seek')],
  reviewFields: {
    labels: {
      posterType: 'posterType',
      jobType: 'jobType',
      workLocation: 'workLocation',
      company: 'company',
      salary: 'salary',
      salaryType: 'salaryType',
      experience: 'experience',
      portfolioUrl: 'portfolioUrl',
    },
    choices: {
      intent: 'jobs.intent',
      jobType: 'jobs.jobType',
      salaryType: 'jobs.salaryType',
      experience: 'jobs.experience',
      posterType: 'jobs.posterType',
    },
  },
});
