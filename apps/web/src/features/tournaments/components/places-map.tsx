import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '@tightlines/domain';
import type { LatLngTuple } from 'leaflet';
import { circleMarker, latLngBounds } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { createFishMap } from '../../../ui/map/fish-map';
import { MAP_BACKGROUND } from '../../../ui/map/map-base-layer';

export interface MapPlace {
  UUID: string;
  localityName: string;
  latitude: number;
  longitude: number;
}

/**
 * The tournament's localities on the app's Leaflet map (the fishlogs map's pieces), loaded only
 * with this component; one dot per locality, its name in a popup, the view fitted to them.
 */
export function PlacesMap({ places, config }: { places: MapPlace[]; config: MapConfig }) {
  const t = useT();
  const container = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const fishMap = createFishMap(container.current, config);
    const points: LatLngTuple[] = places.map((place) => [place.latitude, place.longitude]);
    for (const place of places) {
      const label = document.createElement('div');
      // Text, never markup: a locality's name is data.
      label.textContent = place.localityName;
      circleMarker([place.latitude, place.longitude], { radius: 8, color: '#1c7ed6', fillOpacity: 0.7 })
        .bindPopup(label)
        .addTo(fishMap.map);
    }
    if (points.length > 0) {
      const bounds = latLngBounds(points);
      fishMap.map.fitBounds(bounds, { padding: [32, 32], maxZoom: config.zoom });
      fishMap.onResize(() => fishMap.map.fitBounds(bounds, { padding: [32, 32], maxZoom: config.zoom }));
    }
    return () => fishMap.remove();
  }, [places, config]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('tournaments.detail.places.map')}
      style={{ height: 300, borderRadius: 12, background: MAP_BACKGROUND, zIndex: 0 }}
    />
  );
}
