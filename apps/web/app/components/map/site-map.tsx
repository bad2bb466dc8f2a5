import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/site-settings';
import type { MapHandle, MapMarker, MapPoint } from './leaflet-map';

export type { MapMarker, MapPoint };

/** Used when the settings could not be loaded: OpenStreetMap over the whole country. */
const FALLBACK = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  center: { lat: 39.83, lng: -98.58, zoom: 4 },
};

interface SiteMapProps {
  /** The map's accessible name, such as "Map of the businesses on this page". */
  label: string;
  markers?: readonly MapMarker[];
  /** One pin; with `onPinMove` it can be dragged, or moved by clicking the map. */
  pin?: MapPoint | null;
  onPinMove?: (point: MapPoint) => void;
  className?: string;
}

/**
 * A map drawn from the tile server in the site's settings. Leaflet and its stylesheet are
 * fetched when the map first renders, never with the page; the tiles' credit is drawn here, in
 * the page's language and direction.
 */
export function SiteMap({ label, markers, pin, onPinMove, className = 'h-80' }: SiteMapProps) {
  const { t, language } = useI18n();
  const map = useSiteSettings()?.map ?? FALLBACK;
  const element = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const onPinMoveRef = useRef(onPinMove);
  useEffect(() => {
    onPinMoveRef.current = onPinMove;
  }, [onPinMove]);
  const isPinMovable = onPinMove !== undefined;
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  const pinLabel = t(isPinMovable ? 'map.movablePin' : 'map.pin');
  const { tileUrl } = map;
  const { lat, lng, zoom } = map.center;

  useEffect(() => {
    let mounted: MapHandle | null = null;
    let isCurrent = true;
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (!isCurrent || !element.current) return;
        mounted = mountMap(element.current, {
          tileUrl,
          center: { lat, lng, zoom },
          labels: { zoomIn, zoomOut, pin: pinLabel },
          // The zoom buttons sit at the start of the line, as the page's other controls do.
          isRightToLeft: language === 'ar',
        });
        setHandle(mounted);
      })
      .catch(() => isCurrent && setFailed(true));
    return () => {
      isCurrent = false;
      mounted?.destroy();
      setHandle(null);
    };
  }, [tileUrl, lat, lng, zoom, zoomIn, zoomOut, pinLabel, language]);

  useEffect(() => {
    handle?.showMarkers(markers ?? []);
  }, [handle, markers]);

  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    const point = pinLat !== undefined && pinLng !== undefined ? { lat: pinLat, lng: pinLng } : null;
    handle?.showPin(point, isPinMovable ? (moved: MapPoint) => onPinMoveRef.current?.(moved) : undefined);
  }, [handle, pinLat, pinLng, isPinMovable]);

  return (
    <figure className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <div
        ref={element}
        role="region"
        aria-label={label}
        aria-busy={handle === null && !hasFailed}
        // Leaflet lays out its panes left to right; the credit and the page stay in the page's direction.
        dir="ltr"
        className={`${className} relative z-0 w-full bg-slate-100`}
        data-testid="site-map"
        data-ready={handle ? '' : undefined}
      />
      {hasFailed && (
        <p role="status" className="bg-white p-3 text-sm text-slate-700">
          {t('map.failed')}
        </p>
      )}
      <figcaption className="bg-white px-3 py-1 text-end text-xs text-slate-600">
        {map.attributionUrl ? (
          <a
            href={map.attributionUrl}
            target="_blank"
            rel="noopener noreferrer"
            dir="auto"
            className="underline"
          >
            {map.attribution}
          </a>
        ) : (
          <bdi>{map.attribution}</bdi>
        )}
      </figcaption>
    </figure>
  );
}
