// Types only: the SDK (about 23 MB of memory and 130 ms to load) is loaded when a bucket is used.
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStorageConfig } from '../../config';

/** One stored file, as a listing gives it. */
export interface StoredFile {
  name: string;
  size: number;
  modified: Date;
}

/**
 * Where image files live: a local folder (the default) or an S3-compatible bucket. Everything
 * that stores, reads, lists or deletes an image goes through this interface, and nothing else
 * touches the files.
 */
export interface MediaStorage {
  /** `local` (a folder) or `s3` (a bucket). */
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs and messages: a folder, or `s3://bucket` and its endpoint. */
  readonly location: string;
  /** Stores a file completely or not at all: a reader never sees half a file. */
  write(name: string, content: Buffer): Promise<void>;
  /** A stored file's bytes (to encode another size from it, or to back it up). */
  read(name: string): Promise<Buffer>;
  /** Deletes a file; deleting one that is not there is not an error. */
  remove(name: string): Promise<void>;
  /** Address of a stored file on this site (`/media/...`). */
  urlOf(name: string): string;
  /** Every stored file, in name order, a page at a time (backups, the orphan sweep). */
  list(): AsyncIterable<StoredFile>;
  /** Stored files last changed before a time (for the orphan sweep). */
  listOlderThan(time: Date): Promise<string[]>;
  /** Removes temporary files a crash left behind; answers how many. */
  removeLeftovers(): Promise<number>;
  /** Bytes still free where files are written, or null when that cannot be told (a bucket). */
  freeBytes(): Promise<number | null>;
}

/** The only names ever stored: a storage key, a width or a name, and an image extension. */
export const SAFE_MEDIA_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|png|jpg|avif)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
};

/** The content type of a stored name (all names pass SAFE_MEDIA_NAME, so the extension is known). */
export function mediaContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** How stored images are cached: a name never changes its bytes (a new image gets a new key). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function checkName(name: string): string {
  if (!SAFE_MEDIA_NAME.test(name)) throw new Error(`Unsafe media file name: ${name}`);
  return name;
}

/**
 * Media kept in a folder outside the web root, served under `/media/`. Files are written in a
 * sibling `-incoming` folder on the same disk and renamed into place, so the served folder never
 * holds a partial or temporary file, even after a crash.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  private readonly incoming: string;
  private sequence = 0;

  constructor(readonly directory: string) {
    this.incoming = `${directory}-incoming`;
  }

  get location(): string {
    return this.directory;
  }

  async write(name: string, content: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.directory, { recursive: true });
    await mkdir(this.incoming, { recursive: true });
    this.sequence += 1;
    const temporary = path.join(this.incoming, `${name}.${process.pid}.${this.sequence}.tmp`);
    try {
      await writeFile(temporary, content);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  urlOf(name: string): string {
    return `/media/${name}`;
  }

  async *list(): AsyncIterable<StoredFile> {
    const names = (await readdir(this.directory).catch(() => [] as string[])).sort();
    for (const name of names) {
      if (!SAFE_MEDIA_NAME.test(name)) continue;
      const info = await stat(path.join(this.directory, name)).catch(() => undefined);
      if (info?.isFile()) yield { name, size: info.size, modified: info.mtime };
    }
  }

  async listOlderThan(time: Date): Promise<string[]> {
    const old: string[] = [];
    for await (const file of this.list()) if (file.modified < time) old.push(file.name);
    return old;
  }

  async removeLeftovers(): Promise<number> {
    const names = await readdir(this.incoming).catch(() => [] as string[]);
    for (const name of names) await rm(path.join(this.incoming, name), { force: true });
    return names.length;
  }

  async freeBytes(): Promise<number | null> {
    const target = await stat(this.directory)
      .then(() => this.directory)
      .catch(() => path.dirname(this.directory));
    const info = await statfs(target).catch(() => undefined);
    return info ? info.bavail * info.bsize : null;
  }

  private pathOf(name: string): string {
    return path.join(this.directory, checkName(name));
  }
}

/** What a conditional read of a stored object answered. */
export type OpenedMedia =
  | { status: 'missing' }
  | { status: 'not-modified'; etag: string | undefined; modified: Date | undefined }
  | {
      status: 'found';
      etag: string | undefined;
      modified: Date | undefined;
      size: number | undefined;
      contentType: string;
      /** The bytes, streamed from the store; undefined for a HEAD request. */
      body: Readable | undefined;
    };

export interface OpenConditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  /** Only the headers (a HEAD request). */
  headersOnly?: boolean;
}

type S3Settings = Extract<MediaStorageConfig, { kind: 's3' }>;

/** What the SDK's service errors carry (checked by shape: the SDK itself loads only when used). */
interface ServiceFailure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: S3ServiceException['$response'];
}

function isMissing(error: unknown): boolean {
  const failure = error as ServiceFailure | undefined;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

function isNotModified(error: unknown): boolean {
  return (error as ServiceFailure | undefined)?.$metadata?.httpStatusCode === 304;
}

type S3Sdk = typeof S3;

/**
 * Media kept in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), one
 * object per stored file under the file's own name, so several servers share every image. An
 * object appears whole when its upload completes, so there are no temporary files to clear.
 * The bucket must be Jaliya's alone: the orphan sweep deletes image-named objects that no image
 * record uses.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly bucket: string;
  /** Objects asked for per listing request (S3 gives at most 1000). */
  private readonly pageSize: number;
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(
    readonly settings: S3Settings,
    options: { pageSize?: number } = {},
  ) {
    this.bucket = settings.bucket;
    this.pageSize = options.pageSize ?? 1000;
  }

  /** The SDK and a client, made on first use. */
  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
        ...(this.settings.credentials ? { credentials: this.settings.credentials } : {}),
        // A store that does not answer must not hold an upload or a page for minutes.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    }));
    return this.connection;
  }

  /** Closes the client's connections (tests, tools that end). */
  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }

  get location(): string {
    return `s3://${this.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  async write(name: string, content: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkName(name),
        Body: content,
        ContentLength: content.length,
        ContentType: mediaContentType(name),
        // What a public bucket or a CDN in front of it sends (MEDIA_PUBLIC_URL).
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async read(name: string): Promise<Buffer> {
    const { sdk, client } = await this.connect();
    const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkName(name) }));
    if (!answer.Body) throw new Error(`Stored object ${name} has no body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkName(name) }));
  }

  urlOf(name: string): string {
    return `/media/${name}`;
  }

  async *list(): AsyncIterable<StoredFile> {
    const { sdk, client } = await this.connect();
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          MaxKeys: this.pageSize,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !SAFE_MEDIA_NAME.test(object.Key)) continue;
        yield { name: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async listOlderThan(time: Date): Promise<string[]> {
    const old: string[] = [];
    for await (const file of this.list()) if (file.modified < time) old.push(file.name);
    return old;
  }

  removeLeftovers(): Promise<number> {
    return Promise.resolve(0);
  }

  freeBytes(): Promise<number | null> {
    return Promise.resolve(null);
  }

  /**
   * A stored object for `/media/`, streamed, with the store's ETag and date; a conditional
   * request the object still matches answers `not-modified` without its bytes.
   */
  async open(name: string, conditions: OpenConditions = {}): Promise<OpenedMedia> {
    const { sdk, client } = await this.connect();
    const request = {
      Bucket: this.bucket,
      Key: checkName(name),
      ...(conditions.ifNoneMatch ? { IfNoneMatch: conditions.ifNoneMatch } : {}),
      ...(conditions.ifModifiedSince && !conditions.ifNoneMatch
        ? { IfModifiedSince: new Date(conditions.ifModifiedSince) }
        : {}),
    };
    if (request.IfModifiedSince && Number.isNaN(request.IfModifiedSince.getTime()))
      delete request.IfModifiedSince;
    try {
      const answer = conditions.headersOnly
        ? await client.send(new sdk.HeadObjectCommand(request))
        : await client.send(new sdk.GetObjectCommand(request));
      return {
        status: 'found',
        etag: answer.ETag,
        modified: answer.LastModified,
        size: answer.ContentLength,
        contentType: mediaContentType(name),
        body: 'Body' in answer ? (answer.Body as Readable | undefined) : undefined,
      };
    } catch (error) {
      if (isMissing(error)) return { status: 'missing' };
      if (isNotModified(error)) {
        const headers = (error as ServiceFailure).$response?.headers ?? {};
        const modified = headers['last-modified'] ? new Date(headers['last-modified']) : undefined;
        // S3 repeats the ETag on a 304; a store that does not was matched by the one tag asked.
        const asked = conditions.ifNoneMatch?.includes(',') ? undefined : conditions.ifNoneMatch;
        return { status: 'not-modified', etag: headers.etag ?? asked, modified };
      }
      throw error;
    }
  }
}

/** The storage the configuration names: the bucket with S3_BUCKET, else the folder given. */
export function createMediaStorage(config: MediaStorageConfig, localDirectory: string): MediaStorage {
  return config.kind === 's3' ? new S3MediaStorage(config) : new LocalMediaStorage(localDirectory);
}
