import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TarReader, TarWriter } from './tar';

const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-tar-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function writeSample(file: string) {
  const database = Buffer.alloc(1_500_001, 7);
  database.write('SQLite format 3\0');
  const source = path.join(folder, `${path.basename(file)}.source`);
  writeFileSync(source, database);
  const image = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 some bytes');
  const writer = await TarWriter.create(file);
  const sums = {
    database: await writer.addFile('database.sqlite', source, database.length),
    image: await writer.addBuffer('media/abc123-400.webp', image),
    empty: await writer.addBuffer('empty.txt', Buffer.alloc(0)),
    manifest: await writer.addBuffer('manifest.json', Buffer.from('{"format":"jaliya-backup"}')),
  };
  await writer.finish();
  return { database, image, sums };
}

describe('tar files', () => {
  it('are read back entry by entry, with the checksums given while writing', async () => {
    const file = path.join(folder, 'a.tar');
    const { database, image, sums } = await writeSample(file);
    expect(sums.database).toBe(sha256(database));
    const reader = await TarReader.open(file);
    try {
      expect([...reader.entries.keys()]).toEqual([
        'database.sqlite',
        'media/abc123-400.webp',
        'empty.txt',
        'manifest.json',
      ]);
      expect(await reader.read('media/abc123-400.webp')).toEqual(image);
      expect((await reader.read('empty.txt')).length).toBe(0);
      expect(JSON.parse((await reader.read('manifest.json')).toString())).toEqual({
        format: 'jaliya-backup',
      });
      const copy = path.join(folder, 'a.sqlite');
      expect(await reader.extractTo('database.sqlite', copy)).toBe(sums.database);
      expect(readFileSync(copy).equals(database)).toBe(true);
      await expect(reader.read('missing.txt')).rejects.toThrow('The backup has no missing.txt');
    } finally {
      await reader.close();
    }
  });

  it('are lists and folders for the system tar', async () => {
    const file = path.join(folder, 'b.tar');
    const { database, image } = await writeSample(file);
    const listing = execFileSync('tar', ['-tf', file], { encoding: 'utf8' });
    expect(listing.trim().split('\n')).toEqual([
      'database.sqlite',
      'media/abc123-400.webp',
      'empty.txt',
      'manifest.json',
    ]);
    const out = mkdtempSync(path.join(folder, 'x-'));
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(readFileSync(path.join(out, 'database.sqlite')).equals(database)).toBe(true);
    expect(readFileSync(path.join(out, 'media/abc123-400.webp'))).toEqual(image);
  });

  it('are never written over an existing file', async () => {
    const file = path.join(folder, 'c.tar');
    writeFileSync(file, 'keep me');
    await expect(TarWriter.create(file)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('refuse a cut-short file and a file that is not a tar', async () => {
    const file = path.join(folder, 'd.tar');
    await writeSample(file);
    truncateSync(file, 800_000);
    await expect(TarReader.open(file)).rejects.toThrow(/cut short|not a whole tar/);
    const other = path.join(folder, 'e.tar');
    writeFileSync(other, Buffer.alloc(4096, 65));
    await expect(TarReader.open(other)).rejects.toThrow(/not a tar file/);
  });
});
