import { useState } from 'react';
import { MapPinIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';

const SPAN_DEGREES = 0.008;

/**
 * The office on an OpenStreetMap map. Nothing is fetched from OpenStreetMap until the visitor
 * presses Show map (privacy, and a lighter page); Get directions opens their maps app.
 */
export function OfficeMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useI18n();
  const [isShown, setShown] = useState(false);
  const box = [
    longitude - SPAN_DEGREES,
    latitude - SPAN_DEGREES / 2,
    longitude + SPAN_DEGREES,
    latitude + SPAN_DEGREES / 2,
  ]
    .map((value) => value.toFixed(5))
    .join(',');
  const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude},${longitude}`;
  const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setShown((shown) => !shown)}
          aria-expanded={isShown}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100"
          data-testid="map-toggle"
        >
          <MapPinIcon className="size-5" />
          {isShown ? t('contact.hideMap') : t('contact.showMap')}
        </button>
        <a
          href={directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full px-4 font-medium text-primary underline"
        >
          {t('contact.directions')}
          <span className="sr-only"> ({t('header.opensInNewTab')})</span>
        </a>
      </div>
      {isShown ? (
        <iframe
          src={embedUrl}
          title={t('contact.mapTitle')}
          className="aspect-[4/3] w-full rounded-2xl border-0 ring-1 ring-slate-200"
          loading="lazy"
          referrerPolicy="no-referrer"
          data-testid="office-map"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('contact.mapNotice')}</p>
      )}
    </div>
  );
}
