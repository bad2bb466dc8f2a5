// The yardstick: a bare Fastify route answering with fixed bytes, nothing else.
// Usage: node bench/bare-server.mjs <port> <snapshot.json>  (snapshot: { "/path": { type, body } })
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, snapshotFile] = process.argv.slice(2);
const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
const app = Fastify({ logger: false });
for (const [url, { type, body }] of Object.entries(snapshot)) {
  const bytes = Buffer.from(body);
  app.get(url, (_request, reply) => reply.type(type).send(bytes));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
