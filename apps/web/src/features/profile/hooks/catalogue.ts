import { useQuery } from '@tanstack/react-query';
import type { Gender, NamedItem, State } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * The catalogue lists only the profile forms pick from (countries and regions are shared, in
 * api/catalogue). They change only with a release.
 */
const STATIC = { staleTime: 60 * 60 * 1000 } as const;

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
