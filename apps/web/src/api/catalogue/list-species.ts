import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FishTypeName, Species } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

export function fetchSpecies(fishTypeName?: FishTypeName, signal?: AbortSignal): Promise<Species[]> {
  return apiRequest<Species[]>('/species', { query: { fishTypeName }, signal });
}

export const speciesQuery = (fishTypeName?: FishTypeName) =>
  queryOptions({
    queryKey: queryKeys.catalogue.species(fishTypeName),
    queryFn: ({ signal }) => fetchSpecies(fishTypeName, signal),
    staleTime: 10 * 60_000,
  });

export function useSpecies(fishTypeName?: FishTypeName) {
  return useQuery(speciesQuery(fishTypeName));
}
