import { StaticIsland } from '../../../components/static-island';
import { clientLazy, componentNow } from '../../../lib/client-lazy';
import type { ProductCardProps } from './product-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// change of language, say. A page that comes with a client-side navigation waits for it with
// its data (`componentNow`), so its cards never show empty (decision 028, issue 37).
const loadBody = () => import('./product-card-body').then((module) => module.ProductCardBody);
const body = clientLazy(await componentNow(loadBody), loadBody);

/** A product on a list: its photo, for sale or wanted, what, the price; never the poster's contact details. */
export function ProductCard({ product, isPriority = false }: ProductCardProps) {
  return (
    <StaticIsland version={JSON.stringify(product)} load={body.load}>
      <body.Component product={product} isPriority={isPriority} />
    </StaticIsland>
  );
}
