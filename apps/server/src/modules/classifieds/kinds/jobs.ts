import { type Job, type JobCard, type JobInput, type JobListQuery, jobEndpoints } from '@jaliya/contract';
import type { JobsTable } from '../../../db/schema';
import { bothLanguages, type KindSearchText } from '../../search/kind-search-text';
import type { ClassifiedKindDefinition, ClassifiedKindEndpoints } from '../classified-kind';
import { classifiedServerKind } from '../classified-server-kind';
import { JobsRepository } from './jobs.repository';
import type { ClassifiedRow } from '../classifieds.repository';

type JobRow = ClassifiedRow & Omit<JobsTable, 'listing_id'>;

/** Days a published job stays up before it expires (its owner can renew it). */
export const JOB_EXPIRES_AFTER_DAYS = 30;

/**
 * Jobs, declared on the classifieds core: offering ("looking for an employee") or seeking
 * ("looking for a job"), by a company (its name and logo shown unless anonymous) or a person.
 * The salary is the post's price, so the shared price range filter and sort apply to it.
 */
export const jobKind: ClassifiedKindDefinition<JobInput, JobListQuery, JobCard, Job> = {
  kind: 'job',
  table: 'jobs',
  columns: [
    'poster_type',
    'job_type',
    'salary_type',
    'experience',
    'company',
    'work_location',
    'portfolio_url',
  ],
  expiresAfterDays: JOB_EXPIRES_AFTER_DAYS,
  endpoints: jobEndpoints as unknown as ClassifiedKindEndpoints,
  intentLabels: { offer: 'jobs.intent.offer', seek: 'jobs.intent.seek' },
  write: (input) => ({
    poster_type: input.posterType,
    job_type: input.jobType,
    salary_type: input.salary === null ? null : input.salaryType,
    experience: input.experience,
    company: input.posterType === 'company' ? input.company : null,
    work_location: input.workLocation,
    portfolio_url: input.portfolioUrl,
  }),
  read: (row, images) => {
    const job = row as JobRow;
    return {
      posterType: job.poster_type,
      jobType: job.job_type,
      workLocation: job.work_location,
      company: job.company,
      salary: job.price,
      salaryType: job.salary_type,
      experience: job.experience,
      portfolioUrl: job.portfolio_url,
      logoId: images('logo')[0] ?? null,
    };
  },
  price: (input) => input.salary,
  extraImages: (input) => ({
    logoId:
      input.posterType === 'company' && input.logoId !== null
        ? { role: 'logo', imageId: input.logoId }
        : null,
  }),
  filter: (query, q) => {
    let filtered = query;
    if (q.job_type) filtered = filtered.where('jobs.job_type', '=', q.job_type);
    if (q.salary_type) filtered = filtered.where('jobs.salary_type', '=', q.salary_type);
    if (q.experience) filtered = filtered.where('jobs.experience', '=', q.experience);
    if (q.poster_type) filtered = filtered.where('jobs.poster_type', '=', q.poster_type);
    return filtered;
  },
  order: (q) => (q.sort === 'salary_high' ? 'price_desc' : q.sort === 'salary_low' ? 'price_asc' : 'newest'),
  card: (row, base) => {
    const job = row as JobRow;
    return {
      ...base,
      jobType: job.job_type,
      salaryType: job.price === null ? null : job.salary_type,
      experience: job.experience,
      posterType: job.poster_type,
      // An anonymous post names no company: the company is often the poster.
      company: base.isAnonymous ? null : job.company,
      workLocation: job.work_location,
    };
  },
  detail: (row, base, images) => {
    const job = row as JobRow;
    return {
      ...base,
      jobType: job.job_type,
      salaryType: job.price === null ? null : job.salary_type,
      experience: job.experience,
      posterType: job.poster_type,
      company: base.isAnonymous ? null : job.company,
      workLocation: job.work_location,
      logo: base.isAnonymous ? null : (images('logo')[0] ?? null),
    };
  },
  contactLink: (row) => (row as JobRow).portfolio_url,
};

/**
 * A job's own words in search: its company (unless anonymous: finding the post by it would name
 * it), where the work is, and its type in both languages.
 */
export const jobSearch: KindSearchText = {
  // Its price is its pay per hour, day, week or month: only its own page says which.
  showsPrice: false,
  words: async (db, ids) => {
    const rows = await new JobsRepository(db).searchRows(ids);
    return new Map(
      rows.map((row) => {
        const words: string[] = [];
        if (row.company && row.is_anonymous !== 1) words.push(row.company);
        if (row.work_location) words.push(row.work_location);
        if (row.job_type) words.push(...bothLanguages(`jobs.jobType.${row.job_type}`));
        return [row.listing_id, { words }];
      }),
    );
  },
};

export const jobServerKind = classifiedServerKind('job', jobSearch, () => jobKind);
