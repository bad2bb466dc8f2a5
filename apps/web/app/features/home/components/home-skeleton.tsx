import { Skeleton } from '../../../components/skeleton';
import { useI18n } from '../../../lib/i18n';

/** Placeholder shaped like the hero while home data loads after a client-side navigation. */
export function HomeSkeleton() {
  const { t } = useI18n();
  return (
    <section className="relative h-hero bg-tertiary" aria-busy="true" data-testid="home-skeleton">
      <span className="sr-only" role="status">
        {t('home.loading')}
      </span>
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-6 px-4 pt-header">
        <Skeleton className="h-14 w-3/4 max-w-3xl bg-white/20" />
        <Skeleton className="h-6 w-2/3 max-w-2xl bg-white/15" />
        <Skeleton className="h-6 w-1/2 max-w-xl bg-white/15" />
        <Skeleton className="h-12 w-40 rounded-full bg-white/20" />
      </div>
    </section>
  );
}
