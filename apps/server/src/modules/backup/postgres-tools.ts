import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error';

const run = promisify(execFile);

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** Where Debian and Ubuntu install each PostgreSQL version's programs. */
const DEBIAN_VERSIONS_DIRECTORY = '/usr/lib/postgresql';

/** The major version in `pg_dump --version`'s answer ("pg_dump (PostgreSQL) 15.20 (Debian ...)"). */
export function toolMajorVersion(versionText: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(versionText) ?? /\s(\d+)\.\d+/.exec(versionText);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The major version of a server's `server_version_num` (150020 -> 15; 90624 -> 9). */
export function serverMajorVersion(versionNumber: number): number {
  return Math.floor(versionNumber / 10_000);
}

function installHint(tool: PostgresTool, serverMajor: number): string {
  return (
    `Install the PostgreSQL ${serverMajor} client programs or newer (Debian/Ubuntu: ` +
    `apt-get install postgresql-client-${serverMajor}; Red Hat: dnf install postgresql${serverMajor}; ` +
    `macOS: brew install libpq), or set PG_BIN_DIR to the folder that holds ${tool} of version ${serverMajor} or newer.`
  );
}

/**
 * The candidates for a tool, in order of preference: PG_BIN_DIR's alone when it is set; else the
 * one on PATH, then Debian's per-version folders, newest first.
 */
function candidates(tool: PostgresTool, binDirectory: string | undefined): string[] {
  if (binDirectory) return [path.join(binDirectory, tool)];
  const found: string[] = [tool];
  if (existsSync(DEBIAN_VERSIONS_DIRECTORY)) {
    const versions = readdirSync(DEBIAN_VERSIONS_DIRECTORY)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const file = path.join(DEBIAN_VERSIONS_DIRECTORY, version, 'bin', tool);
      if (existsSync(file)) found.push(file);
    }
  }
  return found;
}

export interface FoundTool {
  file: string;
  major: number;
}

/**
 * Finds pg_dump or pg_restore of the server's major version or newer: an older pg_dump refuses
 * a newer server, and an older pg_restore cannot read a newer dump. Throws a BackupError that
 * names the fix when there is none.
 */
export async function findPostgresTool(
  tool: PostgresTool,
  serverMajor: number,
  binDirectory: string | undefined,
): Promise<FoundTool> {
  const tooOld: string[] = [];
  for (const file of candidates(tool, binDirectory)) {
    let versionText: string;
    try {
      versionText = (await run(file, ['--version'])).stdout;
    } catch {
      continue;
    }
    const major = toolMajorVersion(versionText);
    if (major === undefined) continue;
    if (major >= serverMajor) return { file, major };
    tooOld.push(`${file} is version ${major}`);
  }
  if (tooOld.length > 0)
    throw new BackupError(
      `${tool} is older than the PostgreSQL ${serverMajor} server (${tooOld.join('; ')}), so it cannot ` +
        `${tool === 'pg_dump' ? 'dump it' : 'restore into it'}. ${installHint(tool, serverMajor)}`,
    );
  throw new BackupError(
    `${tool} was not found${binDirectory ? ` in PG_BIN_DIR (${binDirectory})` : ' on PATH'}. ${installHint(tool, serverMajor)}`,
  );
}

/**
 * How a tool reaches the database: the address without its password on the command line (which
 * any user of the machine can read in the process list), the password in PGPASSWORD.
 */
export function connectionFor(url: string): { dbname: string; environment: NodeJS.ProcessEnv } {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return {
    dbname: address.toString(),
    environment: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL program; rejects with its error output when it fails. */
export function runTool(file: string, args: string[], environment: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.once('error', (error) =>
      reject(new BackupError(`${path.basename(file)} could not run: ${error.message}`)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(output).toString('utf8'));
      else
        reject(
          new BackupError(
            `${path.basename(file)} failed (exit code ${code}): ${Buffer.concat(errors).toString('utf8').trim()}`,
          ),
        );
    });
  });
}
