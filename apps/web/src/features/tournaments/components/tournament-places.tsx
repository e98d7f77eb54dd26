import { List, Skeleton, Stack, Text } from '@mantine/core';
import type { TournamentDto } from '@tightlines/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useMapConfig } from '../../../api/map-config';

// Leaflet and its stylesheet come with the map only, never with the page's first paint.
const PlacesMap = lazy(() => import('./places-map').then((module) => ({ default: module.PlacesMap })));

/** Where the tournament is fished: everywhere (Global), or its regions and localities on a map. */
export function TournamentPlaces({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const places = useMemo(
    () => tournament.locations.flatMap((location) => location.localities),
    [tournament.locations],
  );
  const mapConfig = useMapConfig();
  if (tournament.regionTypeName === 'Global' || tournament.locations.length === 0) {
    return <Text>{t('tournaments.detail.places.everywhere')}</Text>;
  }
  return (
    <Stack>
      <List spacing={4}>
        {tournament.locations.map((location) => (
          <List.Item key={location.regionName}>
            <Text span fw={600}>
              {location.label}
            </Text>
            {location.localities.length > 0 ? (
              <Text span c="dimmed">
                {' — '}
                {location.localities.map((place) => place.localityName).join(', ')}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      {places.length > 0 && mapConfig.data ? (
        <Suspense fallback={<Skeleton h={300} radius="md" />}>
          <PlacesMap places={places} config={mapConfig.data} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
