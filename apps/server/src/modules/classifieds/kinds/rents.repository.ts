import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** Reads of the homes' own table that the classifieds core's generic reads do not cover. */
export class RentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What search reads of some homes: their type. */
  searchRows(ids: readonly number[]) {
    return this.db
      .selectFrom('rentals')
      .select(['listing_id', 'accommodation_type'])
      .where('listing_id', 'in', ids)
      .execute();
  }
}
