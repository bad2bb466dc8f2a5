import type { RentCard } from '@jaliya/contract';
import { FactChips } from '../../../components/classifieds/fact-chips';
import { formatMoney } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** "$1,200 a month". */
export function useRentText() {
  const { t, language } = useI18n();
  return (price: number | null) =>
    price === null ? '' : t('rents.perMonth', { amount: formatMoney(price, language) });
}

/** The facts a home's card and page both show, as small chips. */
export function RentFacts({ rent }: { rent: RentCard }) {
  const { t } = useI18n();
  const rentText = useRentText();
  return (
    <FactChips
      facts={[
        t(`rents.accommodationType.${rent.accommodationType}`),
        rentText(rent.price),
        t('rents.bedroomCount', { count: rent.bedrooms }),
        t('rents.bathroomCount', { count: rent.bathrooms }),
        t('rents.areaAmount', { count: rent.areaSqft }),
        rent.sharedBathroom ? t('rents.sharedBathroom') : t('rents.privateBathroom'),
        t(`rents.gender.${rent.gender}`),
        rent.city?.name,
      ]}
    />
  );
}
