import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

export function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest<Country[]>('/countries', { signal });
}

/** The countries change only with a release. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.countries(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCountries() {
  return useQuery(countriesQuery());
}
