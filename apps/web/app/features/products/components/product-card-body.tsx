import type { ProductCard as Product } from '@jaliya/contract';
import { useDateTimeFormat } from '../../../lib/site-settings';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { productPath } from '../product-paths';
import { ProductFacts } from './product-facts';

export interface ProductCardProps {
  product: Product;
  /** A card at the top of a list: its photo loads first. Others load as they come near the screen. */
  isPriority?: boolean;
}

/**
 * What the island holds: it runs only when the island renders live (decision 028), never in the
 * page's first hydration, where its dates would make the page's first `Intl` object.
 */
export function ProductCardBody({ product, isPriority = false }: ProductCardProps) {
  const { t } = useI18n();
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  const posted = product.publishedAt ? dateFormat.format(new Date(product.publishedAt)) : null;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      {product.image && (
        <StoredImage
          image={product.image}
          sizes="(min-width: 640px) 12rem, 100vw"
          load={isPriority ? 'first' : 'lazy'}
          className="aspect-[4/3] w-full object-cover sm:w-48"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2 p-5">
        <p className="text-sm font-semibold text-primary">
          {t(`products.intent.${product.intent}`)} · {product.mainCategory.name}
        </p>
        <h3 className="text-lg font-bold text-slate-900" dir="auto">
          <Link to={productPath(product)} className="hover:underline">
            {product.title}
          </Link>
        </h3>
        <ProductFacts product={product} />
        <p className="line-clamp-2 text-sm text-slate-700" dir="auto" lang={product.language}>
          {product.summary}
        </p>
        {posted && <p className="text-xs text-slate-600">{t('classifieds.postedOn', { date: posted })}</p>}
      </div>
    </article>
  );
}
