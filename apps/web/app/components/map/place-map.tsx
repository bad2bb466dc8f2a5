import { Suspense, useMemo, useState } from 'react';
import { MapPinIcon } from '../icons';
import { clientLazy } from '../../lib/client-lazy';
import { useI18n } from '../../lib/i18n';

// The map is drawn only when asked for, so its code is loaded then: pointing at or focusing the
// button starts the download (issue 37).
const loadSiteMap = () => import('./site-map').then((module) => module.SiteMap);
const siteMap = clientLazy(import.meta.env.SSR ? await loadSiteMap() : undefined, loadSiteMap);

interface PlaceMapProps {
  latitude: number;
  longitude: number;
  /** The place's name, on its marker. */
  name: string;
  /** The map's accessible name. */
  label: string;
}

/**
 * One place on a map with a Show map / Hide map button and a Get directions link. Nothing is
 * fetched from the map service until the visitor asks (privacy, and a lighter page); without
 * JavaScript the directions link still works.
 */
export function PlaceMap({ latitude, longitude, name, label }: PlaceMapProps) {
  const { t } = useI18n();
  const [isShown, setShown] = useState(false);
  const markers = useMemo(
    () => [{ id: 0, lat: latitude, lng: longitude, title: name, href: directionsUrl(latitude, longitude) }],
    [latitude, longitude, name],
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setShown((shown) => !shown)}
          onPointerEnter={() => void siteMap.load().catch(() => undefined)}
          onFocus={() => void siteMap.load().catch(() => undefined)}
          aria-expanded={isShown}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100"
          data-testid="map-toggle"
        >
          <MapPinIcon className="size-5" />
          {isShown ? t('contact.hideMap') : t('contact.showMap')}
        </button>
        <a
          href={directionsUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full px-4 font-medium text-primary underline"
        >
          {t('contact.directions')}
          <span className="sr-only"> ({t('header.opensInNewTab')})</span>
        </a>
      </div>
      {isShown ? (
        <Suspense
          fallback={<div className="aspect-[4/3] w-full rounded-2xl bg-slate-100 ring-1 ring-slate-200" />}
        >
          <siteMap.Component label={label} markers={markers} className="aspect-[4/3]" />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-600">{t('contact.mapNotice')}</p>
      )}
    </div>
  );
}

/** Opens the visitor's maps app (or Google Maps on the web) with directions to the point. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
