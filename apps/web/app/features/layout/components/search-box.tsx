import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { searchPath, SEARCH_PATH } from '../../../lib/search-paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { type Suggestion, useSearchSuggestions } from '../../../lib/use-search-suggestions';

/**
 * The header search: the button shows the box; Enter or the button with text goes to
 * `/search-result/{keyword}` and clears the box; the button on an empty box hides it, and so do
 * Escape and leaving an empty box. While typing, titles that match are offered below (a combobox:
 * arrows to move, Enter to open one, Escape to close the list); the last option searches for
 * everything. On wide screens the open box takes the place of the header's links (SiteHeader),
 * so opening it moves nothing else and no label wraps.
 */
export function SearchBox({
  isOpen,
  onOpenChange: setOpen,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [isListOpen, setListOpen] = useState(false);
  const [chosen, setActive] = useState(-1);
  const isHydrated = useHydrated();
  const suggestions = useSearchSuggestions(text);
  const keyword = text.trim();
  // The found titles, then "See all results", once there is something to show.
  const options: (Suggestion | null)[] = keyword && suggestions.length > 0 ? [...suggestions, null] : [];
  const showList = isListOpen && options.length > 0;
  // A shorter list for newer text leaves no option chosen past its end.
  const active = chosen < options.length ? chosen : -1;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function optionId(index: number) {
    return `${listId}-option-${index}`;
  }
  const go = (to: string) => {
    void navigate(to);
    setText('');
    setListOpen(false);
    setActive(-1);
  };
  const search = (): boolean => {
    if (!keyword) return false;
    go(searchPath(keyword));
    return true;
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    if (option === null) search();
    else go(option.path);
  };

  return (
    <form
      ref={form}
      role="search"
      aria-label={t('header.search')}
      action={SEARCH_PATH}
      method="get"
      className={`flex items-center ${isOpen ? 'lg:flex-1 lg:justify-end' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (showList && active >= 0) choose(active);
        else search();
      }}
    >
      <div
        className={`relative max-lg:absolute max-lg:inset-x-4 max-lg:top-full ${
          isOpen ? 'visible lg:max-w-[40rem] lg:flex-1' : 'invisible'
        }`}
      >
        {/* The box fades in at its full width: a field changing width while someone types in
            Arabic loses the caret, so the first letter typed as it opened ended up last. */}
        <div
          className={`transition-opacity duration-300 motion-reduce:transition-none ${
            isOpen ? 'opacity-100 lg:p-1' : 'opacity-0 lg:w-0 lg:overflow-hidden'
          }`}
        >
          <label htmlFor="site-search" className="sr-only">
            {t('header.search')}
          </label>
          <input
            ref={input}
            id="site-search"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                if (options.length === 0) return;
                event.preventDefault();
                setListOpen(true);
                const step = event.key === 'ArrowDown' ? 1 : -1;
                // From the box (-1) through each option and back to the box, either way round.
                setActive((current) => {
                  const from = current < options.length ? current : -1;
                  const next = from + step;
                  return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
                });
              } else if (event.key === 'Escape' && showList) {
                event.preventDefault();
                event.stopPropagation();
                setListOpen(false);
                setActive(-1);
              } else if (event.key === 'Escape') {
                // A second Escape closes the box, and the focus goes back to its button.
                event.preventDefault();
                setOpen(false);
                toggle.current?.focus();
              }
            }}
            onBlur={(event) => {
              setListOpen(false);
              // Leaving an empty box closes it and gives the header its links back; the search
              // button is inside the form, so pressing it to close or search is not a leaving.
              if (!event.target.value.trim() && !form.current?.contains(event.relatedTarget)) setOpen(false);
            }}
            placeholder={t('header.searchPlaceholder')}
            className="w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-slate-900 shadow-sm placeholder:text-slate-500"
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-96 overflow-y-auto rounded-2xl bg-white py-2 text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          {options.map((option, index) => (
            // The keys are the combobox's (aria-activedescendant), as the ARIA pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option ? `${option.kind}:${option.id}` : 'all'}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-testid="search-suggestion-option"
              // Keeps the focus in the box, so the choice is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              className={`flex cursor-pointer flex-col px-4 py-2 ${index === active ? 'bg-slate-100' : 'hover:bg-slate-50'} ${
                option === null ? 'border-t border-slate-100 font-semibold text-primary' : ''
              }`}
            >
              {option ? (
                <>
                  <span dir="auto" className="truncate">
                    {option.title}
                  </span>
                  <span className="text-xs text-slate-600">{t(`search.kind.${option.kind}`)}</span>
                </>
              ) : (
                t('search.seeAll', { keyword })
              )}
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {showList ? t('search.suggestionsCount', { count: suggestions.length }) : ''}
        </p>
      </div>
      {isHydrated ? (
        <button
          ref={toggle}
          type="button"
          aria-expanded={isOpen}
          aria-controls="site-search"
          aria-label={isOpen ? t('header.search') : t('header.openSearch')}
          data-testid="search-toggle"
          onClick={() => {
            if (!isOpen) {
              setOpen(true);
              requestAnimationFrame(() => input.current?.focus());
            } else if (!search()) {
              setOpen(false);
            }
          }}
          className="grid size-11 place-items-center rounded-full hover:bg-black/10"
        >
          <SearchIcon className="size-5" />
        </button>
      ) : (
        // Until the page runs (or without JavaScript) the icon leads to the search page's own form.
        <a
          href={SEARCH_PATH}
          aria-label={t('header.openSearch')}
          data-testid="search-toggle"
          className="grid size-11 place-items-center rounded-full hover:bg-black/10"
        >
          <SearchIcon className="size-5" />
        </a>
      )}
    </form>
  );
}
