import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { ImagePurpose } from '../../db/schema';
import { processImage } from './image-processing';
import { addMissingImageSizes, missingWidths } from './image-sizes';
import { variantName } from './image-view';
import { MediaRepository } from './media.repository';
import { LocalMediaStorage } from './media.storage';

describe('missingWidths', () => {
  it('names the wanted widths not stored, narrower than the largest file', () => {
    expect(missingWidths([128, 192, 320, 640, 1024, 1600], [320, 640, 1024, 1600])).toEqual([128, 192]);
    expect(missingWidths([128, 192, 320, 640], [320, 500])).toEqual([128, 192]);
    expect(missingWidths([96, 256], [96, 256])).toEqual([]);
  });
});

describe('addMissingImageSizes', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-sizes-'));
  const database = openDatabase({ engine: 'sqlite', file: path.join(folder, 'sizes.db') });
  const storage = new LocalMediaStorage(path.join(folder, 'media'));
  const media = new MediaRepository(database.db);
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** An image stored as it was before a size was added: `widths` of a `width`-pixel original. */
  async function storedImage(purpose: ImagePurpose, width: number, widths: number[]): Promise<number> {
    const content = await sharp({
      create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const record = await processImage(storage, { content, widths, alt: { en: '', ar: '' } });
    return media.insert({ ...record, owner_user_id: null, purpose });
  }

  it('adds the sizes each kind lacks from its largest file, records them, and is done after one run', async () => {
    await migrateToLatest(database.db);
    const photo = await storedImage('listing', 1200, [320, 640, 1024]);
    const hero = await storedImage('site', 2000, [640, 1024, 1440, 1920]);
    const avatar = await storedImage('profile_photo', 256, [96, 256]);
    const before = await media.findById(photo);

    expect(await addMissingImageSizes(database.db, storage)).toEqual({ images: 2, files: 4, failed: [] });

    const after = await media.findByIds([photo, hero, avatar]);
    // 1600 cannot be made from a 1024-pixel file: nothing is ever upscaled.
    expect(JSON.parse(after.get(photo)!.variant_widths)).toEqual([128, 192, 320, 640, 1024]);
    expect(JSON.parse(after.get(hero)!.variant_widths)).toEqual([320, 640, 768, 1024, 1440, 1920]);
    expect(JSON.parse(after.get(avatar)!.variant_widths)).toEqual([96, 256]);
    expect(after.get(photo)!.byte_size).toBeGreaterThan(before!.byte_size);
    const small = path.join(storage.directory, variantName(after.get(photo)!.storage_key, 128));
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 128, height: 96 });

    expect(await addMissingImageSizes(database.db, storage)).toEqual({ images: 0, files: 0, failed: [] });
  });

  it('leaves an image whose largest file is gone as it was, and names it', async () => {
    const lost = await storedImage('listing', 800, [320, 640]);
    const row = await media.findById(lost);
    await storage.remove(variantName(row!.storage_key, 640));

    expect(await addMissingImageSizes(database.db, storage)).toEqual({ images: 0, files: 0, failed: [lost] });
    expect((await media.findById(lost))!.variant_widths).toBe(row!.variant_widths);
  });
});
