import type { RentCard } from '@jaliya/contract';
import { useI18n } from '../../../lib/i18n';

/** "$1,200 a month". */
export function useRentText() {
  const { t, language } = useI18n();
  const money = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (price: number | null) =>
    price === null ? '' : t('rents.perMonth', { amount: money.format(price) });
}

/** The facts a home's card and page both show, as small chips. */
export function RentFacts({ rent }: { rent: RentCard }) {
  const { t } = useI18n();
  const rentText = useRentText();
  const facts = [
    t(`rents.accommodationType.${rent.accommodationType}`),
    rentText(rent.price),
    t('rents.bedroomCount', { count: rent.bedrooms }),
    t('rents.bathroomCount', { count: rent.bathrooms }),
    t('rents.areaAmount', { count: rent.areaSqft }),
    rent.sharedBathroom ? t('rents.sharedBathroom') : t('rents.privateBathroom'),
    t(`rents.gender.${rent.gender}`),
    rent.city?.name,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      {facts.map((fact) => (
        <li key={fact} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
          {fact}
        </li>
      ))}
    </ul>
  );
}
