import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { readexPro, WEIGHTS } from '../scripts/fonts.mjs';

const appDirectory = path.dirname(fileURLToPath(import.meta.url));
const fontDirectory = path.join(appDirectory, 'assets/fonts');

/** The app's source files: components, routes and stylesheets, tests left out. */
function sources(): string[] {
  return readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(appDirectory, file));
}

/** Tailwind's weight classes the font no longer has. */
const WEIGHTS_LEFT_OUT: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  extrabold: 800,
  black: 900,
};

describe('the site font', () => {
  it('is what the script writes (run `npm run fonts -w @jaliya/web` after upgrading the font)', async () => {
    const { files, css } = (await readexPro()) as {
      files: { name: string; bytes: Uint8Array }[];
      css: string;
    };
    expect(readFileSync(path.join(fontDirectory, 'readex-pro.css'), 'utf8')).toBe(css);
    for (const { name, bytes } of files) {
      expect(Buffer.compare(readFileSync(path.join(fontDirectory, name)), Buffer.from(bytes)), name).toBe(0);
    }
    expect(files.map(({ name }) => name)).toContain('readex-pro-arabic-400-700.woff2');
    expect(files.map(({ name }) => name)).toContain('readex-pro-latin-400-700.woff2');
  });

  it('has every weight the pages set text in', () => {
    const outside: string[] = [];
    for (const file of sources()) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/\bfont-(thin|extralight|light|extrabold|black)\b/g)) {
        outside.push(`${path.relative(appDirectory, file)}: font-${name} (${WEIGHTS_LEFT_OUT[name!]})`);
      }
      for (const [declaration, weight] of text.matchAll(/font-weight:\s*(\d+)/g)) {
        const value = Number(weight);
        if (value < WEIGHTS.min || value > WEIGHTS.max)
          outside.push(`${path.relative(appDirectory, file)}: ${declaration}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
