import type { MapConfig } from '@tightlines/domain';
import type { LatLngExpression, Map as LeafletMap } from 'leaflet';
import { control, map as createMap } from 'leaflet/dist/leaflet-src.esm.js';
import { t } from '../../i18n/use-t';
import { addBaseLayer } from './map-base-layer';

export interface FishMap {
  map: LeafletMap;
  /** Called when the container changes size (a phone turned, a modal grown), after Leaflet knows. */
  onResize(listener: () => void): void;
  remove(): void;
}

/**
 * A Leaflet map in `container` with the configured tiles or the bundled basemap under it. Leaflet
 * measures its container once; a ResizeObserver tells it when that changes, so markers fitted to
 * the view are never cut at the edges.
 */
export function createFishMap(container: HTMLElement, config: MapConfig, center?: LatLngExpression): FishMap {
  const map = createMap(container, {
    center: center ?? [config.center.latitude, config.center.longitude],
    zoom: config.zoom,
    minZoom: config.minZoom,
    maxZoom: config.maxZoom,
    zoomControl: false,
  });
  // Leaflet's own zoom buttons, their names (titles and accessible names) in the language shown.
  control.zoom({ zoomInTitle: t('ui.map.zoomIn'), zoomOutTitle: t('ui.map.zoomOut') }).addTo(map);
  const removed = new AbortController();
  addBaseLayer(map, config, removed.signal).catch((error: unknown) => {
    // The markers still show on the sea-coloured background.
    console.error('the basemap could not be drawn', error);
  });
  const listeners: (() => void)[] = [];
  const resizing = new ResizeObserver(() => {
    map.invalidateSize();
    for (const listener of listeners) listener();
  });
  resizing.observe(container);
  return {
    map,
    onResize: (listener) => listeners.push(listener),
    remove: () => {
      removed.abort();
      resizing.disconnect();
      map.remove();
    },
  };
}
