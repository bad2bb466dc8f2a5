import type { EventCard } from '@jaliya/contract';
import { FactChips } from '../../../components/classifieds/fact-chips';
import { formatMoney } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** "Free", "$15" or "From $10", in the page's language and digits. */
export function useEventPrice() {
  const { t, language } = useI18n();
  return (event: Pick<EventCard, 'priceType' | 'price'>) => {
    if (event.priceType === 'free' || event.price === null) return t('events.priceType.free');
    const amount = formatMoney(event.price, language, true);
    return event.priceType === 'from' ? t('events.priceFrom', { amount }) : amount;
  };
}

/** The facts an event's card and page both show, as small chips. */
export function EventFacts({ event }: { event: EventCard }) {
  const { t } = useI18n();
  const priceOf = useEventPrice();
  return (
    <FactChips
      facts={[
        event.category?.name,
        priceOf(event),
        t(`events.attendance.${event.attendance}`),
        t(`events.spokenLanguage.${event.spokenLanguage}`),
        event.city?.name,
      ]}
    />
  );
}
