import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locality, Region } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

/** Regions and localities change only with a release. */
const STATIC = { staleTime: 60 * 60 * 1000 } as const;

export function fetchRegions(signal?: AbortSignal): Promise<Region[]> {
  return apiRequest<Region[]>('/regions', { signal });
}

export function fetchLocalities(regionName: string, signal?: AbortSignal): Promise<Locality[]> {
  return apiRequest<Locality[]>(`/regions/${encodeURIComponent(regionName)}/localities`, { signal });
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.regions(),
    queryFn: ({ signal }) => fetchRegions(signal),
    ...STATIC,
  });

export const localitiesQuery = (regionName: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.localities(regionName),
    queryFn: ({ signal }) => fetchLocalities(regionName, signal),
    enabled: Boolean(regionName),
    ...STATIC,
  });

/**
 * The regions as a picker's options: each chosen by its key (its English name, which the filters
 * and URLs carry) and shown by its name in the reader's language.
 */
export function regionOptions(regions: Region[] | undefined): { value: string; label: string }[] {
  return (regions ?? []).map((region) => ({ value: region.regionName, label: region.label }));
}

/** The fishing regions (spec §5 "Locality setting"); `enabled` false waits until they are needed. */
export function useRegions(enabled = true) {
  return useQuery({ ...regionsQuery(), enabled });
}

/** The localities of a region; nothing is fetched until one is chosen. */
export function useLocalities(regionName: string | null, enabled = true) {
  const options = localitiesQuery(regionName ?? '');
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
