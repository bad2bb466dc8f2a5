import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { migrationState } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { pingDatabase } from './health.repository';

export type ReadinessCheck = 'process' | 'database' | 'migrations' | 'disk';

export interface Readiness {
  isReady: boolean;
  /** The checks that failed, in the order they were made. */
  failed: ReadinessCheck[];
  checks: {
    process: 'serving' | 'draining';
    database: 'ok' | 'unreachable' | 'not_checked';
    /** `pending`: this code has migrations the database has not had (start-up migrates first). */
    migrations: 'ok' | 'pending' | 'not_checked';
    disk: 'ok' | 'low' | 'unknown';
  };
  /** Free space on DATA_DIR's disk in MB, when it was read. */
  diskFreeMb: number | null;
}

export interface ReadinessInput {
  db: Kysely<Database>;
  dataDir: string;
  /** Bytes DATA_DIR's disk must have free; 0 skips the check. */
  minFreeBytes: number;
  isDraining: boolean;
  /** How long the database may take to answer before it counts as unreachable. */
  timeoutMs?: number;
}

const MB = 1024 * 1024;

/** Resolves as the work does, or rejects once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The file system DATA_DIR is on, or would be on before it is made (PostgreSQL and S3 may never make it). */
async function statfsOfNearest(directory: string) {
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    try {
      return await statfs(current);
    } catch (error) {
      const isMissing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!isMissing || path.dirname(current) === current) throw error;
    }
  }
}

/**
 * Whether this process should be sent requests: it is not draining, its database answers, the
 * schema is what this code expects, and DATA_DIR's disk has room (SQLite, uploads, backups).
 * A draining process answers at once without touching the database.
 */
export async function checkReadiness(input: ReadinessInput): Promise<Readiness> {
  const timeoutMs = input.timeoutMs ?? 2000;
  const readiness: Readiness = {
    isReady: false,
    failed: [],
    checks: { process: 'serving', database: 'not_checked', migrations: 'not_checked', disk: 'unknown' },
    diskFreeMb: null,
  };
  if (input.isDraining) {
    readiness.checks.process = 'draining';
    readiness.failed.push('process');
    return readiness;
  }
  const [database, disk] = await Promise.allSettled([
    within(
      (async () => {
        await pingDatabase(input.db);
        return migrationState(input.db);
      })(),
      timeoutMs,
    ),
    statfsOfNearest(input.dataDir),
  ]);
  if (database.status === 'fulfilled') {
    readiness.checks.database = 'ok';
    readiness.checks.migrations = database.value.pending.length === 0 ? 'ok' : 'pending';
  } else {
    readiness.checks.database = 'unreachable';
  }
  if (disk.status === 'fulfilled') {
    const free = disk.value.bavail * disk.value.bsize;
    readiness.diskFreeMb = Math.floor(free / MB);
    readiness.checks.disk = input.minFreeBytes === 0 || free >= input.minFreeBytes ? 'ok' : 'low';
  } else {
    readiness.checks.disk = 'unknown';
  }
  // A disk whose free space cannot be read (`unknown`) does not stop traffic; one that is full does.
  if (readiness.checks.database === 'unreachable') readiness.failed.push('database');
  if (readiness.checks.migrations === 'pending') readiness.failed.push('migrations');
  if (readiness.checks.disk === 'low') readiness.failed.push('disk');
  readiness.isReady = readiness.failed.length === 0;
  return readiness;
}
