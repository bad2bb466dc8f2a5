import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Uploads a listing photo as a signed-in user would (`uploads/listing-photos`) and returns its
 * id. The JPEG carries an EXIF artist, so tests can check that no metadata is ever served.
 */
export async function uploadListingPhoto(
  t: TestApp,
  headers: Record<string, string>,
  options: { hue?: number; artist?: string; fileName?: string; idempotencyKey?: string; base?: string } = {},
): Promise<number> {
  const content = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: options.hue ?? 60, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({ IFD0: { Artist: options.artist ?? 'Sentinel Person' } })
    .toBuffer();
  const boundary = '----jaliya-listing-photo';
  const response = await t.app.inject({
    method: 'POST',
    url: `${options.base ?? '/api/GA/en/0'}/uploads/listing-photos`,
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${options.fileName ?? 'photo.jpg'}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: number } }).data.id;
}
