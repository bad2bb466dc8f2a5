import type SqliteDatabase from 'better-sqlite3';
import { statSync } from 'node:fs';

/** How often the housekeeping looks at the database; "idle" means no query during one look. */
export const HOUSEKEEPING_TICK_MS = 10_000;
/** A write-ahead log larger than this is logged as a warning (SECURITY.md item 30). */
export const WAL_WARNING_BYTES = 64 * 1024 * 1024;
/** A transaction left open this long with no query in it is logged as a warning. */
export const OPEN_TRANSACTION_WARNING_MS = 30_000;
/** The same warning is repeated at most this often. */
const WARNING_REPEAT_MS = 15 * 60_000;

export interface WalStatus {
  /** Bytes in the `-wal` file now (0 right after an idle checkpoint). */
  walBytes: number;
  /** Above this the housekeeping logs a warning. */
  warningBytes: number;
  /** When the last idle checkpoint emptied the log, or null. */
  lastCheckpointAt: string | null;
}

export interface CheckpointResult {
  /** Another connection (a backup, another process) was reading or writing: nothing was truncated. */
  isBusy: boolean;
  walBytes: number;
}

export type HousekeepingWarning = (message: string, details: Record<string, unknown>) => void;

export interface HousekeepingOptions {
  tickMs?: number;
  warningBytes?: number;
  openTransactionWarningMs?: number;
  warn?: HousekeepingWarning;
}

/**
 * SQLite's write-ahead log kept small (SECURITY.md item 30). SQLite checkpoints on its own after
 * each 1,000 pages, but that never shrinks the file, and a reader in another process (a backup,
 * `admin:create`) can hold the log's pages. Here, once the server has run no query for a whole
 * tick, the log is checkpointed and truncated (`wal_checkpoint(TRUNCATE)`), without waiting for
 * another connection: if one is busy, the next idle tick tries again. Its size is watched, and a
 * transaction of this connection left open with no query in it is reported: both mean a reader
 * holds old pages and the log can only grow.
 */
export class SqliteHousekeeping {
  private readonly tickMs: number;
  private readonly warningBytes: number;
  private readonly openTransactionWarningMs: number;
  private warn: HousekeepingWarning;
  private timer: NodeJS.Timeout | undefined;
  private lastQueryCount = -1;
  private openTransactionMs = 0;
  private lastCheckpointAt: Date | null = null;
  private readonly warnedAt = new Map<string, number>();

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly file: string,
    private readonly queries: { count: number },
    options: HousekeepingOptions = {},
  ) {
    this.tickMs = options.tickMs ?? HOUSEKEEPING_TICK_MS;
    this.warningBytes = options.warningBytes ?? WAL_WARNING_BYTES;
    this.openTransactionWarningMs = options.openTransactionWarningMs ?? OPEN_TRANSACTION_WARNING_MS;
    this.warn = options.warn ?? ((message, details) => console.warn(message, details));
  }

  /** Sends warnings to a logger (the server's, once it exists) instead of the console. */
  setWarn(warn: HousekeepingWarning): void {
    this.warn = warn;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Bytes in the write-ahead log file, 0 when there is none. */
  walBytes(): number {
    try {
      return statSync(`${this.file}-wal`).size;
    } catch {
      return 0;
    }
  }

  status(): WalStatus {
    return {
      walBytes: this.walBytes(),
      warningBytes: this.warningBytes,
      lastCheckpointAt: this.lastCheckpointAt?.toISOString() ?? null,
    };
  }

  /**
   * Copies the log into the database and empties it, unless another connection is using it;
   * never waits (busy_timeout 0 for the call, then as it was), so the event loop is not held.
   */
  checkpoint(): CheckpointResult {
    const busyTimeout = Number(this.sqlite.pragma('busy_timeout', { simple: true }));
    this.sqlite.pragma('busy_timeout = 0');
    let isBusy: boolean;
    try {
      const [row] = this.sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      isBusy = (row?.busy ?? 1) !== 0;
    } catch (error) {
      if (!/^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code))) throw error;
      isBusy = true;
    } finally {
      this.sqlite.pragma(`busy_timeout = ${busyTimeout}`);
    }
    if (!isBusy) this.lastCheckpointAt = new Date();
    return { isBusy, walBytes: this.walBytes() };
  }

  /** One look: checkpoint when idle, warn about a large log or a transaction left open. */
  tick(): void {
    if (!this.sqlite.open) return this.stop();
    const isIdle = this.queries.count === this.lastQueryCount;
    this.lastQueryCount = this.queries.count;
    if (this.sqlite.inTransaction && isIdle) {
      this.openTransactionMs += this.tickMs;
      if (this.openTransactionMs >= this.openTransactionWarningMs)
        this.warnAtMostOften('transaction', 'a database transaction has been open with no query in it', {
          openForMs: this.openTransactionMs,
        });
    } else this.openTransactionMs = 0;
    const walBytes = this.walBytes();
    if (isIdle && !this.sqlite.inTransaction && walBytes > 0) this.checkpoint();
    if (walBytes > this.warningBytes)
      this.warnAtMostOften(
        'wal',
        'the SQLite write-ahead log is large: a long-running reader (a backup, another process) may be holding it',
        { walBytes, warningBytes: this.warningBytes },
      );
  }

  private warnAtMostOften(kind: string, message: string, details: Record<string, unknown>): void {
    const now = Date.now();
    const last = this.warnedAt.get(kind);
    if (last !== undefined && now - last < WARNING_REPEAT_MS) return;
    this.warnedAt.set(kind, now);
    this.warn(message, details);
  }
}
