import type { CategoryIcon as CategoryIconName } from '@jaliya/contract';
import sprite from '../assets/category-icons.svg?no-inline';

/**
 * A category's icon, drawn from one sprite of Lucide drawings (ISC licence) that every page shares
 * and the browser caches, so icons cost no JavaScript (`scripts/icon-sprite.mjs` writes it).
 * Decorative: the category's name is always written beside it.
 */
export function CategoryIcon({ name, className = 'size-6' }: { name: CategoryIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
