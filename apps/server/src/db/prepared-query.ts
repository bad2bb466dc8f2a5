import type { Compilable, CompiledQuery, Kysely } from 'kysely';

interface Compiled<Row> {
  sql: CompiledQuery<Row>;
  /** For each compiled parameter, the argument it takes, or undefined for a constant of the query. */
  slots: (number | undefined)[];
}

/**
 * A query run on every request (the session lookup) whose SQL Kysely builds and compiles once:
 * each run only puts its values in the compiled parameters. Kysely otherwise builds its
 * immutable query tree and compiles it to SQL on every run, which cost more than the query itself
 * on the signed-in page-state call (issue 37). Works on both engines (the SQL is compiled by the
 * given database's own dialect) and inside a transaction (run on the handle given to `run`).
 *
 * `build` receives one placeholder per argument and must use each as a plain value (a `where`
 * or `on` comparison, not part of a list or an expression): the placeholders are found again in
 * the compiled parameters by identity.
 */
export class PreparedQuery<DB, Args extends readonly unknown[], Row> {
  /** Compiled once per database handle: SQLite and PostgreSQL write parameters differently. */
  private readonly compiled = new WeakMap<object, Compiled<Row>>();

  /**
   * `arity` is the number of values a run takes: by default the parameters `build` declares after
   * the database (give it for a `build` that takes a rest parameter).
   */
  constructor(
    private readonly build: (db: Kysely<DB>, ...placeholders: Args) => Compilable<Row>,
    private readonly arity: number = build.length - 1,
  ) {}

  /** The rows the query answers for these values. */
  async rows(db: Kysely<DB>, ...args: Args): Promise<Row[]> {
    let compiled = this.compiled.get(db);
    if (!compiled) {
      compiled = this.compile(db);
      this.compiled.set(db, compiled);
    }
    const { sql, slots } = compiled;
    const parameters = sql.parameters.map((constant, index) => {
      const slot = slots[index];
      return slot === undefined ? constant : args[slot];
    });
    return (await db.executeQuery<Row>({ ...sql, parameters })).rows;
  }

  /** The first row the query answers, if any. */
  async first(db: Kysely<DB>, ...args: Args): Promise<Row | undefined> {
    return (await this.rows(db, ...args))[0];
  }

  private compile(db: Kysely<DB>): Compiled<Row> {
    const placeholders = Array.from({ length: this.arity }, (_, index) => `\u0000placeholder ${index}\u0000`);
    const sql = this.build(db, ...(placeholders as unknown as Args)).compile();
    const slots = sql.parameters.map((value) => {
      const index = placeholders.indexOf(value as string);
      return index === -1 ? undefined : index;
    });
    for (let index = 0; index < this.arity; index++) {
      if (slots.filter((slot) => slot === index).length !== 1)
        throw new Error(`A prepared query must use its placeholder ${index} exactly once`);
    }
    return { sql, slots };
  }
}
