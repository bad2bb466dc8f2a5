import { StaticIsland } from '../../../components/static-island';
import { clientLazy } from '../../../lib/client-lazy';
import type { SubcategoryTileProps } from './subcategory-tile-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// client-side navigation or a change of language (decision 028, issue 37).
const loadBody = () => import('./subcategory-tile-body').then((module) => module.SubcategoryTileBody);
const body = clientLazy(import.meta.env.SSR ? await loadBody() : undefined, loadBody);

/** A subcategory as a tile: its icon, name and how many published listings it has. */
export function SubcategoryTile({ subcategory, type }: SubcategoryTileProps) {
  return (
    <StaticIsland version={`${type} ${JSON.stringify(subcategory)}`} load={body.load}>
      <body.Component subcategory={subcategory} type={type} />
    </StaticIsland>
  );
}
