import type { ProductCard } from '@jaliya/contract';
import { FactChips } from '../../../components/classifieds/fact-chips';
import { formatMoney, formatYear } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** "$13,900" for a thing for sale; "Budget up to $9,000" for a wanted one; nothing without a price. */
export function useProductPrice() {
  const { t, language } = useI18n();
  return (product: Pick<ProductCard, 'price' | 'intent'>) => {
    if (product.price === null) return '';
    const amount = formatMoney(product.price, language, !Number.isInteger(product.price));
    return product.intent === 'seek' ? t('products.budget', { amount }) : amount;
  };
}

/** The facts a product's card and page both show, as small chips. */
export function ProductFacts({ product }: { product: ProductCard }) {
  const { t, language } = useI18n();
  const price = useProductPrice();
  return (
    <FactChips
      facts={[
        price(product),
        product.category.name,
        product.condition && t(`products.condition.${product.condition}`),
        product.model?.name,
        product.year === null ? null : formatYear(product.year, language),
        product.color?.name,
        product.city?.name,
      ]}
    />
  );
}
