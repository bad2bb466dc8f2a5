import { readFileSync } from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test: zod never reaches the bundle from here
import { CATEGORY_ICONS } from '@jaliya/contract';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { iconSprite } from '../../scripts/icon-sprite.mjs';

describe('the category icon sprite', () => {
  const sprite = readFileSync(new URL('../assets/category-icons.svg', import.meta.url), 'utf8');

  it('draws every icon a category may name', () => {
    for (const name of CATEGORY_ICONS) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('is what the script writes (run `npm run icons -w @jaliya/web` after changing the icons)', () => {
    expect(sprite).toBe(iconSprite());
  });
});
