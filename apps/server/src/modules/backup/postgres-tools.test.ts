import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error';
import { connectionFor, findPostgresTool, serverMajorVersion, toolMajorVersion } from './postgres-tools';

const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-pg-tools-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A folder holding a pg_dump that answers `--version` with the text given. */
function fakeTools(name: string, versionText: string): string {
  const bin = mkdtempSync(path.join(folder, `${name}-`));
  const script = path.join(bin, 'pg_dump');
  writeFileSync(script, `#!/bin/sh\necho '${versionText}'\n`);
  chmodSync(script, 0o755);
  return bin;
}

describe('PostgreSQL tools', () => {
  it('read major versions from the tools and the server', () => {
    expect(toolMajorVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(toolMajorVersion('pg_restore (PostgreSQL) 17.2')).toBe(17);
    expect(toolMajorVersion('pg_dump (PostgreSQL) 9.6.24')).toBe(9);
    expect(toolMajorVersion('something else')).toBeUndefined();
    expect(serverMajorVersion(150020)).toBe(15);
    expect(serverMajorVersion(170002)).toBe(17);
    expect(serverMajorVersion(90624)).toBe(9);
  });

  it('refuse a pg_dump older than the server, naming the package to install and PG_BIN_DIR', async () => {
    const bin = fakeTools('old', 'pg_dump (PostgreSQL) 12.3');
    const attempt = findPostgresTool('pg_dump', 15, bin);
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(
      /^pg_dump is older than the PostgreSQL 15 server \(.*pg_dump is version 12\), so it cannot dump it\. Install the PostgreSQL 15 client programs or newer \(Debian\/Ubuntu: apt-get install postgresql-client-15;.*\), or set PG_BIN_DIR to the folder that holds pg_dump of version 15 or newer\.$/,
    );
    expect(await findPostgresTool('pg_dump', 12, bin)).toEqual({
      file: path.join(bin, 'pg_dump'),
      major: 12,
    });
  });

  it('say where pg_dump was looked for when there is none', async () => {
    const empty = mkdtempSync(path.join(folder, 'empty-'));
    await expect(findPostgresTool('pg_restore', 16, empty)).rejects.toThrow(
      `pg_restore was not found in PG_BIN_DIR (${empty}). Install the PostgreSQL 16 client programs or newer`,
    );
  });

  // Skipped only where the machine has no PostgreSQL client (a laptop without it): the lookup of
  // the machine's own pg_dump cannot be tried there; the PG_BIN_DIR cases above still run.
  it.skipIf(!existsSync('/usr/bin/pg_dump'))(
    'find the machine pg_dump for its own server version',
    async () => {
      const found = await findPostgresTool('pg_dump', 10, undefined);
      expect(found.major).toBeGreaterThanOrEqual(10);
    },
  );

  it('keep the password off the command line', () => {
    const { dbname, environment } = connectionFor(
      'postgres://jaliya:s%40cret@db.example:5433/site?sslmode=require',
    );
    expect(dbname).toBe('postgres://jaliya@db.example:5433/site?sslmode=require');
    expect(environment.PGPASSWORD).toBe('s@cret');
    expect(connectionFor('postgres://postgres@127.0.0.1/test').environment.PGPASSWORD).toBe(
      process.env.PGPASSWORD,
    );
  });
});
