import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { encodeImage, UPLOAD_QUALITY, WIDTHS_BY_PURPOSE } from './image-processing';
import { variantName } from './image-view';
import { MediaRepository } from './media.repository';
import type { MediaStorage } from './media.storage';

const BATCH = 200;

/** The widths an image lacks: those its purpose is delivered in, narrower than its largest file. */
export function missingWidths(wanted: readonly number[], stored: readonly number[]): number[] {
  const largest = Math.max(...stored);
  return wanted.filter((width) => width < largest && !stored.includes(width));
}

/**
 * Gives every stored image the sizes its purpose is delivered in now (`npm run db:image-sizes`).
 * A width added to WIDTHS_BY_PURPOSE reaches new uploads at once; images stored before keep
 * their old sizes, so a phone draws a 64-pixel logo from a 320-pixel file, until this runs. Each
 * missing size is encoded from the image's largest file (never upscaled), written, and only then
 * recorded: a run can stop anywhere and be run again. Answers how many images gained how many
 * files, and the ids of those whose largest file could not be read or encoded (left as they were).
 */
export async function addMissingImageSizes(
  db: Kysely<Database>,
  storage: MediaStorage,
): Promise<{ images: number; files: number; failed: number[] }> {
  const images = new MediaRepository(db);
  const added = { images: 0, files: 0, failed: [] as number[] };
  let after = 0;
  for (;;) {
    const rows = await images.batchAfter(after, BATCH);
    if (rows.length === 0) return added;
    for (const row of rows) {
      after = row.id;
      const stored = JSON.parse(row.variant_widths) as number[];
      const missing = missingWidths(WIDTHS_BY_PURPOSE[row.purpose], stored);
      if (missing.length === 0) continue;
      const bytes = await writeSizes(storage, row.storage_key, Math.max(...stored), missing).catch(
        () => null,
      );
      if (bytes === null) {
        added.failed.push(row.id);
        continue;
      }
      await images.addSizes(
        row.id,
        [...stored, ...missing].sort((a, b) => a - b),
        bytes,
      );
      added.images += 1;
      added.files += missing.length;
    }
  }
}

/** Encodes `widths` from the image's `largest` file and writes them; answers the bytes written. */
async function writeSizes(
  storage: MediaStorage,
  storageKey: string,
  largest: number,
  widths: number[],
): Promise<number> {
  const source = await storage.read(variantName(storageKey, largest));
  const { variants } = await encodeImage({ content: source, widths, quality: UPLOAD_QUALITY });
  for (const variant of variants)
    await storage.write(variantName(storageKey, variant.width), variant.content);
  return variants.reduce((total, variant) => total + variant.content.length, 0);
}
