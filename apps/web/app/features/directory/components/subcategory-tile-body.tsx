import type { Category, DirectoryType } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { CategoryIcon } from '../../../components/category-icon';
import { useI18n } from '../../../lib/i18n';
import { subcategoryPath } from '../directory-paths';

export interface SubcategoryTileProps {
  subcategory: Category;
  type: DirectoryType;
}

/** What the tile's island holds (SubcategoryTile): it runs only when the island renders live. */
export function SubcategoryTileBody({ subcategory, type }: SubcategoryTileProps) {
  const { t } = useI18n();
  return (
    <Link
      to={subcategoryPath(subcategory, type)}
      className="flex h-full flex-col items-center rounded-2xl border border-gray-200 bg-white p-4 text-center font-semibold text-gray-900 shadow-sm hover:border-primary hover:shadow-md"
    >
      <CategoryIcon name={subcategory.icon} className="mb-2 size-8 text-primary" />
      <span>{subcategory.name}</span>
      <span className="mt-1 text-xs font-normal text-gray-600">
        {t('directory.listingCount', { count: subcategory.listingCount })}
      </span>
    </Link>
  );
}
