import { highlightParts } from '@jaliya/contract/search-text';

/** A text with the searched words marked, matched as search matches them (folded and stemmed). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-secondary/30 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
