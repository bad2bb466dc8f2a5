import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Settings that may carry passwords: never echoed back in error messages. */
const SECRET_SETTINGS = new Set(['SESSION_SECRET', 'DATABASE_URL', 'SMTP_URL', 'AWS_SECRET_ACCESS_KEY']);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours (0 for no scheduled backups)' })
    .min(0, 'must be 0 (no scheduled backups) or more')
    .max(8760, 'must be at most 8760 (a year)')
    .refine((hours) => hours <= 0 || hours >= 0.05, 'must be 0 or at least 0.05 (3 minutes)')
    .default(0),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups to keep' })
    .int('must be a whole number of backups to keep')
    .min(1, 'must keep at least 1 backup')
    .max(1000)
    .default(7),
  PG_BIN_DIR: z.string().min(1).optional(),
  BACKUP_BEFORE_MIGRATION: z
    .enum(['true', 'false', 'yes', 'no', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => ['true', 'yes', '1'].includes(value)),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DEFAULT_SITE: z
    .string()
    .regex(/^[A-Za-z]{2,8}$/, 'must be 2 to 8 letters, such as GA')
    .default('GA')
    .transform((code) => code.toUpperCase()),
  UNKNOWN_HOST: z
    .enum(['default', '404'], { error: 'must be default (the default site answers) or 404' })
    .default('default'),
  API_SITE_MATCHES_HOST: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseSwitch(value);
      if (parsed === undefined) context.addIssue({ code: 'custom', message: 'must be true or false' });
      return parsed ?? false;
    }),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined)
        context.addIssue({
          code: 'custom',
          message:
            'must be false, a number of proxy hops (1 for one reverse proxy), or a comma-separated list of proxy addresses or CIDR ranges',
        });
      return parsed ?? false;
    }),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const parsed = parseCorsOrigins(value);
      if (parsed === undefined)
        context.addIssue({
          code: 'custom',
          message:
            'must be a comma-separated list of origins such as https://old.example.org (scheme, host and port only; no * and no path)',
        });
      return parsed ?? [];
    }),
  WEB_BUILD_DIR: z.string().optional(),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jaliya <no-reply@jaliya.local>'),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  WELCOME_POPUP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
  POST_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  POST_EXPIRY_WARNING_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(600, 'must be at most 600 seconds')
    .default(10),
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(300, 'must be at most 300 seconds')
    .default(1),
  READY_MIN_FREE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be 0 (no check) or more')
    .max(10_000_000)
    .default(200),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// address, such as https://s3.eu-central-1.amazonaws.com',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(
      /^[a-z0-9-]{2,40}$/,
      'must be a region name such as us-east-1 (lowercase letters, digits, hyphens)',
    )
    .default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseSwitch(value);
      if (parsed === undefined) context.addIssue({ code: 'custom', message: 'must be true or false' });
      return parsed ?? false;
    }),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
});

/** Settings that only mean something with S3_BUCKET. */
const S3_ONLY_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'MEDIA_PUBLIC_URL'] as const;

/** Reads an on/off setting: true, yes, 1 or false, no, 0. */
function parseSwitch(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return undefined;
}

/**
 * Problems between settings that are each valid alone: S3 settings without a bucket, one half of
 * a key pair, a public media address the browser would refuse as mixed content.
 */
function storageProblems(environment: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!environment.S3_BUCKET) {
    for (const name of S3_ONLY_SETTINGS)
      if (environment[name] !== undefined)
        problems.push(
          `${name}: is set but S3_BUCKET is not; images are kept in DATA_DIR/media unless S3_BUCKET names a bucket`,
        );
    return problems;
  }
  const hasKeyId = environment.AWS_ACCESS_KEY_ID !== undefined;
  const hasSecret = environment.AWS_SECRET_ACCESS_KEY !== undefined;
  if (hasKeyId !== hasSecret)
    problems.push(
      hasKeyId
        ? 'AWS_SECRET_ACCESS_KEY: must be set with AWS_ACCESS_KEY_ID (or leave both out to use the machine role)'
        : 'AWS_ACCESS_KEY_ID: must be set with AWS_SECRET_ACCESS_KEY (or leave both out to use the machine role)',
    );
  const publicUrl = environment.PUBLIC_URL ?? '';
  if (publicUrl.startsWith('https://') && environment.MEDIA_PUBLIC_URL?.startsWith('http://'))
    problems.push(
      `MEDIA_PUBLIC_URL: must be an https:// address on an https:// site (browsers refuse images over http there) (got "${environment.MEDIA_PUBLIC_URL}")`,
    );
  return problems;
}

/** The drain's delay must leave part of the grace for the requests in flight. */
function shutdownProblems(environment: Record<string, string | undefined>): string[] {
  const grace = Number(environment.SHUTDOWN_GRACE_SECONDS ?? 10);
  const delay = Number(environment.SHUTDOWN_DELAY_SECONDS ?? 1);
  if (!Number.isFinite(grace) || !Number.isFinite(delay) || delay < grace) return [];
  return [
    `SHUTDOWN_DELAY_SECONDS: must be less than SHUTDOWN_GRACE_SECONDS (${grace}), which also counts the time requests in flight get to finish (got "${delay}")`,
  ];
}

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY. `true` means one hop (one reverse proxy in front), never the whole chain:
 * a client could otherwise prepend any address it likes and get a fresh rate-limit bucket.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0', ''].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const isValid = (entry: string) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address || !isIP(address)) return false;
    if (bits === undefined) return true;
    const maxBits = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
  };
  return entries.length > 0 && entries.every(isValid) ? entries : undefined;
}

/** Where images are kept: the local folder DATA_DIR/media, or an S3-compatible bucket. */
export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** The store's address (MinIO, R2, ...); undefined means AWS itself for the region. */
      endpoint: string | undefined;
      region: string;
      /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO and most others). */
      forcePathStyle: boolean;
      /** Undefined: the SDK's own chain (a machine or container role, ~/.aws). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Public address of the bucket's objects (a public bucket or a CDN in front of it). */
      publicUrl: string | undefined;
    };

/**
 * Reads CORS_ORIGINS: the origins (`https://host[:port]`) whose pages may call the API from a
 * browser, such as the old web client's host. Empty means none; `*` is refused, since a list of
 * origins is what makes a wildcard unnecessary.
 */
export function parseCorsOrigins(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return undefined;
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase())
      return undefined;
    origins.push(url.origin);
  }
  return origins;
}

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** The server's settings, parsed once at start-up. */
export interface Config {
  environment: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Where backups go: scheduled ones, those taken before migrations, and `db:backup` by default. */
  backupDir: string;
  /** Hours between scheduled backups; 0: none (the operator has backups of their own). */
  backupEveryHours: number;
  /** Scheduled backups kept; older ones are deleted after each new one. */
  backupKeep: number;
  /** Folder holding pg_dump and pg_restore, when those on PATH are older than the server. */
  pgBinDir: string | undefined;
  /** A backup before migrations change an existing database (on unless turned off). */
  backupBeforeMigration: boolean;
  publicUrl: string;
  isHttps: boolean;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  defaultSite: string;
  /**
   * What a request on a host no site claims gets (issue 36): `default`, the default site (also
   * the only choice that needs no host set up); `not-found`, a translated 404. PUBLIC_URL's host
   * is always the default site's.
   */
  unknownHost: 'default' | 'not-found';
  /**
   * `/api/{site}/...` answers only for the site its host serves (a 404 naming the site otherwise);
   * off, any host's API serves every site, as the apps expect.
   */
  apiSiteMatchesHost: boolean;
  /**
   * Which proxies' `X-Forwarded-For` to believe: `false` (none: the socket address is the client),
   * a number of hops counted from this server, or the proxies' addresses and ranges.
   */
  trustProxy: TrustProxy;
  /** Origins whose pages may call the API from a browser (CORS, without credentials); none by default. */
  corsOrigins: string[];
  webBuildDir: string | undefined;
  publicCacheSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetentionDays: number;
  welcomePopupDelayMs: number;
  /** Open reports from different people that take a post off the site until it is reviewed. */
  reportsToHide: number;
  /** Days a published job, home or product stays up before it expires (its owner can renew it). */
  postExpiryDays: number;
  /** Days before expiry the owner is e-mailed (0: no warning). */
  postExpiryWarningDays: number;
  /** Images decoded and encoded at once, one core each (by default half the cores, one or two). */
  imageConcurrency: number;
  /** Uploads that may wait for their turn; one more is refused with 503 and Retry-After. */
  imageQueue: number;
  mediaStorage: MediaStorageConfig;
  /** From SIGTERM, how long requests in flight get to finish before the server exits anyway. */
  shutdownGraceSeconds: number;
  /** From SIGTERM, how long `/ready` answers 503 before the listener closes (load balancers look first). */
  shutdownDelaySeconds: number;
  /** Free space DATA_DIR's disk must have for `/ready` to answer 200, in bytes (0: not checked). */
  readyMinFreeBytes: number;
}

/** Thrown when the environment holds settings that cannot be used; lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a typed configuration, or throws a ConfigError listing what is wrong. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const withoutBlanks = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = EnvironmentSchema.safeParse(withoutBlanks);
  const crossProblems = [...storageProblems(withoutBlanks), ...shutdownProblems(withoutBlanks)];
  if (!parsed.success || crossProblems.length > 0) {
    throw new ConfigError([
      ...(parsed.error?.issues ?? []).map((issue) => {
        const name = issue.path.join('.');
        const given = withoutBlanks[name];
        if (given === undefined) return `${name}: ${issue.message}`;
        return `${name}: ${issue.message}${SECRET_SETTINGS.has(name) ? ' (value hidden)' : ` (got "${given}")`}`;
      }),
      ...crossProblems,
    ]);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: parseDatabaseUrl(env.DATABASE_URL, dataDir),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupEveryHours: env.BACKUP_EVERY_HOURS,
    backupKeep: env.BACKUP_KEEP,
    pgBinDir: env.PG_BIN_DIR ? path.resolve(env.PG_BIN_DIR) : undefined,
    backupBeforeMigration: env.BACKUP_BEFORE_MIGRATION,
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    defaultSite: env.DEFAULT_SITE,
    unknownHost: env.UNKNOWN_HOST === '404' ? 'not-found' : 'default',
    apiSiteMatchesHost: env.API_SITE_MATCHES_HOST,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    webBuildDir: env.WEB_BUILD_DIR ? path.resolve(env.WEB_BUILD_DIR) : undefined,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailRetentionDays: env.MAIL_RETENTION_DAYS,
    welcomePopupDelayMs: env.WELCOME_POPUP_DELAY_MS,
    reportsToHide: env.REPORTS_TO_HIDE,
    postExpiryDays: env.POST_EXPIRY_DAYS,
    postExpiryWarningDays: env.POST_EXPIRY_WARNING_DAYS,
    imageConcurrency: env.IMAGE_CONCURRENCY ?? defaultImageConcurrency(),
    imageQueue: env.IMAGE_QUEUE,
    mediaStorage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { kind: 'local' },
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    shutdownDelaySeconds: env.SHUTDOWN_DELAY_SECONDS,
    readyMinFreeBytes: env.READY_MIN_FREE_MB * 1024 * 1024,
  };
}

/**
 * Half the cores for images, the other half for pages and logins; at most two, because images,
 * password hashes and file reads share Node's four worker threads (UV_THREADPOOL_SIZE).
 */
function defaultImageConcurrency(): number {
  return Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
}

/** Turns DATABASE_URL into an engine choice; no URL means the embedded SQLite file in DATA_DIR. */
function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { engine: 'sqlite', file: path.join(dataDir, 'jaliya.db') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { engine: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { engine: 'postgres', url };
}

/** Keeps a generated secret in DATA_DIR so sessions survive restarts without any set-up. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
