import pg from 'pg';
import { connectionFor, findPostgresTool, runTool, serverMajorVersion } from './postgres-tools';
import type { DatabaseFacts } from './sqlite-copy';

type Queryable = Pick<pg.Client, 'query'>;

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The server's major version (15 for 15.20). */
export async function postgresServerMajor(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version_num') as version",
  );
  return serverMajorVersion(Number(rows[0]?.version));
}

/**
 * Row counts of every table of the database's schema, its last migration and the files its
 * image rows name: inside a snapshot transaction, as of that snapshot.
 */
export async function postgresFacts(client: Queryable): Promise<DatabaseFacts> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = current_schema() order by tablename',
  );
  const names = tableRows.map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await client.query<{ count: string }>(
      `select count(*)::text as count from ${quote(name)}`,
    );
    tables[name] = Number(rows[0]?.count ?? 0);
  }
  let migration: string | null = null;
  if (names.includes('kysely_migration')) {
    const { rows } = await client.query<{ name: string }>(
      'select name from kysely_migration order by name desc limit 1',
    );
    migration = rows[0]?.name ?? null;
  }
  const files = new Set<string>();
  let imageRows = 0;
  if (names.includes('images')) {
    const { rows } = await client.query<{ storage_key: string; variant_widths: string }>(
      'select storage_key, variant_widths from images',
    );
    imageRows = rows.length;
    for (const row of rows)
      for (const width of JSON.parse(row.variant_widths) as number[])
        files.add(`${row.storage_key}-${width}.webp`);
  }
  return { tables, migration, imageFiles: [...files].sort(), imageRows };
}

/** Opens one connection, runs `work`, closes it. */
export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Dumps the database with pg_dump (custom format, compressed) as of one snapshot, and reads the
 * row counts and image rows as of the same snapshot: a transaction exports its snapshot, pg_dump
 * takes it (`--snapshot`), and the counts are read in that transaction while pg_dump runs.
 * Writers go on meanwhile; nothing they commit after the snapshot is in the dump or the counts.
 */
export async function dumpPostgres(
  url: string,
  target: string,
  binDirectory: string | undefined,
): Promise<{ facts: DatabaseFacts; serverMajor: number }> {
  return withPostgres(url, async (client) => {
    const serverMajor = await postgresServerMajor(client);
    const pgDump = await findPostgresTool('pg_dump', serverMajor, binDirectory);
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const snapshot = rows[0]?.snapshot ?? '';
      const { dbname, environment } = connectionFor(url);
      const dump = runTool(
        pgDump.file,
        [
          '--format=custom',
          `--snapshot=${snapshot}`,
          `--file=${target}`,
          '--no-password',
          `--dbname=${dbname}`,
        ],
        environment,
      );
      // Counted while pg_dump copies: both read the same snapshot.
      const counted = postgresFacts(client);
      const [facts] = await Promise.all([counted, dump]);
      return { facts, serverMajor };
    } finally {
      await client.query('commit');
    }
  });
}

/** Lists a custom-format dump's table of contents with pg_restore (which fails on a damaged file). */
export async function listDump(
  file: string,
  serverMajor: number,
  binDirectory: string | undefined,
): Promise<string> {
  const pgRestore = await findPostgresTool('pg_restore', serverMajor, binDirectory);
  return runTool(pgRestore.file, ['--list', file], process.env);
}
