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
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { KeysetNav } from '../../../components/keyset-nav';
import { useI18n } from '../../../lib/i18n';
import type { JobFilters } from '../job-filters';
import { JOB_LIST_PATH } from '../job-paths';
import { JobCard } from './job-card';

const selectClass = 'rounded-lg border border-gray-300 bg-white px-3 py-2';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-gray-800';

function Select({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass}>
        {children}
      </select>
    </label>
  );
}

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
  const any = <option value="">{t('jobs.any')}</option>;
  return (
    <section aria-labelledby={headingId}>
      <Form
        key={JSON.stringify(filters)}
        method="get"
        action={JOB_LIST_PATH}
        className="mb-6 grid gap-4 rounded-2xl bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Select name="intent" label={t('jobs.form.intentLabel')} value={filters.intent}>
          {any}
          {INTENTS.map((intent) => (
            <option key={intent} value={intent}>
              {t(`jobs.intent.${intent}`)}
            </option>
          ))}
        </Select>
        <Select name="job_type" label={t('jobs.jobType.label')} value={filters.job_type}>
          {any}
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`jobs.jobType.${type}`)}
            </option>
          ))}
        </Select>
        <Select name="city" label={t('directory.city')} value={filters.city}>
          <option value="">{t('directory.anyCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </Select>
        <Select name="experience" label={t('jobs.experience.label')} value={filters.experience}>
          {any}
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`jobs.experience.${level}`)}
            </option>
          ))}
        </Select>
        <label className={labelClass}>
          {t('jobs.salaryMin')}
          <input
            name="price_min"
            type="number"
            inputMode="decimal"
            min={0}
            defaultValue={filters.price_min ?? ''}
            className={selectClass}
          />
        </label>
        <label className={labelClass}>
          {t('jobs.salaryMax')}
          <input
            name="price_max"
            type="number"
            inputMode="decimal"
            min={0}
            defaultValue={filters.price_max ?? ''}
            className={selectClass}
          />
        </label>
        <Select name="salary_type" label={t('jobs.salaryType.label')} value={filters.salary_type}>
          {any}
          {SALARY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`jobs.salaryTypeName.${type}`)}
            </option>
          ))}
        </Select>
        <Select name="poster_type" label={t('jobs.posterType.label')} value={filters.poster_type}>
          {any}
          {POSTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`jobs.posterType.${type}`)}
            </option>
          ))}
        </Select>
        <Select name="posted_within" label={t('jobs.postedWithin.label')} value={filters.posted_within}>
          {any}
          {POSTED_WITHIN_DAYS.map((days) => (
            <option key={days} value={days}>
              {t(`jobs.postedWithin.${days}`)}
            </option>
          ))}
        </Select>
        <label className={labelClass}>
          {t('directory.sort')}
          <select name="sort" defaultValue={filters.sort ?? 'newest'} className={selectClass}>
            {JOB_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`jobs.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-4 sm:col-span-2">
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90"
          >
            {t('directory.apply')}
          </button>
          <Link to={JOB_LIST_PATH} className="self-center font-semibold text-primary hover:underline">
            {t('jobs.clearFilters')}
          </Link>
        </div>
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
