import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ENCODING, encodeImage, type EncodedImage } from '../modules/media/image-processing';

/**
 * The demo artwork is drawn the same way every time, and encoding its sizes was most of a seed
 * (15 of 18 s on a two-core machine). So the encoded sizes are kept in the system's temporary
 * folder, under a hash of the drawing, the widths and the pipeline's settings: every later seed on
 * the machine (each test that seeds, each fresh data folder, each browser test server) copies them.
 * An entry is written under a temporary name and renamed, so a reader sees it whole or not at all;
 * one that is missing or unreadable is encoded again. `SEED_ARTWORK_CACHE=off` turns it off.
 *
 * The temporary folder is shared by the machine's users, and the seed of a production site runs
 * there too: the cache is used only in a folder of this user's that no one else can write, and an
 * entry is used only if it holds WebP files and a WebP preview (its bytes are served as pictures,
 * the preview is written into a page's style).
 */
function cacheFolder(): Promise<string | null> {
  const setting = process.env.SEED_ARTWORK_CACHE;
  if (setting === 'off') return Promise.resolve(null);
  const folder = setting || path.join(tmpdir(), 'jaliya-seed-artwork');
  // Checked once per folder, not once per picture (a seed encodes about a hundred).
  let checked = checkedFolders.get(folder);
  if (!checked) {
    checked = usableFolder(folder);
    checkedFolders.set(folder, checked);
  }
  return checked;
}

const checkedFolders = new Map<string, Promise<string | null>>();

async function usableFolder(folder: string): Promise<string | null> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const info = await stat(folder);
    const isOwn = process.getuid === undefined || info.uid === process.getuid();
    return info.isDirectory() && isOwn && (info.mode & 0o022) === 0 ? folder : null;
  } catch {
    return null;
  }
}

const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A RIFF container of WebP data, as the pipeline writes. */
function isWebp(content: Buffer): boolean {
  return (
    content.length > 12 &&
    content.toString('latin1', 0, 4) === 'RIFF' &&
    content.toString('latin1', 8, 12) === 'WEBP'
  );
}

interface CachedEntry {
  variants: { width: number; content: string }[];
  width: number;
  height: number;
  placeholder: string | null;
}

function keyOf(svg: string, widths: readonly number[]): string {
  return createHash('sha256')
    .update(JSON.stringify({ svg, widths, encoding: ENCODING }))
    .digest('hex')
    .slice(0, 32);
}

async function read(file: string): Promise<EncodedImage | null> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as CachedEntry;
    const variants = entry.variants.map((variant) => ({
      width: variant.width,
      content: Buffer.from(variant.content, 'base64'),
    }));
    const isSound =
      variants.length > 0 &&
      variants.every((variant) => Number.isInteger(variant.width) && isWebp(variant.content)) &&
      Number.isInteger(entry.width) &&
      Number.isInteger(entry.height) &&
      (entry.placeholder === null || PLACEHOLDER.test(entry.placeholder));
    return isSound
      ? { variants, width: entry.width, height: entry.height, placeholder: entry.placeholder }
      : null;
  } catch {
    return null;
  }
}

async function write(folder: string, file: string, encoded: EncodedImage): Promise<void> {
  const entry: CachedEntry = {
    ...encoded,
    variants: encoded.variants.map((variant) => ({
      width: variant.width,
      content: variant.content.toString('base64'),
    })),
  };
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify(entry), { mode: 0o600 });
    await rename(temporary, file);
  } catch {
    // A cache that cannot be written (a read-only temporary folder) only costs speed.
    await rm(temporary, { force: true });
  }
}

/** The demo drawing (SVG) encoded in each width, from the cache when it has been encoded before. */
export async function encodeArtwork(svg: string, widths: readonly number[]): Promise<EncodedImage> {
  const folder = await cacheFolder();
  const file = folder ? path.join(folder, `${keyOf(svg, widths)}.json`) : null;
  const cached = file ? await read(file) : null;
  if (cached) return cached;
  const content = await sharp(Buffer.from(svg)).png().toBuffer();
  const encoded = await encodeImage({ content, widths });
  if (folder && file) await write(folder, file, encoded);
  return encoded;
}
