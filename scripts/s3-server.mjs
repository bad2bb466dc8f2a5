// A local S3-compatible server for tests, benchmarks and trying the object-store set-up
// (docs/deploy.md), from the `s3rver` package: objects kept in a folder, one bucket made empty.
//
//   node --openssl-legacy-provider scripts/s3-server.mjs [--port 9000] [--dir FOLDER] [--bucket NAME]
//
// Prints one JSON line `{"endpoint":"http://127.0.0.1:PORT","bucket":"NAME","dir":"FOLDER"}` once it
// listens (port 0, the default, takes a free one), and stops on SIGTERM or SIGINT. Its access key
// and secret are both `S3RVER`. s3rver signs its listing continuation tokens with DES, which
// OpenSSL 3 keeps in its legacy provider: hence the flag (it changes nothing else here).
import { createCipheriv } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    dir: { type: 'string' },
    bucket: { type: 'string', default: 'jaliya-media' },
    address: { type: 'string', default: '127.0.0.1' },
  },
});

try {
  createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
} catch {
  console.error('Start this with node --openssl-legacy-provider (s3rver needs DES for listings).');
  process.exit(2);
}

const directory = values.dir ?? mkdtempSync(path.join(tmpdir(), 'jaliya-s3-'));
const server = new S3rver({
  address: values.address,
  port: Number(values.port),
  silent: true,
  directory,
  configureBuckets: [{ name: values.bucket, configs: [] }],
});
const { port } = await server.run();
console.log(
  JSON.stringify({ endpoint: `http://${values.address}:${port}`, bucket: values.bucket, dir: directory }),
);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
