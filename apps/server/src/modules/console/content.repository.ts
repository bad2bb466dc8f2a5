import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { type CursorValue, countRows, keysetPage } from '../listings/keyset';
import type { ContentTable } from './content-tables.repository';

/**
 * The tables differ per collection, so the generic reads and writes here go through an untyped
 * view of the database; every value they write has been validated against the collection's
 * contract schema first, and every name they use comes from the declarations, never from input.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select = SelectQueryBuilder<any, any, Row>;

/** Where a list of a collection starts: matching titles, under a parent. */
export interface ContentListFilter {
  /** Text any of these title columns contains. */
  text?: { columns: string[]; value: string } | undefined;
  /** The parent column and its id. */
  parent?: { column: string; id: number } | undefined;
}

/** The reads and writes of the console's content collections, on any of their tables. */
export class ContentRepository {
  private readonly db: AnyDb;

  /** Made on the database, or on a write's transaction. */
  constructor(db: Kysely<Database> | AnyDb) {
    this.db = db as AnyDb;
  }

  /** The collection's rows of one site only. */
  private scoped(table: ContentTable, siteId: number): Select {
    const select = this.db.selectFrom(`${table.table} as r`).selectAll('r');
    const link = table.site;
    if ('global' in link) return select;
    if ('column' in link) return select.where(`r.${link.column}`, '=', siteId);
    return select.where(
      `r.${link.parentColumn}`,
      'in',
      this.db.selectFrom(link.parentTable).select('id').where('site_id', '=', siteId),
    );
  }

  /** One keyset page in the table's order (by sort order, the latest published, the newest, or as created). */
  page<Item>(
    table: ContentTable,
    siteId: number,
    filter: ContentListFilter,
    page: { cursor?: string | undefined; limit: number },
    map: (rows: Row[]) => Promise<Item[]>,
  ) {
    const id = `r.${table.idColumn ?? 'id'}`;
    let select = this.scoped(table, siteId);
    const text = filter.text;
    if (text) {
      const pattern = `%${text.value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      select = select.where((eb) =>
        eb.or(text.columns.map((column) => eb(`r.${column}`, 'like', eb.val(pattern)))),
      );
    }
    if (filter.parent) select = select.where(`r.${filter.parent.column}`, '=', filter.parent.id);
    return keysetPage({
      cursor: page.cursor,
      limit: page.limit,
      count: () => countRows(select),
      fetch: async (after, limit) => {
        let rows = select;
        if (table.order === 'sort') {
          if (after)
            rows = rows.where((eb) =>
              eb.or([
                eb('r.sort_order', '>', Number(after.value)),
                eb.and([eb('r.sort_order', '=', Number(after.value)), eb(id, '>', after.id)]),
              ]),
            );
          rows = rows.orderBy('r.sort_order').orderBy(id);
        } else if (table.order === 'published') {
          if (after)
            rows = rows.where((eb) =>
              eb.or([
                eb('r.published_at', '<', String(after.value)),
                eb.and([eb('r.published_at', '=', String(after.value)), eb(id, '<', after.id)]),
              ]),
            );
          rows = rows.orderBy('r.published_at', 'desc').orderBy(id, 'desc');
        } else if (table.order === 'newest') {
          if (after) rows = rows.where(id, '<', after.id);
          rows = rows.orderBy(id, 'desc');
        } else {
          if (after) rows = rows.where(id, '>', after.id);
          rows = rows.orderBy(id);
        }
        return (await rows.limit(limit).execute()) as Row[];
      },
      cursorOf: (row): [CursorValue, number] => [
        table.order === 'sort'
          ? Number(row.sort_order)
          : table.order === 'published'
            ? new Date(String(row.published_at)).toISOString()
            : null,
        Number(row[table.idColumn ?? 'id']),
      ],
      map,
    });
  }

  /** Every row of a site's collection for a drop-down, in the table's order, at most `max`. */
  async all(table: ContentTable, siteId: number, max: number): Promise<Row[]> {
    let select = this.scoped(table, siteId);
    if (table.order === 'sort') select = select.orderBy('r.sort_order');
    return (await select
      .orderBy(`r.${table.idColumn ?? 'id'}`)
      .limit(max)
      .execute()) as Row[];
  }

  async find(table: ContentTable, siteId: number, id: number): Promise<Row | undefined> {
    return (await this.scoped(table, siteId)
      .where(`r.${table.idColumn ?? 'id'}`, '=', id)
      .executeTakeFirst()) as Row | undefined;
  }

  /** Stores a new record; answers its id. */
  async insert(table: ContentTable, columns: Row): Promise<number> {
    const inserted = (await this.db
      .insertInto(table.table)
      .values(columns)
      .returning(table.idColumn ?? 'id')
      .executeTakeFirstOrThrow()) as Row;
    return Number(inserted[table.idColumn ?? 'id']);
  }

  async update(table: ContentTable, id: number, columns: Row): Promise<void> {
    await this.db
      .updateTable(table.table)
      .set(columns)
      .where(table.idColumn ?? 'id', '=', id)
      .execute();
  }

  async delete(table: ContentTable, id: number): Promise<void> {
    await this.db
      .deleteFrom(table.table)
      .where(table.idColumn ?? 'id', '=', id)
      .execute();
  }

  /** An image uploaded for the site (never someone's own photo). */
  async isSiteImage(id: number): Promise<boolean> {
    const image = (await this.db
      .selectFrom('images')
      .select('purpose')
      .where('id', '=', id)
      .executeTakeFirst()) as { purpose: string } | undefined;
    return image?.purpose === 'site';
  }

  category(id: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'kind'])
      .where('id', '=', id)
      .executeTakeFirst() as Promise<{ id: number; parent_id: number | null; kind: string } | undefined>;
  }

  async hasSubcategories(id: number): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', id)
        .limit(1)
        .executeTakeFirst()) !== undefined
    );
  }

  /** The code of every site. */
  async siteCodes(): Promise<string[]> {
    return ((await this.db.selectFrom('sites').select('code').execute()) as { code: string }[]).map(
      (site) => site.code,
    );
  }
}
