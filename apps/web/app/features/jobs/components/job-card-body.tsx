import type { JobCard as Job } from '@jaliya/contract';
import { useDateTimeFormat } from '../../../lib/site-settings';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { jobPath } from '../job-paths';
import { JobFacts } from './job-facts';

export interface JobCardProps {
  job: Job;
  /** A card at the top of a list: its photo loads first. Others load as they come near the screen. */
  isPriority?: boolean;
}

/**
 * What the island holds: it runs only when the island renders live (decision 028), never in the
 * page's first hydration, where its dates would make the page's first `Intl` object.
 */
export function JobCardBody({ job, isPriority = false }: JobCardProps) {
  const { t } = useI18n();
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  const posted = job.publishedAt ? dateFormat.format(new Date(job.publishedAt)) : null;
  const who = job.isAnonymous ? t('classifieds.anonymous') : job.company;
  return (
    <article className="flex w-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {job.image && (
        <StoredImage
          image={job.image}
          sizes="96px"
          load={isPriority ? 'first' : 'lazy'}
          className="size-24 shrink-0 rounded-xl object-cover"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-semibold text-primary">{t(`jobs.intent.${job.intent}`)}</p>
        <h3 className="text-lg font-bold text-slate-900" dir="auto">
          <Link to={jobPath(job)} className="hover:underline">
            {job.title}
          </Link>
        </h3>
        {who && (
          <p className="text-sm text-slate-700" dir="auto">
            {who}
          </p>
        )}
        <JobFacts job={job} />
        <p className="line-clamp-2 text-sm text-slate-700" dir="auto" lang={job.language}>
          {job.summary}
        </p>
        {posted && <p className="text-xs text-slate-600">{t('classifieds.postedOn', { date: posted })}</p>}
      </div>
    </article>
  );
}
