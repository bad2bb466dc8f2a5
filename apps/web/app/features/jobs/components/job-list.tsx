import type { City, JobCard as Job, KeysetPage } from '@jaliya/contract';
import {
  EXPERIENCE_LEVELS,
  INTENTS,
  JOB_SORTS,
  JOB_TYPES,
  POSTED_WITHIN_DAYS,
  POSTER_TYPES,
  SALARY_TYPES,
} from '@jaliya/contract/classified-options';
import { ClassifiedList } from '../../../components/classifieds/classified-list';
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
      renderCard={(item) => <JobCard job={item} />}
      controls={
        <>
          <FilterSelect
            name="intent"
            label={t('classifieds.form.intentLabel')}
            value={filters.intent}
            anyLabel={any}
            options={choices(INTENTS, (intent) => t(`jobs.intent.${intent}`))}
          />
          <FilterSelect
            name="job_type"
            label={t('jobs.jobType.label')}
            value={filters.job_type}
            anyLabel={any}
            options={choices(JOB_TYPES, (type) => t(`jobs.jobType.${type}`))}
          />
          <FilterSelect
            name="city"
            label={t('directory.city')}
            value={filters.city}
            anyLabel={t('directory.anyCity')}
            options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
          />
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
            options={choices(JOB_SORTS, (sort) => t(`jobs.sort.${sort}`))}
          />
        </>
      }
    />
  );
}
