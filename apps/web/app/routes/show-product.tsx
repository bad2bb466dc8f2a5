import { addressInLanguage } from '@jaliya/contract/page-paths';
import type { Product } from '@jaliya/contract';
import { ClassifiedPage } from '../components/classifieds/classified-page';
import { JsonLd } from '../components/json-ld';
import { PlaceMap } from '../components/map/place-map';
import { PageMeta } from '../components/page-meta';
import { ProductFacts } from '../features/products/components/product-facts';
import { PRODUCT_LIST_PATH, productPath, productsInPath } from '../features/products/product-paths';
import { classifiedItemAction, loadClassifiedItem } from '../lib/classified-item.server';
import { productEndpoints } from '../lib/endpoints.server';
import { formatYear } from '../lib/format';
import { useI18n } from '../lib/i18n';
import type { Route } from './+types/show-product';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/Show-Product/{id}/{slug}`: one published product. An old or missing slug redirects to the
 * current one; anything not published is a 404; the poster's contact details only on request.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadClassifiedItem(context, request, params.id, {
    get: productEndpoints.get,
    pathOf: productPath,
    savedType: 'product',
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return classifiedItemAction(context, request, params.id, productEndpoints.contact);
}

/**
 * schema.org Product with its Offer, for a thing for sale with a price. An anonymous post names
 * no seller (docs/decisions/014); a wanted post is not an offer and has none.
 */
function productOffer(product: Product, url: string, imageUrl: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    category: `${product.mainCategory.name} > ${product.category.name}`,
    ...(product.model ? { model: product.model.name } : {}),
    ...(product.color ? { color: product.color.name } : {}),
    ...(product.year !== null ? { productionDate: String(product.year) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition:
        product.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      ...(product.expiresAt ? { priceValidUntil: product.expiresAt.slice(0, 10) } : {}),
      ...(product.city ? { availableAtOrFrom: { '@type': 'Place', name: product.city.name } } : {}),
      ...(product.poster && !product.isAnonymous
        ? { seller: { '@type': 'Person', name: product.poster.name } }
        : {}),
    },
  };
}

export default function ShowProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { item: product, canonicalUrl, publicUrl, viewer, reportReasons } = loaderData;
  const imageUrl = product.photos[0] ? `${publicUrl}${product.photos[0].url}` : undefined;
  return (
    <>
      <PageMeta
        title={`${product.title} | ${t('app.name')}`}
        description={product.summary}
        canonicalUrl={canonicalUrl}
        imageUrl={imageUrl}
      />
      {product.intent === 'offer' && product.price !== null && (
        <JsonLd data={productOffer(product, addressInLanguage(canonicalUrl, language), imageUrl)} />
      )}
      <ClassifiedPage
        item={product}
        savedType="product"
        back={
          product.category.name
            ? {
                to: productsInPath({ mainId: product.mainCategory.id, categoryId: product.category.id }),
                label: product.category.name,
              }
            : { to: PRODUCT_LIST_PATH, label: t('products.listTitle') }
        }
        who={product.isAnonymous ? t('classifieds.anonymous') : null}
        facts={
          <div className="space-y-4">
            <ProductFacts product={product} />
            {product.location && (
              <PlaceMap
                latitude={product.location.lat}
                longitude={product.location.lng}
                name={product.title}
                label={t('products.form.locationSection')}
              />
            )}
          </div>
        }
        details={[
          { label: t('products.mainCategory'), value: product.mainCategory.name },
          { label: t('products.category'), value: product.category.name },
          {
            label: t('products.condition.label'),
            value: product.condition
              ? t(`products.condition.${product.condition}`)
              : t('products.condition.either'),
          },
          ...(product.model ? [{ label: t('products.model'), value: product.model.name }] : []),
          ...(product.year !== null
            ? [{ label: t('products.year'), value: formatYear(product.year, language) }]
            : []),
          ...(product.color ? [{ label: t('products.color'), value: product.color.name }] : []),
        ]}
        viewer={viewer}
        reportReasons={reportReasons}
        canonicalUrl={canonicalUrl}
        actionData={actionData}
      />
    </>
  );
}
