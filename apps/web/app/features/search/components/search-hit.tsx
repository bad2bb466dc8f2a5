import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { SearchHitProps } from './search-hit-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./search-hit-body').then((module) => module.SearchHitBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** One result: what kind of thing it is, its title and first words with the searched words marked. */
export function SearchHit({ hit, words }: SearchHitProps) {
  return (
    <StaticIsland version={JSON.stringify([hit, words])} load={body.load}>
      <body.Component hit={hit} words={words} />
    </StaticIsland>
  );
}
