// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the built client, once at
// build time and at the strongest settings, so the server sends them as they are (@fastify/static
// `preCompressed`) rather than compressing the same bytes again on every request at a quick level.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(entryPath);
    else if (TEXT_FILE.test(entry.name)) yield entryPath;
  }
}

let count = 0;
let originalBytes = 0;
let brotliBytes = 0;
let gzipBytes = 0;
for (const file of files(clientDirectory)) {
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  // Every size gets its copies: without one, the server would compress a small file on the fly.
  // A copy no smaller than the file is left out, and the file goes as it is.
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  count++;
  originalBytes += source.length;
  brotliBytes += brotli.length;
  gzipBytes += gzip.length;
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${count} assets: ${kilobytes(originalBytes)} -> ${kilobytes(brotliBytes)} Brotli, ${kilobytes(gzipBytes)} gzip.`,
);
