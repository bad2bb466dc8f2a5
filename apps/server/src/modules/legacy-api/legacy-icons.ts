import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_ICONS, type CategoryIcon } from '@jaliya/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Category icons as pictures for the old client (issue 33). Jaliya draws a category's icon from
 * one SVG sprite in its pages (`apps/web/app/assets/category-icons.svg`); the old client shows a
 * category's `image` in an `<img>`, which cannot point into a sprite. So each icon is also served
 * alone, at `/media/category-icons/{icon}.svg`, made from the same sprite, and the old answers
 * name that address. The pictures are images of the site like its stored ones, so the old
 * client's host may show them (`Cross-Origin-Resource-Policy`, see the CORS plugin).
 */

const ICON_PATH = '/media/category-icons/';
/** The icon's stroke: the dark teal of the site's own icons on a light tile. */
const STROKE = '#115e59';

/** The sprite beside the server: bundled in apps/server/dist, or run from apps/server/src/modules/legacy-api. */
function readSprite(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const places = ['../../web/app/assets/category-icons.svg', '../../../../web/app/assets/category-icons.svg'];
  const found = places.map((place) => path.resolve(here, place)).find((place) => existsSync(place));
  return found ? readFileSync(found, 'utf8') : undefined;
}

/** Each icon as a standalone SVG document, read once from the sprite. */
const ICONS: ReadonlyMap<string, string> = (() => {
  const sprite = readSprite();
  const icons = new Map<string, string>();
  if (!sprite) return icons;
  for (const [, id, viewBox, drawing] of sprite.matchAll(
    /<symbol id="([a-z-]+)" viewBox="([\d .]+)">(.*?)<\/symbol>/gs,
  )) {
    if (!id || !(CATEGORY_ICONS as readonly string[]).includes(id)) continue;
    icons.set(
      id,
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="${viewBox}" fill="none" stroke="${STROKE}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${drawing}</svg>`,
    );
  }
  // A member without a photo: the old profile page draws `photo` in an <img> (Lucide's "user").
  icons.set(
    'user',
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 24 24" fill="#e6f2f1" stroke="${STROKE}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/></svg>`,
  );
  return icons;
})();

/**
 * A category's icon as the old client reads an image: an absolute URL string, or empty when the
 * server has no drawing for it (then the old tile shows nothing, as before).
 */
export function legacyCategoryIconUrl(
  publicUrl: string,
  icon: CategoryIcon | string | null | undefined,
): string {
  return icon && ICONS.has(icon) ? `${publicUrl}${ICON_PATH}${icon}.svg` : '';
}

/** The picture of a member without a photo, as an absolute URL. */
export function legacyAvatarUrl(publicUrl: string): string {
  return `${publicUrl}${ICON_PATH}user.svg`;
}

/** Serves `/media/category-icons/{icon}.svg` (and `user.svg`, the avatar). */
export async function legacyIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${ICON_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const drawing = ICONS.get(request.params.file.replace(/\.svg$/, ''));
      if (!drawing || !request.params.file.endsWith('.svg')) return reply.callNotFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(drawing);
    },
  );
}
