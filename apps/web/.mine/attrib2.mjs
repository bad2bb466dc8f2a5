import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
const [file, want] = process.argv.slice(2);
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const ms = []; c.eachMapping((m) => ms.push(m), null, SourceMapConsumer.GENERATED_ORDER);
const lines = code.split('\n'); const ls = []; let off = 0; for (const l of lines) { ls.push(off); off += l.length + 1; }
let srcText, srcName;
for (let i = 0; i < map.sources.length; i++) if (map.sources[i].includes(want)) { srcName = map.sources[i]; srcText = map.sourcesContent[i]; }
const srcLines = srcText.split('\n');
// top-level decl start lines
const decls = [];
srcLines.forEach((l, i) => { const m = /^(?:export )?(?:async )?(?:function\*? ?|var |let |const |class )([A-Za-z0-9_$]+)/.exec(l); if (m) decls.push([i + 1, m[1]]); });
function declOf(line) { let lo = 0, hi = decls.length - 1, r = '?'; while (lo <= hi) { const mid = (lo + hi) >> 1; if (decls[mid][0] <= line) { r = decls[mid][1]; lo = mid + 1; } else hi = mid - 1; } return r; }
const per = new Map();
for (let i = 0; i < ms.length; i++) { const a = ms[i], b = ms[i + 1]; if (a.source !== srcName) continue; const s = ls[a.generatedLine - 1] + a.generatedColumn; const e = b ? ls[b.generatedLine - 1] + b.generatedColumn : code.length; const d = declOf(a.originalLine); per.set(d, (per.get(d) ?? 0) + (e - s)); }
const rows = [...per].sort((x, y) => y[1] - x[1]);
for (const r of rows.slice(0, Number(process.env.TOP ?? 60))) console.log(String(r[1]).padStart(7), r[0]);
console.log('decls', rows.length);
