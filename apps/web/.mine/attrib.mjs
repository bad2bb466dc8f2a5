import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
import zlib from 'node:zlib';
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const per = new Map();
  // walk mappings in order; attribute bytes between consecutive mappings to the source of the first
  const ms = [];
  c.eachMapping((m) => ms.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const lineStart = []; let off = 0; for (const l of lines) { lineStart.push(off); off += l.length + 1; }
  const segs = new Map();
  for (let i = 0; i < ms.length; i++) {
    const a = ms[i]; const b = ms[i+1];
    const s = lineStart[a.generatedLine-1] + a.generatedColumn;
    const e = b ? lineStart[b.generatedLine-1] + b.generatedColumn : code.length;
    const src = (a.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*apps\/web\/app\//, 'app/').replace(/.*packages\//,'pkg/');
    if (!segs.has(src)) segs.set(src, []);
    segs.get(src).push(code.slice(s, e));
  }
  const total = zlib.brotliCompressSync(code).length;
  console.log(file, 'raw', code.length, 'br', total);
  const rows = [...segs].map(([k, v]) => { const t = v.join(''); return [k, t.length, zlib.brotliCompressSync(t).length]; }).sort((x,y)=>y[1]-x[1]);
  for (const r of rows.slice(0, Number(process.env.TOP ?? 25))) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0]);
}
