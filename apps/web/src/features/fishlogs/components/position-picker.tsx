import 'leaflet/dist/leaflet.css';
import { Stack, Text } from '@mantine/core';
import type { MapConfig } from '@tightlines/domain';
import type { CircleMarker, LatLng, Map as LeafletMap } from 'leaflet';
import { circleMarker } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatPosition } from '../../../ui/format-coordinates';
import { createFishMap } from '../../../ui/map/fish-map';
import { MAP_BACKGROUND } from '../../../ui/map/map-base-layer';

export interface Position {
  latitude: number;
  longitude: number;
}

const round = (value: number) => Math.round(value * 100_000) / 100_000;
const toPosition = (latlng: LatLng): Position => ({
  latitude: round(latlng.lat),
  longitude: round(latlng.lng),
});

/** What the readout under the map follows: the mouse pointer, or the map's centre for the keyboard. */
type Pointing = { kind: 'pointer' | 'centre'; position: Position } | null;

/**
 * A map to pick where a fish was logged: a click (or a tap) places the marker and reports the
 * position, rounded to about a metre; with the keyboard, the arrows move the map and Enter places
 * the marker at its centre. Under the map, the coordinates under the pointer as it moves. Leaflet
 * loads with this component only (it is lazy).
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
  const t = useT();
  const container = useRef<HTMLDivElement | null>(null);
  const view = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const start = useRef(value);
  const [pointing, setPointing] = useState<Pointing>(null);
  const hintId = useId();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const first = start.current;
    const fishMap = createFishMap(element, config, first ? [first.latitude, first.longitude] : undefined);
    const { map } = fishMap;
    map.on('click', (event) => pick.current(toPosition(event.latlng)));
    map.on('mousemove', (event) => setPointing({ kind: 'pointer', position: toPosition(event.latlng) }));
    map.on('mouseout', () => setPointing(null));
    const showCentre = () => {
      if (document.activeElement === element)
        setPointing({ kind: 'centre', position: toPosition(map.getCenter()) });
    };
    map.on('moveend', showCentre);
    const handleKey = (event: KeyboardEvent) => {
      if (event.target !== element || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      pick.current(toPosition(map.getCenter()));
    };
    const forget = () => setPointing(null);
    element.addEventListener('focus', showCentre);
    element.addEventListener('blur', forget);
    element.addEventListener('keydown', handleKey);
    view.current = map;
    return () => {
      element.removeEventListener('focus', showCentre);
      element.removeEventListener('blur', forget);
      element.removeEventListener('keydown', handleKey);
      fishMap.remove();
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
    <Stack gap={4}>
      <div
        ref={container}
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        style={{ height: 240, borderRadius: 8, background: MAP_BACKGROUND, zIndex: 0 }}
      />
      <Text id={hintId} size="xs" c="dimmed">
        {t('fishlogs.map.hint')}
      </Text>
      <Text size="sm" ff="monospace">
        {pointing
          ? t(pointing.kind === 'pointer' ? 'fishlogs.map.pointer' : 'fishlogs.map.centre', {
              position: formatPosition(pointing.position.latitude, pointing.position.longitude),
            })
          : t('fishlogs.map.moveHint')}
      </Text>
      <Text size="sm" role="status">
        {latitude !== undefined && longitude !== undefined
          ? t('fishlogs.map.position', { position: formatPosition(latitude, longitude) })
          : t('fishlogs.map.noPosition')}
      </Text>
    </Stack>
  );
}
