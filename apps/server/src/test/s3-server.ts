import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/s3-server.mjs');

/**
 * A local S3-compatible server (s3rver, `scripts/s3-server.mjs`) in a process of its own, with
 * one empty bucket, on a free port. `environment` is what the server needs to keep images there.
 */
export async function startS3Server(bucket = 'jaliya-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'jaliya-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', SCRIPT, '--dir', directory, '--bucket', bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) =>
      reject(new Error(`The S3 server stopped (exit ${code}) before it listened`)),
    );
  });
  const endpoint = (JSON.parse(firstLine) as { endpoint: string }).endpoint;
  const port = Number(new URL(endpoint).port);
  const environment = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed pair; it checks signatures made with them.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    port,
    environment,
    client,
    /** Names of every object in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    /** Makes every object look `ageMs` old (s3rver dates an object by its file's time). */
    age(ageMs: number): void {
      const when = new Date(Date.now() - ageMs);
      const walk = (folder: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.name.endsWith('._S3rver_object')) utimesSync(full, when, when);
        }
      };
      walk(path.join(directory, bucket));
    },
    async close(): Promise<void> {
      client.destroy();
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
