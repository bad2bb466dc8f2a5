import { defineKind } from './define-kind';

/** Jobs offered or sought. */
export const jobKind = defineKind({
  name: 'job',
  plural: 'Jobs',
  categoryKinds: ['job'],
  searchPosition: 2,
  sitemapSection: 'jobs',
  webPath: (job) => `/show-job/${job.id}/${encodeURIComponent(job.slug)}`,
  myPostsPath: '/my-job',
  reviewFields: {
    labels: {
      posterType: 'console.field.posterType',
      jobType: 'console.field.jobType',
      workLocation: 'console.field.workLocation',
      company: 'console.field.company',
      salary: 'console.field.salary',
      salaryType: 'console.field.salaryType',
      experience: 'console.field.experience',
      portfolioUrl: 'console.field.portfolioUrl',
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
