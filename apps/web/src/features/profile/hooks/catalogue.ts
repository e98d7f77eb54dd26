import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, Gender, Locality, NamedItem, Region, State } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The catalogue lists the profile forms pick from. They change only with a release. */
const STATIC = { staleTime: 60 * 60 * 1000 } as const;

export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.countries(),
    queryFn: ({ signal }) => apiRequest<Country[]>('/countries', { signal }),
    ...STATIC,
  });

export function useCountries() {
  return useQuery(countriesQuery());
}

export function useStates(countryName: string) {
  return useQuery({
    queryKey: queryKeys.catalogue.states(countryName),
    queryFn: ({ signal }) =>
      apiRequest<State[]>(`/countries/${encodeURIComponent(countryName)}/states`, { signal }),
    enabled: Boolean(countryName),
    ...STATIC,
  });
}

export function useGenders() {
  return useQuery({
    queryKey: queryKeys.catalogue.genders(),
    queryFn: ({ signal }) => apiRequest<Gender[]>('/genders', { signal }),
    ...STATIC,
  });
}

export function useRegions() {
  return useQuery({
    queryKey: queryKeys.catalogue.regions(),
    queryFn: ({ signal }) => apiRequest<Region[]>('/regions', { signal }),
    ...STATIC,
  });
}

export function useLocalities(regionName: string) {
  return useQuery({
    queryKey: queryKeys.catalogue.localities(regionName),
    queryFn: ({ signal }) =>
      apiRequest<Locality[]>(`/regions/${encodeURIComponent(regionName)}/localities`, { signal }),
    enabled: Boolean(regionName),
    ...STATIC,
  });
}

export type NamedCatalogue =
  '/fishingTypes' | '/boats/types' | '/boats/makes' | '/motors/makes' | '/propellers/manufacturers';

/** One of the small named catalogues, as the names a Select offers. */
export function useNamedCatalogue(path: NamedCatalogue) {
  return useQuery({
    queryKey: queryKeys.catalogue.named(path),
    queryFn: ({ signal }) => apiRequest<NamedItem[]>(path, { signal }),
    select: (items) => items.map((item) => item.name),
    ...STATIC,
  });
}
