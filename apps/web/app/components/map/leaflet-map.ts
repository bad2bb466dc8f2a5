import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';

/**
 * Everything that touches Leaflet. This module is only ever imported dynamically (see SiteMap),
 * so neither Leaflet nor its stylesheet is in any page's first load.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends MapPoint {
  id: number;
  title: string;
  /** Where the marker's pop-up links to. */
  href: string;
  /** A second line in the pop-up, such as the city. */
  detail?: string;
}

export interface MapOptions {
  tileUrl: string;
  center: MapPoint & { zoom: number };
  labels: { zoomIn: string; zoomOut: string; pin: string };
  isRightToLeft: boolean;
}

export interface MapHandle {
  showMarkers(markers: readonly MapMarker[]): void;
  /** Shows one pin (null removes it); a draggable pin reports where it is dropped or clicked. */
  showPin(point: MapPoint | null, onMove?: (point: MapPoint) => void): void;
  destroy(): void;
}

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="28" height="37" aria-hidden="true" focusable="false">' +
  '<path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/>' +
  '<circle cx="12" cy="12" r="4.5"/></svg>';

const pinIcon = (isDraggable: boolean) =>
  L.divIcon({
    className: isDraggable ? 'site-map-pin site-map-pin--draggable' : 'site-map-pin',
    html: PIN_SVG,
    iconSize: [28, 37],
    iconAnchor: [14, 37],
    popupAnchor: [0, -34],
  });

/** Six decimal places: about 10 cm, more than a business needs and what the form accepts. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** A pop-up built from DOM nodes, never from HTML: a business's name is the owner's text. */
function popupOf(marker: MapMarker): HTMLElement {
  const box = document.createElement('div');
  box.dir = 'auto';
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = marker.title;
  link.className = 'site-map-popup-link';
  box.append(link);
  if (marker.detail) {
    const detail = document.createElement('div');
    detail.textContent = marker.detail;
    box.append(detail);
  }
  return box;
}

/** Marks a marker's icon as a button with a name, for keyboards and screen readers. */
function nameMarker(marker: L.Marker, name: string): void {
  const element = marker.getElement();
  element?.setAttribute('role', 'button');
  element?.setAttribute('aria-label', name);
}

export function mountMap(element: HTMLElement, options: MapOptions): MapHandle {
  const map = L.map(element, {
    center: [options.center.lat, options.center.lng],
    zoom: options.center.zoom,
    zoomControl: false,
    // The credit is drawn by the page, in its language and direction (see SiteMap).
    attributionControl: false,
    scrollWheelZoom: false,
  });
  L.control
    .zoom({
      zoomInTitle: options.labels.zoomIn,
      zoomOutTitle: options.labels.zoomOut,
      position: options.isRightToLeft ? 'topright' : 'topleft',
    })
    .addTo(map);
  L.tileLayer(options.tileUrl, { maxZoom: 19 }).addTo(map);
  // A wheel over the page scrolls the page until the map is clicked into.
  map.on('click focus', () => map.scrollWheelZoom.enable());
  map.on('mouseout blur', () => map.scrollWheelZoom.disable());

  const markerLayer = L.layerGroup().addTo(map);
  let pin: L.Marker | null = null;
  let onPinMove: ((point: MapPoint) => void) | undefined;
  map.on('click', (event: L.LeafletMouseEvent) => {
    if (!onPinMove) return;
    const point = { lat: rounded(event.latlng.lat), lng: rounded(event.latlng.lng) };
    handle.showPin(point, onPinMove);
    onPinMove(point);
  });

  const handle: MapHandle = {
    showMarkers(markers) {
      markerLayer.clearLayers();
      for (const item of markers) {
        const marker = L.marker([item.lat, item.lng], {
          icon: pinIcon(false),
          keyboard: true,
          title: item.title,
        })
          .bindPopup(popupOf(item))
          .addTo(markerLayer);
        nameMarker(marker, item.title);
      }
      const [only] = markers;
      if (markers.length === 1 && only) {
        map.setView([only.lat, only.lng], 15);
      } else if (markers.length > 1) {
        map.fitBounds(L.latLngBounds(markers.map((item) => [item.lat, item.lng])), {
          padding: [32, 32],
          maxZoom: 15,
        });
      }
    },
    showPin(point, onMove) {
      onPinMove = onMove;
      if (!point) {
        pin?.remove();
        pin = null;
        return;
      }
      const latLng = L.latLng(point.lat, point.lng);
      if (!pin) {
        pin = L.marker(latLng, { icon: pinIcon(Boolean(onMove)), draggable: Boolean(onMove), keyboard: true })
          .on('dragend', () => {
            const moved = pin?.getLatLng();
            if (moved && onPinMove) onPinMove({ lat: rounded(moved.lat), lng: rounded(moved.lng) });
          })
          .addTo(map);
        nameMarker(pin, options.labels.pin);
        map.setView(latLng, Math.max(map.getZoom(), 15));
      } else if (!pin.getLatLng().equals(latLng)) {
        pin.setLatLng(latLng);
        if (!map.getBounds().contains(latLng)) map.panTo(latLng);
      }
    },
    destroy() {
      map.remove();
    },
  };
  return handle;
}
