import type { SearchSuggestions } from '@jaliya/contract';
import { useEffect, useState } from 'react';
import { apiBaseOfPage } from './api-client';

export type Suggestion = SearchSuggestions['items'][number];

/** Waits this long after the last key before asking, so typing a word makes one request. */
const DEBOUNCE_MS = 200;

/**
 * Titles matching what is being typed, asked for once typing pauses; an answer that arrives after
 * the text changed again is dropped (its request is aborted), so the list always fits the box.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
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
          if (body) setSuggestions(body.data.items);
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
  return isLongEnough ? suggestions : [];
}
