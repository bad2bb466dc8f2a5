import { useState } from 'react';
import { FormField } from '../form-field';
import { SiteMap, type MapPoint } from './site-map';
import { useI18n } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';

/** A coordinate typed in the field, when it is a number within the limit. */
function coordinateOf(text: string, limit: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * A post's location: a pin to drag (or a click on the map), the visitor's own position,
 * or the coordinates typed by hand. The two fields are what the form sends, so without
 * JavaScript they still work; with it, they and the pin follow each other.
 */
export function LocationPicker({
  initial,
  errors,
  hint,
  mapHint,
}: {
  initial: { lat: string; lng: string };
  errors: { lat?: string | undefined; lng?: string | undefined };
  /** What the location is for; the business form's words by default. */
  hint?: string;
  /** How to place the pin, for this kind of post; the business form's words by default. */
  mapHint?: string;
}) {
  const { t } = useI18n();
  const isHydrated = useHydrated();
  const [lat, setLat] = useState(initial.lat);
  const [lng, setLng] = useState(initial.lng);
  const pinLat = coordinateOf(lat, 90);
  const pinLng = coordinateOf(lng, 180);
  const pin = pinLat !== undefined && pinLng !== undefined ? { lat: pinLat, lng: pinLng } : null;
  const moveTo = (point: MapPoint) => {
    setLat(point.lat.toFixed(6));
    setLng(point.lng.toFixed(6));
  };
  const findMe = () => {
    navigator.geolocation.getCurrentPosition((position) =>
      moveTo({ lat: position.coords.latitude, lng: position.coords.longitude }),
    );
  };
  return (
    <>
      <p className="text-sm text-slate-700">{hint ?? t('directory.form.locationHint')}</p>
      {isHydrated && (
        <>
          <p className="text-sm text-slate-700">{mapHint ?? t('directory.form.mapHint')}</p>
          <SiteMap label={t('map.movablePin')} pin={pin} onPinMove={moveTo} className="h-72" />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('directory.form.latitude')}
          name="location.lat"
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.target.value)}
          dir="ltr"
          error={errors.lat}
        />
        <FormField
          label={t('directory.form.longitude')}
          name="location.lng"
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.target.value)}
          dir="ltr"
          error={errors.lng}
        />
      </div>
      {isHydrated && 'geolocation' in navigator ? (
        <button
          type="button"
          onClick={findMe}
          className="justify-self-start rounded-full px-4 py-2 text-sm font-semibold text-primary ring-1 ring-primary/40 hover:bg-primary/5"
        >
          {t('directory.form.useMyLocation')}
        </button>
      ) : null}
    </>
  );
}
