import { addressInLanguage } from '@jaliya/contract/page-paths';
import { ClassifiedPage } from '../components/classifieds/classified-page';
import { JsonLd } from '../components/json-ld';
import { PlaceMap } from '../components/map/place-map';
import { PageMeta } from '../components/page-meta';
import { RentFacts } from '../features/rents/components/rent-facts';
import { RENT_LIST_PATH, rentPath } from '../features/rents/rent-paths';
import { classifiedItemAction, loadClassifiedItem } from '../lib/classified-item.server';
import { rentEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/show-rent';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/Rent/{id}/{slug}`: one published home; the poster's contact details only on request. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadClassifiedItem(context, request, params.id, {
    get: rentEndpoints.get,
    pathOf: rentPath,
    savedType: 'rent',
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return classifiedItemAction(context, request, params.id, rentEndpoints.contact);
}

const SCHEMA_TYPES = {
  house: 'SingleFamilyResidence',
  townhouse: 'House',
  apartment: 'Apartment',
  room: 'Room',
  other: 'Accommodation',
} as const;

export default function ShowRentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const region = useSiteSettings()?.site.code;
  const { item: rent, canonicalUrl, publicUrl, viewer, reportReasons } = loaderData;
  const imageUrl = rent.photos[0] ? `${publicUrl}${rent.photos[0].url}` : undefined;
  return (
    <>
      <PageMeta
        title={`${rent.title} | ${t('app.name')}`}
        description={rent.summary}
        canonicalUrl={canonicalUrl}
        imageUrl={imageUrl}
      />
      {rent.intent === 'offer' && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': SCHEMA_TYPES[rent.accommodationType],
            name: rent.title,
            description: rent.description,
            url: addressInLanguage(canonicalUrl, language),
            ...(imageUrl ? { image: imageUrl } : {}),
            numberOfBedrooms: rent.bedrooms,
            numberOfBathroomsTotal: rent.bathrooms,
            floorSize: { '@type': 'QuantitativeValue', value: rent.areaSqft, unitCode: 'FTK' },
            address: {
              '@type': 'PostalAddress',
              ...(rent.city ? { addressLocality: rent.city.name } : {}),
              ...(region ? { addressRegion: region } : {}),
              addressCountry: 'US',
            },
          }}
        />
      )}
      <ClassifiedPage
        item={rent}
        savedType="rent"
        back={{ to: `${RENT_LIST_PATH}?intent=${rent.intent}`, label: t(`rents.intent.${rent.intent}`) }}
        who={rent.isAnonymous ? t('classifieds.anonymous') : null}
        facts={
          <div className="space-y-4">
            <RentFacts rent={rent} />
            {rent.location && (
              <PlaceMap
                latitude={rent.location.lat}
                longitude={rent.location.lng}
                name={rent.title}
                label={t('rents.form.locationSection')}
              />
            )}
          </div>
        }
        details={[
          {
            label: t('rents.accommodationType.label'),
            value: t(`rents.accommodationType.${rent.accommodationType}`),
          },
          { label: t('rents.gender.label'), value: t(`rents.gender.${rent.gender}`) },
        ]}
        viewer={viewer}
        reportReasons={reportReasons}
        canonicalUrl={canonicalUrl}
        actionData={actionData}
      />
    </>
  );
}
