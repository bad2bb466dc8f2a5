import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeArtwork } from './artwork-cache';

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="${fill}"/></svg>`;

describe('encodeArtwork', () => {
  let folder: string;
  const before = process.env.SEED_ARTWORK_CACHE;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'jaliya-artwork-test-'));
    process.env.SEED_ARTWORK_CACHE = folder;
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    if (before === undefined) delete process.env.SEED_ARTWORK_CACHE;
    else process.env.SEED_ARTWORK_CACHE = before;
  });

  it('encodes a drawing once in each width, then gives the same bytes from the cache', async () => {
    const first = await encodeArtwork(drawing('#0f766e'), [16, 32]);
    expect(first.variants.map((variant) => variant.width)).toEqual([16, 32]);
    expect((await sharp(first.variants[1]!.content).metadata()).format).toBe('webp');
    expect(first.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(readdirSync(folder)).toHaveLength(1);

    const [entry] = readdirSync(folder);
    const file = path.join(folder, entry!);
    const stored = readFileSync(file, 'utf8');
    expect(await encodeArtwork(drawing('#0f766e'), [16, 32])).toEqual(first);
    expect(readFileSync(file, 'utf8')).toBe(stored);
  });

  it('keeps a different drawing or width list apart', async () => {
    await encodeArtwork(drawing('#0f766e'), [16, 32]);
    await encodeArtwork(drawing('#f59e0b'), [16, 32]);
    await encodeArtwork(drawing('#0f766e'), [16]);
    expect(readdirSync(folder)).toHaveLength(3);
  });

  it('encodes again over an entry it cannot read, and replaces it', async () => {
    const first = await encodeArtwork(drawing('#0f766e'), [16, 32]);
    const file = path.join(folder, readdirSync(folder)[0]!);
    writeFileSync(file, '{"variants": [');
    expect(await encodeArtwork(drawing('#0f766e'), [16, 32])).toEqual(first);
    expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
  });

  it('encodes again over an entry that holds anything but WebP pictures and a WebP preview', async () => {
    const first = await encodeArtwork(drawing('#0f766e'), [16, 32]);
    const file = path.join(folder, readdirSync(folder)[0]!);
    const entry = JSON.parse(readFileSync(file, 'utf8')) as {
      variants: { content: string }[];
      placeholder: string;
    };
    const planted = [
      {
        ...entry,
        variants: [{ width: 16, content: Buffer.from('<svg onload=alert(1)>').toString('base64') }],
      },
      { ...entry, placeholder: 'data:image/webp;base64,AAAA"); background: url(https://example.org/' },
    ];
    for (const tampered of planted) {
      writeFileSync(file, JSON.stringify(tampered));
      expect(await encodeArtwork(drawing('#0f766e'), [16, 32])).toEqual(first);
    }
  });

  it('uses no folder that another user could write to', async () => {
    chmodSync(folder, 0o777);
    await encodeArtwork(drawing('#0f766e'), [16]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('keeps nothing when turned off', async () => {
    process.env.SEED_ARTWORK_CACHE = 'off';
    const encoded = await encodeArtwork(drawing('#0f766e'), [16]);
    expect(encoded.variants).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([]);
  });
});
