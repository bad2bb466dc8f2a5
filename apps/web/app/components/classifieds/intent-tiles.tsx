import { INTENTS } from '@jaliya/contract/classified-options';
import { Link } from '../link';
import { useI18n } from '../../lib/i18n';

/**
 * The "looking for" choice of a classified kind: offering or seeking, each with what it means
 * and how many posts it has, leading to the list narrowed to it.
 */
export function IntentTiles({
  counts,
  listPath,
  labels,
}: {
  counts: readonly { intent: string; count: number }[];
  listPath: string;
  labels: Record<(typeof INTENTS)[number], { title: string; hint: string }>;
}) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {INTENTS.map((intent) => {
        const count = counts.find((row) => row.intent === intent)?.count ?? 0;
        return (
          <li key={intent}>
            <Link
              to={`${listPath}?intent=${intent}`}
              className="block h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-primary"
            >
              <span className="block text-xl font-bold text-slate-900">{labels[intent].title}</span>
              <span className="mt-1 block text-slate-700">{labels[intent].hint}</span>
              <span className="mt-3 block font-semibold text-primary">
                {t('classifieds.postCount', { count })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
