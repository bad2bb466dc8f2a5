import type { City, KeysetPage, RentCard as Rent } from '@jaliya/contract';
import {
  ACCOMMODATION_TYPES,
  INTENTS,
  OCCUPANT_GENDERS,
  POSTED_WITHIN_DAYS,
  RENT_SORTS,
} from '@jaliya/contract/classified-options';
import { Form } from 'react-router';
import { FilterActions, FilterNumber, FilterSelect } from '../../../components/classifieds/filter-fields';
import { KeysetNav } from '../../../components/keyset-nav';
import { useI18n } from '../../../lib/i18n';
import type { RentFilters } from '../rent-filters';
import { RENT_LIST_PATH } from '../rent-paths';
import { RentCard } from './rent-card';

/** The home list: every filter in a plain GET form, the cards, and the next keyset page. */
export function RentList({
  page,
  cities,
  filters,
  headingId,
}: {
  page: KeysetPage<Rent>;
  cities: City[];
  filters: RentFilters;
  headingId: string;
}) {
  const { t } = useI18n();
  const query = (extra: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, cursor: undefined, ...extra })) {
      if (value) search.set(name, value);
    }
    const text = search.toString();
    return text ? `${RENT_LIST_PATH}?${text}` : RENT_LIST_PATH;
  };
  const any = t('classifieds.any');
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <section aria-labelledby={headingId}>
      <Form
        key={JSON.stringify(filters)}
        method="get"
        action={RENT_LIST_PATH}
        className="mb-6 grid gap-4 rounded-2xl bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FilterSelect
          name="intent"
          label={t('classifieds.form.intentLabel')}
          value={filters.intent}
          anyLabel={any}
          options={choices(INTENTS, (intent) => t(`rents.intent.${intent}`))}
        />
        <FilterSelect
          name="accommodation_type"
          label={t('rents.accommodationType.label')}
          value={filters.accommodation_type}
          anyLabel={any}
          options={choices(ACCOMMODATION_TYPES, (type) => t(`rents.accommodationType.${type}`))}
        />
        <FilterSelect
          name="city"
          label={t('directory.city')}
          value={filters.city}
          anyLabel={t('directory.anyCity')}
          options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
        />
        <FilterSelect
          name="gender"
          label={t('rents.gender.label')}
          value={filters.gender}
          anyLabel={any}
          options={choices(OCCUPANT_GENDERS, (gender) => t(`rents.gender.${gender}`))}
        />
        <FilterNumber name="price_min" label={t('rents.priceMin')} value={filters.price_min} />
        <FilterNumber name="price_max" label={t('rents.priceMax')} value={filters.price_max} />
        <FilterNumber name="bedrooms_min" label={t('rents.bedroomsMin')} value={filters.bedrooms_min} />
        <FilterNumber name="bathrooms_min" label={t('rents.bathroomsMin')} value={filters.bathrooms_min} />
        <FilterNumber name="area_min" label={t('rents.areaMin')} value={filters.area_min} />
        <FilterNumber name="area_max" label={t('rents.areaMax')} value={filters.area_max} />
        <FilterSelect
          name="posted_within"
          label={t('classifieds.postedWithin.label')}
          value={filters.posted_within}
          anyLabel={any}
          options={choices(POSTED_WITHIN_DAYS, (days) => t(`classifieds.postedWithin.${days}`))}
        />
        <FilterSelect
          name="sort"
          label={t('directory.sort')}
          value={filters.sort ?? 'newest'}
          options={choices(RENT_SORTS, (sort) => t(`rents.sort.${sort}`))}
        />
        <label className="flex items-center gap-2 py-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            name="shared_bathroom"
            value="1"
            defaultChecked={filters.shared_bathroom === '1'}
            className="size-4"
          />
          {t('rents.sharedOnly')}
        </label>
        <FilterActions
          applyLabel={t('directory.apply')}
          clearLabel={t('classifieds.clearFilters')}
          clearTo={RENT_LIST_PATH}
        />
      </Form>
      <p id={headingId} className="mb-4 text-sm text-gray-700" aria-live="polite">
        {t('rents.results', { count: page.total })}
      </p>
      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{t('rents.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {page.items.map((rent) => (
            <li key={rent.id} className="flex">
              <RentCard rent={rent} />
            </li>
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={query({})}
        nextPageUrl={page.nextCursor ? query({ cursor: page.nextCursor }) : null}
        isFirstPage={!filters.cursor}
        label={t('rents.results', { count: page.total })}
      />
    </section>
  );
}
