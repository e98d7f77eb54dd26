import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '@tightlines/domain';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { circleMarker, map as createMap, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

const round = (value: number) => Math.round(value * 100_000) / 100_000;

/**
 * A map to pick where a fish was logged: a click (or a tap) places the marker and reports the
 * position, rounded to about a metre. Leaflet loads with this component only (it is lazy).
 */
export function PositionPicker({
  config,
  value,
  onPick,
  label,
}: {
  config: MapConfig;
  value: Position | null;
  onPick: (position: Position) => void;
  label: string;
}) {
  const container = useRef<HTMLDivElement | null>(null);
  const view = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const start = useRef(value);

  useEffect(() => {
    if (!container.current) return;
    const first = start.current;
    const map = createMap(container.current, {
      center: first ? [first.latitude, first.longitude] : [config.center.latitude, config.center.longitude],
      zoom: config.zoom,
      minZoom: config.minZoom,
      maxZoom: config.maxZoom,
    });
    if (config.tileUrl) {
      tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
    }
    map.on('click', (event) => {
      pick.current({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });
    });
    view.current = map;
    return () => {
      map.remove();
      view.current = null;
      marker.current = null;
    };
  }, [config]);

  // The marker follows the value, whether picked here or typed in the fields.
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    const map = view.current;
    marker.current?.remove();
    marker.current = null;
    if (!map || latitude === undefined || longitude === undefined) return;
    marker.current = circleMarker([latitude, longitude], {
      radius: 8,
      color: '#12b886',
      fillOpacity: 0.9,
    }).addTo(map);
  }, [latitude, longitude, config]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={label}
      style={{ height: 240, borderRadius: 8, background: '#0b3d5c', zIndex: 0 }}
    />
  );
}
