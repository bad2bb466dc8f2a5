import type { City } from '@jaliya/contract';
import { INTENTS, POSTED_WITHIN_DAYS } from '@jaliya/contract/classified-options';
import { useI18n } from '../../lib/i18n';
import { choices, FilterSelect } from './filter-fields';

/** Offering or seeking, in the kind's own words ("For sale", "Looking for a job"). */
export function IntentFilter({
  value,
  labelOf,
}: {
  value: string | undefined;
  labelOf: (intent: (typeof INTENTS)[number]) => string;
}) {
  const { t } = useI18n();
  return (
    <FilterSelect
      name="intent"
      label={t('classifieds.form.intentLabel')}
      value={value}
      anyLabel={t('classifieds.any')}
      options={choices(INTENTS, labelOf)}
    />
  );
}

/** The site's cities; "All cities" sends no filter. */
export function CityFilter({ cities, value }: { cities: readonly City[]; value: string | undefined }) {
  const { t } = useI18n();
  return (
    <FilterSelect
      name="city"
      label={t('directory.city')}
      value={value}
      anyLabel={t('directory.anyCity')}
      options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
    />
  );
}

/** Only posts published in the last day, three days, week or month. */
export function PostedWithinFilter({ value }: { value: string | undefined }) {
  const { t } = useI18n();
  return (
    <FilterSelect
      name="posted_within"
      label={t('classifieds.postedWithin.label')}
      value={value}
      anyLabel={t('classifieds.any')}
      options={choices(POSTED_WITHIN_DAYS, (days) => t(`classifieds.postedWithin.${days}`))}
    />
  );
}
