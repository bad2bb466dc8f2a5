import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { SubcategoryTileProps } from './subcategory-tile-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./subcategory-tile-body').then((module) => module.SubcategoryTileBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** A subcategory as a tile: its icon, name and how many published listings it has. */
export function SubcategoryTile({ subcategory, type }: SubcategoryTileProps) {
  return (
    <StaticIsland version={`${type} ${JSON.stringify(subcategory)}`} load={body.load}>
      <body.Component subcategory={subcategory} type={type} />
    </StaticIsland>
  );
}
