import type { Faq } from '@jaliya/contract';
import { LAYOUT } from '@jaliya/contract/limits';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * The questions in their groups, each expandable. On narrow screens the questions share one
 * `<details name>` group, so opening one closes the other; on wide screens several may be open.
 * Without JavaScript every question still opens. An address ending in `#faq-{id}` (a search
 * result) opens that question and scrolls to it.
 */
export function FaqAccordion({ faq }: { faq: Faq }) {
  const isNarrow = useMediaQuery(`(max-width: ${LAYOUT.narrowMaxWidth}px)`);
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash.startsWith('#faq-') ? document.getElementById(hash.slice(1)) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    }
  }, [hash]);
  return (
    <div className="space-y-10">
      {faq.groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} dir="auto" className="mb-4 text-2xl font-bold">
            {group.title}
          </h2>
          <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl ring-1 ring-slate-200">
            {group.items.map((item) => (
              <details
                key={item.id}
                id={`faq-${item.id}`}
                name={isNarrow ? 'faq' : undefined}
                className="group bg-white open:bg-slate-50"
                data-testid="faq-item"
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span dir="auto">{item.question}</span>
                  <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <RichText html={item.answer} className="px-5 pb-5 text-slate-700" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
