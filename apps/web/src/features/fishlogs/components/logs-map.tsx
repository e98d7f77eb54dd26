import 'leaflet/dist/leaflet.css';
import { toDms, type MapConfig, type Session } from '@tightlines/domain';
import type { LatLngExpression } from 'leaflet';
import { circleMarker, latLngBounds, map as createMap, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../ui/format-date';

const colours = { Release: '#12b886', Raise: '#fab005', Bite: '#228be6', Harvest: '#fa5252' } as const;

/** A popup's content built as DOM text, so nothing in a log is ever read as markup. */
function popupFor(lines: string[]): HTMLElement {
  const element = document.createElement('div');
  for (const line of lines) {
    const row = document.createElement('div');
    row.textContent = line;
    element.append(row);
  }
  return element;
}

/**
 * The map of the user's logs (spec §2, §9): Leaflet, loaded only with this screen; one dot per
 * fish coloured by type. Degrees-minutes-seconds appear only for roles allowed to see them (§5).
 */
export function LogsMap({ sessions, config }: { sessions: Session[]; config: MapConfig }) {
  const container = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, {
      center: [config.center.latitude, config.center.longitude],
      zoom: config.zoom,
      minZoom: config.minZoom,
      maxZoom: config.maxZoom,
    });
    if (config.tileUrl) {
      tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
    }
    const points: LatLngExpression[] = [];
    for (const session of sessions) {
      for (const log of session.logs ?? []) {
        if (log.latitude == null || log.longitude == null) continue;
        points.push([log.latitude, log.longitude]);
        const lines = [`${log.fishName} (${log.type})`, formatDateTime(log.logTime)];
        if (config.showCoordinates)
          lines.push(`${toDms(log.latitude, 'lat')} ${toDms(log.longitude, 'lon')}`);
        if (log.positionPrecision === 'blurred') lines.push('Approximate position (about 10 km)');
        circleMarker([log.latitude, log.longitude], {
          radius: 7,
          color: colours[log.type],
          fillOpacity: 0.8,
        })
          .bindPopup(popupFor(lines))
          .addTo(map);
      }
    }
    if (points.length > 0) map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: config.zoom });
    return () => {
      map.remove();
    };
  }, [sessions, config]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Map of your fish logs"
      style={{ height: 360, borderRadius: 12, background: '#0b3d5c', zIndex: 0 }}
    />
  );
}
