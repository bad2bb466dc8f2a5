import type { JobCard } from '@jaliya/contract';
import { useI18n } from '../../../lib/i18n';

/** "$15 per hour", or "Salary not given". */
export function useSalaryText() {
  const { t, language } = useI18n();
  const money = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return (job: Pick<JobCard, 'price' | 'salaryType'>) =>
    job.price === null
      ? t('jobs.salaryNotGiven')
      : job.salaryType
        ? t('jobs.salaryAmount', {
            amount: money.format(job.price),
            per: t(`jobs.salaryType.${job.salaryType}`),
          })
        : money.format(job.price);
}

/** The facts a job card and a job page both show, as small labelled chips. */
export function JobFacts({ job }: { job: JobCard }) {
  const { t } = useI18n();
  const salary = useSalaryText();
  const facts = [
    t(`jobs.jobType.${job.jobType}`),
    salary(job),
    t(`jobs.experience.${job.experience}`),
    job.city?.name,
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
