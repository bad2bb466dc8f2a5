import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** One cached response body with its validator and lazily made compressed forms. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
  expiresAt: number;
  /** What the body was made from (`site:GA`, `GA:home`): a change to any of them evicts it. */
  tags: readonly string[];
  /** Facts kept with the bytes, such as the hashes of a page's inline scripts. */
  meta?: Readonly<Record<string, string>>;
}

/**
 * The tags of an API key `GA:en:0:blogs/web?page=2`: the whole site (`site:GA`) and the resource
 * family (`GA:blogs`), so a change to a blog post evicts every list and post of that site.
 */
export function tagsOfKey(key: string): string[] {
  const [site, , , ...rest] = key.split(':');
  const resource = rest.join(':').split(/[/?]/)[0];
  return site && resource ? [`site:${site}`, `${site}:${resource}`] : [];
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A bounded, time-limited cache of serialised public responses. It only saves work: every entry
 * can be rebuilt from the database, so several server processes may each keep their own.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly pending = new Map<string, Promise<CachedBody>>();

  private byteSize = 0;
  /** Bumped by every invalidation: bytes built from reads made before it are not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMilliseconds: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
    /** Upper bound on the bytes kept (bodies and their compressed forms), oldest evicted first. */
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The fresh cached body for a key, if there is one; synchronous so hits cost no promise. */
  peek(key: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  /**
   * Returns the cached body for a key, building it (once, even under concurrent calls) when absent
   * or stale. It is tagged by its key (`tagsOfKey`), or by `tags` for an answer made from more than
   * the key's one resource.
   */
  async get(
    key: string,
    build: () => Promise<unknown>,
    tags: readonly string[] = tagsOfKey(key),
  ): Promise<CachedBody> {
    const hit = this.peek(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const startedIn = this.generation;
    const promise = build()
      .then((value) =>
        this.store(key, Buffer.from(JSON.stringify({ data: value })), tags, undefined, startedIn),
      )
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** A mark to pass to `put`: bytes made from reads begun before a later invalidation are not kept. */
  begin(): number {
    return this.generation;
  }

  /**
   * Keeps prepared bytes (a rendered page) under a key, with the tags they were made from. When
   * anything was invalidated since `startedIn` (from `begin()`), the bytes may be stale: the
   * entry is returned for this one answer but not kept. `ttlMilliseconds` overrides the cache's
   * own time for this entry (a site's page cache setting).
   */
  put(
    key: string,
    body: Buffer,
    tags: readonly string[],
    meta?: Record<string, string>,
    startedIn = this.generation,
    ttlMilliseconds = this.ttlMilliseconds,
  ): CachedBody {
    return this.store(key, body, tags, meta, startedIn, ttlMilliseconds);
  }

  /**
   * Drops one entry to make room (a page pushed out of its share). Nothing changed: unlike an
   * invalidation, work under way keeps what it builds.
   */
  forget(key: string): void {
    this.remove(key);
  }

  /** Forgets every entry whose key starts with the prefix (all entries without one). */
  invalidate(prefix = ''): void {
    this.generation++;
    this.pending.clear();
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  /** Forgets every entry made from any of these tags. */
  invalidateTags(tags: readonly string[]): void {
    const wanted = new Set(tags);
    this.generation++;
    // A build under way may have read the old content: later callers start their own.
    this.pending.clear();
    for (const [key, entry] of [...this.entries])
      if (entry.tags.some((tag) => wanted.has(tag))) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The keys held now, oldest first (tests read every kept byte through `peek`). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.byteSize -= sizeOf(entry);
  }

  private evictOverBudget(): void {
    while (this.entries.size > 0 && (this.entries.size > this.maxEntries || this.byteSize > this.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }

  private store(
    key: string,
    body: Buffer,
    tags: readonly string[],
    meta: Record<string, string> | undefined,
    startedIn: number,
    ttlMilliseconds = this.ttlMilliseconds,
  ): CachedBody {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: CachedBody = {
      body,
      etag,
      expiresAt: this.now() + ttlMilliseconds,
      tags,
      ...(meta ? { meta } : {}),
    };
    if (startedIn !== this.generation) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.byteSize += sizeOf(entry);
    this.evictOverBudget();
    return entry;
  }
}

/** An entry's share of the byte budget: its body plus room for its gzip and Brotli forms. */
function sizeOf(entry: CachedBody): number {
  return entry.body.length + Math.ceil(entry.body.length / 2);
}

const SMALLEST_WORTH_COMPRESSING = 1024;

/** Picks the best encoding the client accepts for a body of this size. */
export function chooseEncoding(acceptEncoding: string | undefined, byteLength: number): Encoding {
  if (!acceptEncoding || byteLength < SMALLEST_WORTH_COMPRESSING) return 'identity';
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter.trim())))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The ETag of one encoding of an entry: each byte sequence has its own strong validator. */
export function encodedEtag(entry: CachedBody, encoding: Encoding): string {
  return encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
}

/**
 * Brotli's quality for cached bodies. The form is made on the request that first asks for it,
 * blocking the process meanwhile: on the 105 KB home page quality 9 took 21 ms here, 8 took 5 ms
 * for 0.4% more bytes (18,871 against 18,802; 53 KB blog list: 16 ms against 1.4 ms, 0.1%).
 * Quality 6 takes as long as 8 for 0.5-1% more bytes (the 126 KB home page: 22,043 against
 * 21,834), but its encoder's memory is a quarter of 8's: the allocator keeps what an encoder
 * freed, and at 8 that left about 37 MB resident for good after the first pages (6: 7-10 MB),
 * a fifth of the server's 200 MB (decision 006). Build assets, compressed once ahead of time,
 * keep the strongest setting.
 */
const BROTLI_QUALITY = 6;

/**
 * Brotli's window for a body: just large enough to hold all of it (2^16 to 2^22 bytes), so the
 * bytes are the same as with the default 4 MB window and the encoder needs less memory.
 */
function brotliWindowBits(bytes: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}

/** The body in the chosen encoding, compressed once and kept with the entry. */
export function encodedBody(entry: CachedBody, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.brotli ??= brotliCompressSync(entry.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(entry.body.length),
      },
    });
    return entry.brotli;
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }
  return entry.body;
}
