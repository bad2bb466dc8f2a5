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
import { Form } from 'react-router';
import { FilterActions, FilterNumber, FilterSelect } from '../../../components/classifieds/filter-fields';
import { KeysetNav } from '../../../components/keyset-nav';
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
  const query = (extra: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, cursor: undefined, ...extra })) {
      if (value) search.set(name, value);
    }
    const text = search.toString();
    return text ? `${JOB_LIST_PATH}?${text}` : JOB_LIST_PATH;
  };
  const any = t('classifieds.any');
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <section aria-labelledby={headingId}>
      <Form
        key={JSON.stringify(filters)}
        method="get"
        action={JOB_LIST_PATH}
        className="mb-6 grid gap-4 rounded-2xl bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
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
        <FilterActions
          applyLabel={t('directory.apply')}
          clearLabel={t('classifieds.clearFilters')}
          clearTo={JOB_LIST_PATH}
        />
      </Form>
      <p id={headingId} className="mb-4 text-sm text-gray-700" aria-live="polite">
        {t('jobs.results', { count: page.total })}
      </p>
      {page.items.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">{t('jobs.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {page.items.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={query({})}
        nextPageUrl={page.nextCursor ? query({ cursor: page.nextCursor }) : null}
        isFirstPage={!filters.cursor}
        label={t('jobs.results', { count: page.total })}
      />
    </section>
  );
}
