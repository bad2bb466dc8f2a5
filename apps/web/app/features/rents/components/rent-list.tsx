import type { City, KeysetPage, RentCard as Rent } from '@jaliya/contract';
import { ACCOMMODATION_TYPES, OCCUPANT_GENDERS, RENT_SORTS } from '@jaliya/contract/classified-options';
import { ClassifiedList } from '../../../components/classifieds/classified-list';
import { CityFilter, IntentFilter, PostedWithinFilter } from '../../../components/classifieds/common-filters';
import { choices, FilterNumber, FilterSelect } from '../../../components/classifieds/filter-fields';
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
  const any = t('classifieds.any');
  return (
    <ClassifiedList
      page={page}
      filters={{ ...filters }}
      listPath={RENT_LIST_PATH}
      headingId={headingId}
      resultsLabel={t('rents.results', { count: page.total })}
      emptyLabel={t('rents.empty')}
      renderCard={(item, index) => <RentCard rent={item} isPriority={index === 0} />}
      controls={
        <>
          <IntentFilter value={filters.intent} labelOf={(intent) => t(`rents.intent.${intent}`)} />
          <FilterSelect
            name="accommodation_type"
            label={t('rents.accommodationType.label')}
            value={filters.accommodation_type}
            anyLabel={any}
            options={choices(ACCOMMODATION_TYPES, (type) => t(`rents.accommodationType.${type}`))}
          />
          <CityFilter cities={cities} value={filters.city} />
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
          <PostedWithinFilter value={filters.posted_within} />
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
        </>
      }
    />
  );
}
