import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ImagePurpose, ImagesTable } from '../../db/schema';

export type ImageRow = Selectable<ImagesTable>;

/** Reads and writes image records; each record owns its files (see decision 010). */
export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(image: Insertable<ImagesTable>): Promise<number> {
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

  /** Deletes a record only if it belongs to the owner; answers the deleted row, if any. */
  async deleteOwned(id: number, ownerUserId: number): Promise<ImageRow | undefined> {
    return this.db
      .deleteFrom('images')
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerUserId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Every image an account uploaded, of one purpose or all. */
  findOwnedBy(ownerUserId: number, purpose?: ImagePurpose): Promise<ImageRow[]> {
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('owner_user_id', '=', ownerUserId)
      .$if(purpose !== undefined, (query) => query.where('purpose', '=', purpose as ImagePurpose))
      .orderBy('position')
      .execute();
  }

  async countOwned(ownerUserId: number, purpose: ImagePurpose): Promise<number> {
    const row = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_user_id', '=', ownerUserId)
      .where('purpose', '=', purpose)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether any record still uses the files of a storage key. */
  async isStorageKeyUsed(storageKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('images')
      .select('id')
      .where('storage_key', '=', storageKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Post photos uploaded before a time that no post uses (a form never sent, a photo replaced). */
  findUnattachedListingImages(before: Date, afterId: number, limit: number): Promise<ImageRow[]> {
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('purpose', '=', 'listing')
      .where('id', '>', afterId)
      .where('created_at', '<', before.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('listing_images')
              .select('listing_images.image_id')
              .whereRef('listing_images.image_id', '=', 'images.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Deletes records by id; answers the deleted rows. */
  deleteByIds(ids: readonly number[]): Promise<ImageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.deleteFrom('images').where('id', 'in', ids).returningAll().execute();
  }

  /** Every storage key that has a record (for the orphan sweep). */
  async storageKeys(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('images').select('storage_key').execute();
    return new Set(rows.map((row) => row.storage_key));
  }

  /** Loads images by id in one query, keyed by id. */
  async findByIds(ids: readonly (number | null)[]): Promise<Map<number, ImageRow>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.selectFrom('images').selectAll().where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A batch of stored images after an id, in id order, as far as their sizes go. */
  batchAfter(afterId: number, limit: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'storage_key', 'variant_widths', 'purpose'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Records an image's widths after more were written, and the bytes they added. */
  async addSizes(id: number, widths: readonly number[], bytes: number): Promise<void> {
    await this.db
      .updateTable('images')
      .set((eb) => ({ variant_widths: JSON.stringify(widths), byte_size: eb('byte_size', '+', bytes) }))
      .where('id', '=', id)
      .execute();
  }
}
