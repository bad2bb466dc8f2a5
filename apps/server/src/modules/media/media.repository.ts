import type { Kysely, Selectable } from 'kysely';
import type { Database, ImagesTable } from '../../db/schema';

export type ImageRow = Selectable<ImagesTable>;

/** Reads and writes image records. */
export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(image: Omit<ImageRow, 'id'>): Promise<number> {
    const existing = await this.db
      .selectFrom('images')
      .select('id')
      .where('storage_key', '=', image.storage_key)
      .executeTakeFirst();
    if (existing) return existing.id;
    const inserted = await this.db
      .insertInto('images')
      .values(image)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async findById(id: number): Promise<ImageRow | undefined> {
    return this.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('images').where('id', '=', id).execute();
  }

  /** Loads images by id in one query, keyed by id. */
  async findByIds(ids: readonly (number | null)[]): Promise<Map<number, ImageRow>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.selectFrom('images').selectAll().where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}
