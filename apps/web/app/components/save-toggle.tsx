import type { SavedItemType } from '@jaliya/contract';
import { useFetcher, useLocation } from 'react-router';
import { Link } from './link';
import { useI18n } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { useMark } from '../lib/page-state';
import { BookmarkIcon } from './icons';

interface SaveToggleProps {
  type: SavedItemType;
  id: number;
  /** The item's title, so the button says what it saves. */
  title: string;
  /**
   * Whether the visitor saved it; undefined on a public page's member variant, whose marks come
   * from the page state after hydration (decision 024).
   */
  isSaved: boolean | undefined;
  isSignedIn: boolean;
  /** A compact round button (on cards) instead of one with a label. */
  isCompact?: boolean;
  /** The kind's own words for saving ("Interested" for an event); "Save" and "Saved" by default. */
  text?: { save: string; saved: string; saveLabel: string; unsaveLabel: string };
}

/**
 * Saves or unsaves an item. The button shows the new state at once while the request runs;
 * without JavaScript the form posts and comes back to this page. Guests are sent to log in
 * and brought back. While the visitor's mark is not known (a member variant before its page
 * state, or without JavaScript) the button toggles whatever it is.
 */
export function SaveToggle(props: SaveToggleProps) {
  const { type, id, title, isCompact = false } = props;
  const { mark: isSaved, isSignedIn } = useMark(type, id, props.isSaved, props.isSignedIn);
  const { t } = useI18n();
  const fetcher = useFetcher<{ ok: boolean; isSaved?: boolean }>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const isHydrated = useHydrated();

  const pendingIntent = fetcher.formData?.get('intent');
  const shownSaved =
    pendingIntent === 'save' || pendingIntent === 'unsave'
      ? pendingIntent === 'save'
      : (fetcher.data?.isSaved ?? isSaved ?? false);
  const isKnown = pendingIntent !== undefined || fetcher.data?.isSaved !== undefined || isSaved !== undefined;
  const { text } = props;
  const label = text
    ? shownSaved
      ? text.unsaveLabel
      : text.saveLabel
    : shownSaved
      ? t('saved.unsaveLabel', { title })
      : t('saved.saveLabel', { title });
  const className = isCompact
    ? 'grid size-11 place-items-center rounded-full bg-white/95 text-primary shadow ring-1 ring-slate-200 hover:bg-white'
    : 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100';
  const content = (
    <>
      <BookmarkIcon className="size-5" isFilled={shownSaved} />
      {isCompact ? null : (
        <span>{shownSaved ? (text?.saved ?? t('saved.saved')) : (text?.save ?? t('saved.save'))}</span>
      )}
    </>
  );

  if (!isSignedIn) {
    return (
      <Link
        to={`/Login?redirectTo=${encodeURIComponent(here)}`}
        aria-label={label}
        className={className}
        data-testid="save-toggle"
      >
        {content}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action="/saved" className="contents">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={here} />
      {/* With JavaScript the answer comes back to this button instead of reloading the page. */}
      {isHydrated ? <input type="hidden" name="respond" value="data" /> : null}
      <button
        type="submit"
        name="intent"
        value={isKnown ? (shownSaved ? 'unsave' : 'save') : 'toggle'}
        aria-label={label}
        aria-pressed={isKnown ? shownSaved : undefined}
        className={className}
        data-testid="save-toggle"
      >
        {content}
      </button>
    </fetcher.Form>
  );
}
