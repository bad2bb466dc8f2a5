import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';

/**
 * The header search: the button shows the box; Enter or the button with text goes to
 * `/search-result/{keyword}` and clears the box; the button on an empty box hides it.
 */
export function SearchBox() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');

  const search = (): boolean => {
    const keyword = text.trim();
    if (!keyword) return false;
    void navigate(`/search-result/${encodeURIComponent(keyword)}`);
    setText('');
    return true;
  };

  return (
    <form
      role="search"
      className="flex items-center"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <div
        className={`transition-all duration-300 max-lg:absolute max-lg:inset-x-4 max-lg:top-full ${
          isOpen ? 'visible opacity-100 lg:w-56' : 'invisible opacity-0 lg:w-0'
        }`}
      >
        <label htmlFor="site-search" className="sr-only">
          {t('header.search')}
        </label>
        <input
          ref={input}
          id="site-search"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('header.searchPlaceholder')}
          className="w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-slate-900 shadow-sm placeholder:text-slate-500"
        />
      </div>
      <button
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
    </form>
  );
}
