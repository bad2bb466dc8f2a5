import { StaticIsland } from '../../../components/static-island';
import { clientLazy } from '../../../lib/client-lazy';
import type { ProductCardProps } from './product-card-body';

// The island's markup is kept from the server's page in the first hydration, so its code is
// loaded only after it, when the browser is idle, for an island that renders live later: a
// client-side navigation or a change of language (decision 028, issue 37).
const loadBody = () => import('./product-card-body').then((module) => module.ProductCardBody);
const body = clientLazy(import.meta.env.SSR ? await loadBody() : undefined, loadBody);

/** A product on a list: its photo, for sale or wanted, what, the price; never the poster's contact details. */
export function ProductCard({ product, isPriority = false }: ProductCardProps) {
  return (
    <StaticIsland version={JSON.stringify(product)} load={body.load}>
      <body.Component product={product} isPriority={isPriority} />
    </StaticIsland>
  );
}
