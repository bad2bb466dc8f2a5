import { StaticIsland } from '../../../components/static-island';
import { clientLazy } from '../../../lib/client-lazy';
import type { SearchHitProps } from './search-hit-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// client-side navigation or a change of language (decision 028, issue 37).
const loadBody = () => import('./search-hit-body').then((module) => module.SearchHitBody);
const body = clientLazy(import.meta.env.SSR ? await loadBody() : undefined, loadBody);

/** One result: what kind of thing it is, its title and first words with the searched words marked. */
export function SearchHit({ hit, words }: SearchHitProps) {
  return (
    <StaticIsland version={JSON.stringify([hit, words])} load={body.load}>
      <body.Component hit={hit} words={words} />
    </StaticIsland>
  );
}
