import type { SearchSuggestions } from '@jaliya/contract';
import { useEffect, useState } from 'react';
import { apiBaseOfPage } from './api-client';

export type Suggestion = SearchSuggestions['items'][number];

/** Waits this long after the last key before asking, so typing a word makes one request. */
const DEBOUNCE_MS = 200;

/**
 * Titles matching what is being typed, asked for once typing pauses. Only the answer for the text
 * in the box is returned: while a newer one is on its way (or failed) there are none, so Enter can
 * never open a title found for something typed before.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const [answer, setAnswer] = useState<{ keyword: string; items: Suggestion[] }>({ keyword: '', items: [] });
  const keyword = text.trim();
  const isLongEnough = keyword.length >= 2;
  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${apiBaseOfPage()}/search/suggest?keyword=${encodeURIComponent(keyword)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: SearchSuggestions }>) : null))
        .then((body) => {
          if (body) setAnswer({ keyword, items: body.data.items });
        })
        .catch(() => {
          // Aborted or offline: the box still searches on Enter.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, isLongEnough]);
  return isLongEnough && answer.keyword === keyword ? answer.items : [];
}
