import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@tightlines/domain';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** The map settings the server exposes: tile URL, centre, the caller's zoom range. */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.map.config(),
    queryFn: ({ signal }) => apiRequest<MapConfig>('/map/config', { signal }),
    staleTime: 60 * 60_000,
  });
}
