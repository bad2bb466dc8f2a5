import type { Kysely } from 'kysely';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/schema';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

/** How long a key is remembered after its first request (the IETF draft and Stripe use 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a first request holds its key while it runs. Longer than any create or upload takes;
 * only a process that died mid-request leaves a key held this long, and then a retry runs it again.
 */
export const IDEMPOTENCY_LEASE_MS = 10 * 60_000;
/** `Idempotency-Key`: 1 to 255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Who sent a request: an account, or for a guest the address (grouped as the rate limits group it). */
export type IdempotencyActor = { userId: number } | { address: string };

/** The first answer, as it is replayed: status, content type, body, and any cookie it set. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string;
  body: string;
  setCookie?: string[];
}

/** A request's key, derived once: where it is stored, how its answer is sealed, what it must match. */
export interface IdempotencyTicket {
  id: string;
  userId: number | null;
  fingerprint: string;
  /** The AES-256-GCM key of its answer; derived from the client's key, which is never stored. */
  sealKey: Buffer;
}

export type Claim =
  /** This request runs; finish with `complete` or `release`, passing `lockedUntil`. */
  | { kind: 'run'; lockedUntil: number }
  | { kind: 'replay'; answer: StoredAnswer }
  /** The same key came with another request (another body or address). */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'running'; secondsLeft: number };

/**
 * Keys of retried requests, kept in the database so every server process shares them: the first
 * request claims its key, later ones get its answer, expired keys are swept every ten minutes.
 * Nothing readable is stored: the row id and the fingerprint are keyed hashes, and the answer
 * (which may hold a session token or contact details) is encrypted with a key derived from the
 * client's own key.
 */
export class IdempotencyStore {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly rows: IdempotencyKeysRepository = new IdempotencyKeysRepository(db),
  ) {}

  /** Derives a request's ticket from its key, its sender and what it asks (method, URL, body). */
  ticket(key: string, actor: IdempotencyActor, request: unknown): IdempotencyTicket {
    const owner = 'userId' in actor ? `user:${actor.userId}` : `address:${actor.address}`;
    const derive = (purpose: string) =>
      createHmac('sha256', this.secret).update(`${purpose}\0${owner}\0${key}`).digest();
    const sealKey = derive('idempotency-seal');
    return {
      id: derive('idempotency-id').toString('base64url'),
      userId: 'userId' in actor ? actor.userId : null,
      fingerprint: createHmac('sha256', sealKey).update(fingerprintText(request)).digest('base64url'),
      sealKey,
    };
  }

  /**
   * Claims a ticket's key for this request, or says why not. Atomic on both engines: of two
   * requests racing with one key, one inserts the row and the other reads it.
   */
  async claim(ticket: IdempotencyTicket): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = this.now();
      const lockedUntil = now + IDEMPOTENCY_LEASE_MS;
      const inserted = await this.rows.insertIfNew({
        id: ticket.id,
        userId: ticket.userId,
        fingerprint: ticket.fingerprint,
        lockedUntil,
        expiresAt: now + IDEMPOTENCY_TTL_MS,
      });
      if (inserted) return { kind: 'run', lockedUntil };

      const row = await this.rows.find(ticket.id);
      if (!row) continue;
      const expired = Number(row.expires_at) <= now;
      if (!expired && row.fingerprint !== ticket.fingerprint) return { kind: 'mismatch' };
      if (!expired && row.status_code !== null && row.response !== null) {
        const answer = this.open(ticket, row.response);
        // Unreadable only if the server secret changed: run the request as new.
        if (answer) return { kind: 'replay', answer };
      } else if (!expired && Number(row.locked_until) > now) {
        return {
          kind: 'running',
          secondsLeft: Math.max(1, Math.ceil((Number(row.locked_until) - now) / 1000)),
        };
      }
      // Expired, abandoned by a process that stopped, or unreadable: take it over, unless another
      // request has just done so (the old lock is the compare-and-swap token).
      const taken = await this.rows.takeOver(row, {
        userId: ticket.userId,
        fingerprint: ticket.fingerprint,
        lockedUntil,
        expiresAt: expired ? now + IDEMPOTENCY_TTL_MS : Number(row.expires_at),
      });
      if (taken) return { kind: 'run', lockedUntil };
    }
    return { kind: 'running', secondsLeft: 1 };
  }

  /** Keeps the answer of the request that claimed the key, for its retries. */
  async complete(ticket: IdempotencyTicket, lockedUntil: number, answer: StoredAnswer): Promise<void> {
    await this.rows.complete(ticket.id, lockedUntil, answer.statusCode, this.seal(ticket, answer));
  }

  /** Frees a key whose request failed, so the same key can be sent again. */
  async release(ticket: IdempotencyTicket, lockedUntil: number): Promise<void> {
    await this.rows.release(ticket.id, lockedUntil);
  }

  /** Forgets an account's keys and answers (account erasure). */
  async eraseFor(userId: number): Promise<void> {
    await this.rows.deleteForUser(userId);
  }

  /** Removes expired keys. */
  async sweep(): Promise<number> {
    return this.rows.deleteExpired(this.now());
  }

  /** Sweeps now and every ten minutes until `stop()`. */
  start(onError: (error: unknown) => void): void {
    const run = () => void this.sweep().catch(onError);
    run();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private seal(ticket: IdempotencyTicket, answer: StoredAnswer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', ticket.sealKey, iv);
    const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
  }

  private open(ticket: IdempotencyTicket, sealed: string): StoredAnswer | undefined {
    try {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', ticket.sealKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as StoredAnswer;
    } catch {
      return undefined;
    }
  }
}

/**
 * The text a request's fingerprint is made from: object keys sorted at every level, file contents
 * (Buffers) as their SHA-256, so the same request always gives the same text.
 */
function fingerprintText(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
