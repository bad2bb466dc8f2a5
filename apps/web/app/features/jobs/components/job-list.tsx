import type { City, JobCard as Job, KeysetPage } from '@jaliya/contract';
import {
  EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_TYPES,
  POSTER_TYPES,
  SALARY_TYPES,
} from '@jaliya/contract/classified-options';
import { ClassifiedList } from '../../../components/classifieds/classified-list';
import { CityFilter, IntentFilter, PostedWithinFilter } from '../../../components/classifieds/common-filters';
import { choices, FilterNumber, FilterSelect } from '../../../components/classifieds/filter-fields';
import { useI18n } from '../../../lib/i18n';
import type { JobFilters } from '../job-filters';
import { JOB_LIST_PATH } from '../job-paths';
import { JobCard } from './job-card';

/**
 * The job list: filters in a plain GET form (they work without JavaScript), the cards, and the
 * next keyset page.
 */
export function JobList({
  page,
  cities,
  filters,
  headingId,
}: {
  page: KeysetPage<Job>;
  cities: City[];
  filters: JobFilters;
  headingId: string;
}) {
  const { t } = useI18n();
  const any = t('classifieds.any');
  return (
    <ClassifiedList
      page={page}
      filters={{ ...filters }}
      listPath={JOB_LIST_PATH}
      headingId={headingId}
      resultsLabel={t('jobs.results', { count: page.total })}
      emptyLabel={t('jobs.empty')}
      renderCard={(item, index) => <JobCard job={item} isPriority={index === 0} />}
      controls={
        <>
          <IntentFilter value={filters.intent} labelOf={(intent) => t(`jobs.intent.${intent}`)} />
          <FilterSelect
            name="job_type"
            label={t('jobs.jobType.label')}
            value={filters.job_type}
            anyLabel={any}
            options={choices(JOB_TYPES, (type) => t(`jobs.jobType.${type}`))}
          />
          <CityFilter cities={cities} value={filters.city} />
          <FilterSelect
            name="experience"
            label={t('jobs.experience.label')}
            value={filters.experience}
            anyLabel={any}
            options={choices(EXPERIENCE_LEVELS, (level) => t(`jobs.experience.${level}`))}
          />
          <FilterNumber name="price_min" label={t('jobs.salaryMin')} value={filters.price_min} />
          <FilterNumber name="price_max" label={t('jobs.salaryMax')} value={filters.price_max} />
          <FilterSelect
            name="salary_type"
            label={t('jobs.salaryType.label')}
            value={filters.salary_type}
            anyLabel={any}
            options={choices(SALARY_TYPES, (type) => t(`jobs.salaryTypeName.${type}`))}
          />
          <FilterSelect
            name="poster_type"
            label={t('jobs.posterType.label')}
            value={filters.poster_type}
            anyLabel={any}
            options={choices(POSTER_TYPES, (type) => t(`jobs.posterType.${type}`))}
          />
          <PostedWithinFilter value={filters.posted_within} />
          <FilterSelect
            name="sort"
            label={t('directory.sort')}
            value={filters.sort ?? 'newest'}
            options={choices(JOB_SORTS, (sort) => t(`jobs.sort.${sort}`))}
          />
        </>
      }
    />
  );
}
