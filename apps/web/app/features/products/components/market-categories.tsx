import type { MarketCategory } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { CategoryIcon } from '../../../components/category-icon';
import { useI18n } from '../../../lib/i18n';

/** Marketplace categories as tiles, each with its icon and how many products it holds. */
export function MarketCategoryTiles({
  categories,
  pathOf,
  headingId,
  title,
}: {
  categories: readonly MarketCategory[];
  pathOf: (category: MarketCategory) => string;
  headingId: string;
  title: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={pathOf(category)}
              className="flex h-full flex-col items-start gap-2 rounded-2xl bg-white p-4 sm:flex-row sm:items-center sm:gap-3 shadow-sm ring-1 ring-slate-200 hover:ring-primary"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <CategoryIcon name={category.icon} />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{category.name}</span>
                <span className="block text-sm text-slate-700">
                  {t('products.categoryCount', { count: category.count })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
