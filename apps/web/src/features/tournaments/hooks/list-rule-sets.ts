import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleSet } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchRuleSets(signal?: AbortSignal): Promise<RuleSet[]> {
  return apiRequest<RuleSet[]>('/rules', { signal });
}

export const ruleSetsQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.ruleSets(),
    queryFn: ({ signal }) => fetchRuleSets(signal),
    staleTime: 10 * 60_000,
  });

export function useRuleSets() {
  return useQuery(ruleSetsQuery());
}
