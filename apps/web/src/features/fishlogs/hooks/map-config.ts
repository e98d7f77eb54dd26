import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** The map settings the server exposes: tile URL, centre, the caller's zoom range. */
export function useMapConfig() {
  return useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => apiRequest<MapConfig>('/map/config', { signal }),
    staleTime: 60 * 60_000,
  });
}
