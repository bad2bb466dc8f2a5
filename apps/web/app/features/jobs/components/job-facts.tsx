import type { JobCard } from '@jaliya/contract';
import { FactChips } from '../../../components/classifieds/fact-chips';
import { formatMoney } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** "$15 per hour", or "Salary not given". */
export function useSalaryText() {
  const { t, language } = useI18n();
  return (job: Pick<JobCard, 'price' | 'salaryType'>) =>
    job.price === null
      ? t('jobs.salaryNotGiven')
      : job.salaryType
        ? t('jobs.salaryAmount', {
            amount: formatMoney(job.price, language, true),
            per: t(`jobs.salaryType.${job.salaryType}`),
          })
        : formatMoney(job.price, language, true);
}

/** The facts a job card and a job page both show, as small labelled chips. */
export function JobFacts({ job }: { job: JobCard }) {
  const { t } = useI18n();
  const salary = useSalaryText();
  return (
    <FactChips
      facts={[
        t(`jobs.jobType.${job.jobType}`),
        salary(job),
        t(`jobs.experience.${job.experience}`),
        job.city?.name,
      ]}
    />
  );
}
