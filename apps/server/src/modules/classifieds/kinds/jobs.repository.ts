import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Reads of the jobs' own table that the classifieds core's generic reads do not cover. */
export class JobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What search reads of some jobs: the company (with whether the post is anonymous), place and type. */
  searchRows(ids: readonly number[]) {
    return this.db
      .selectFrom('jobs')
      .innerJoin('listings', 'listings.id', 'jobs.listing_id')
      .select([
        'jobs.listing_id',
        'jobs.company',
        'jobs.work_location',
        'jobs.job_type',
        'listings.is_anonymous',
      ])
      .where('jobs.listing_id', 'in', ids)
      .execute();
  }
}
