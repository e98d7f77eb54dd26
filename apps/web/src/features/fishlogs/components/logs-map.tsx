import 'leaflet/dist/leaflet.css';
import type { MapConfig, Session } from '@tightlines/domain';
import type { LatLngTuple } from 'leaflet';
import { circleMarker, latLngBounds } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { formatPosition } from '../../../ui/format-coordinates';
import { createFishMap } from '../../../ui/map/fish-map';
import { MAP_BACKGROUND } from '../../../ui/map/map-base-layer';
import { fishLogTypeLabel } from './labels';

const colours = { Release: '#12b886', Raise: '#fab005', Bite: '#228be6', Harvest: '#fa5252' } as const;
const MARKER_RADIUS = 7;
// Room around the outermost markers: their radius, their outline and a margin, so none touches an edge.
const FIT_PADDING: [number, number] = [MARKER_RADIUS + 24, MARKER_RADIUS + 24];

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
 * fish coloured by type, the view fitted to them. Degrees-minutes-seconds appear only for roles
 * allowed to see them (§5).
 */
export function LogsMap({ sessions, config }: { sessions: Session[]; config: MapConfig }) {
  const t = useT();
  const container = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const fishMap = createFishMap(container.current, config);
    const { map } = fishMap;
    const points: LatLngTuple[] = [];
    for (const session of sessions) {
      for (const log of session.logs ?? []) {
        if (log.latitude == null || log.longitude == null) continue;
        points.push([log.latitude, log.longitude]);
        const lines = [`${log.fishName} (${fishLogTypeLabel(log.type, t)})`, formatDateTime(log.logTime)];
        if (config.showCoordinates)
          lines.push(formatPosition(log.latitude, log.longitude, log.positionPrecision));
        else if (log.positionPrecision === 'blurred') lines.push(t('fishlogs.map.approximate'));
        circleMarker([log.latitude, log.longitude], {
          radius: MARKER_RADIUS,
          color: colours[log.type],
          fillOpacity: 0.8,
        })
          .bindPopup(popupFor(lines))
          .addTo(map);
      }
    }
    if (points.length > 0) {
      const bounds = latLngBounds(points);
      const fit = () => map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: config.zoom });
      fit();
      // Until the user moves the map, a new size (a phone turned) fits the markers again.
      let touched = false;
      map.getContainer().addEventListener('pointerdown', () => (touched = true), { once: true });
      map.getContainer().addEventListener('wheel', () => (touched = true), { once: true });
      map.getContainer().addEventListener('keydown', () => (touched = true), { once: true });
      fishMap.onResize(() => {
        if (!touched) fit();
      });
    }
    return () => fishMap.remove();
  }, [sessions, config, t]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('fishlogs.map.label')}
      style={{ height: 360, borderRadius: 12, background: MAP_BACKGROUND, zIndex: 0 }}
    />
  );
}
