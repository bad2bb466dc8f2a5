import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Search (docs/decisions/015): one entry per searchable thing (a post of any kind, a blog post,
 * a user guide, an FAQ item) holding its terms, already folded and stemmed by the application.
 * SQLite matches them with an FTS5 table, PostgreSQL with a tsvector built from the same terms
 * (no parser, no dictionary: the lexemes are the application's terms), so both engines find the
 * same entries. Typo candidates come from a table of one-deletion variants of every term, and
 * the query log keeps what was searched and how many results came back, and nothing about who.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  let entries = db.schema
    .createTable('search_entries')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('ref_id', 'integer', (column) => column.notNull())
    // Set for posts: whether one is public is read from its listing at query time, so a post
    // leaves the results the moment its status changes, whatever changed it.
    .addColumn('listing_id', 'integer', (column) => column.references('listings.id').onDelete('cascade'))
    .addColumn('city_id', 'integer', (column) => column.references('cities.id').onDelete('set null'))
    // Editorial entries: when they go public (a post's comes from its listing).
    .addColumn('published_at', timestamp)
    .addColumn('title_terms', 'text', (column) => column.notNull())
    .addColumn('terms', 'text', (column) => column.notNull());
  if (isPostgres) {
    entries = entries.addColumn('tsv', sql`tsvector`, (column) =>
      column.generatedAlwaysAs(sql`array_to_tsvector(string_to_array(terms, ' '))`).stored(),
    );
  }
  await entries.execute();
  await db.schema
    .createIndex('search_entries_ref')
    .on('search_entries')
    .columns(['kind', 'ref_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('search_entries_listing')
    .on('search_entries')
    .columns(['listing_id'])
    .execute();
  if (isPostgres) {
    await sql`create index search_entries_tsv on search_entries using gin (tsv)`.execute(db);
  } else {
    // The ascii tokenizer splits on ASCII punctuation and spaces only: the application's terms
    // (letters and digits of any script) reach the index exactly as written.
    await sql`create virtual table search_fts using fts5(terms, content='', contentless_delete=1, tokenize='ascii', prefix='2 3')`.execute(
      db,
    );
    // The index's own list of its terms, to prune typo variants of words no entry has any more.
    await sql`create virtual table search_vocabulary using fts5vocab(search_fts, 'row')`.execute(db);
    // An entry that goes (deleted, or with its listing when a post or an account is erased) takes
    // its terms out of the full-text index with it.
    await sql`create trigger search_entries_fts_delete after delete on search_entries
      begin delete from search_fts where rowid = old.id; end`.execute(db);
  }

  await db.schema
    .createTable('search_term_variants')
    .addColumn('variant', 'varchar(40)', (column) => column.notNull())
    .addColumn('term', 'varchar(40)', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_term_variants_pk', ['variant', 'term'])
    .execute();

  await db.schema
    .createTable('search_queries')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('query', 'varchar(100)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)')
    .addColumn('result_count', 'integer', (column) => column.notNull())
    .addColumn('took_ms', 'integer', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('search_queries_site')
    .on('search_queries')
    .columns(['site_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('search_queries').execute();
  await db.schema.dropTable('search_term_variants').execute();
  if (!isPostgres) {
    await sql`drop table search_vocabulary`.execute(db);
    await sql`drop table search_fts`.execute(db);
  }
  await db.schema.dropTable('search_entries').execute();
}
