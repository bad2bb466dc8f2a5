import type { Kysely } from 'kysely';

/** Runs `work` in the caller's transaction if there is one (seeding), else in a new one. */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
