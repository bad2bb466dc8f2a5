import type { City, KeysetPage, MarketCatalogue, ProductCard as Product } from '@jaliya/contract';
import { PRODUCT_CONDITIONS, PRODUCT_SORTS } from '@jaliya/contract/classified-options';
import { ClassifiedList } from '../../../components/classifieds/classified-list';
import { CityFilter, IntentFilter, PostedWithinFilter } from '../../../components/classifieds/common-filters';
import { choices, FilterNumber, FilterSelect } from '../../../components/classifieds/filter-fields';
import { formatYear } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { idOf, mainCategoryOptions, modelGroups, subCategoryGroups } from '../catalogue-options';
import type { ProductFilters } from '../product-filters';
import { PRODUCT_LIST_PATH } from '../product-paths';
import { ProductCard } from './product-card';

/** The product list: every filter in a plain GET form, the cards, and the next keyset page. */
export function ProductList({
  page,
  cities,
  catalogue,
  filters,
  headingId,
}: {
  page: KeysetPage<Product>;
  cities: City[];
  catalogue: MarketCatalogue;
  filters: ProductFilters;
  headingId: string;
}) {
  const { t, language } = useI18n();
  const any = t('classifieds.any');
  const mainId = idOf(filters.main_id);
  const categoryId = idOf(filters.category_id);
  const years = catalogue.years.map((year) => ({ value: String(year), label: formatYear(year, language) }));
  return (
    <ClassifiedList
      page={page}
      filters={{ ...filters }}
      listPath={PRODUCT_LIST_PATH}
      headingId={headingId}
      resultsLabel={t('products.results', { count: page.total })}
      emptyLabel={t('products.empty')}
      renderCard={(item, index) => <ProductCard product={item} isPriority={index === 0} />}
      controls={
        <>
          <IntentFilter value={filters.intent} labelOf={(intent) => t(`products.intent.${intent}`)} />
          <FilterSelect
            name="main_id"
            label={t('products.mainCategory')}
            value={filters.main_id}
            anyLabel={any}
            options={mainCategoryOptions(catalogue)}
          />
          <FilterSelect
            name="category_id"
            label={t('products.category')}
            value={filters.category_id}
            anyLabel={any}
            groups={subCategoryGroups(catalogue, mainId)}
          />
          <FilterSelect
            name="condition"
            label={t('products.condition.label')}
            value={filters.condition}
            anyLabel={any}
            options={choices(PRODUCT_CONDITIONS, (condition) => t(`products.condition.${condition}`))}
          />
          <FilterSelect
            name="model_id"
            label={t('products.model')}
            value={filters.model_id}
            anyLabel={any}
            groups={modelGroups(catalogue, { mainId, categoryId })}
          />
          <FilterSelect
            name="color_id"
            label={t('products.color')}
            value={filters.color_id}
            anyLabel={any}
            options={catalogue.colors.map((color) => ({ value: String(color.id), label: color.name }))}
          />
          <FilterSelect
            name="year_from"
            label={t('products.yearFrom')}
            value={filters.year_from}
            anyLabel={any}
            options={[...years].reverse()}
          />
          <FilterSelect
            name="year_to"
            label={t('products.yearTo')}
            value={filters.year_to}
            anyLabel={any}
            options={years}
          />
          <FilterNumber name="price_min" label={t('products.priceMin')} value={filters.price_min} />
          <FilterNumber name="price_max" label={t('products.priceMax')} value={filters.price_max} />
          <CityFilter cities={cities} value={filters.city} />
          <PostedWithinFilter value={filters.posted_within} />
          <FilterSelect
            name="sort"
            label={t('directory.sort')}
            value={filters.sort ?? 'newest'}
            options={choices(PRODUCT_SORTS, (sort) => t(`products.sort.${sort}`))}
          />
        </>
      }
    />
  );
}
