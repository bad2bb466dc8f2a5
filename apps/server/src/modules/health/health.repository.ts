import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether the database answers: one trivial query, which throws when it cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
