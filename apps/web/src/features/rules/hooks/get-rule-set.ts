import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleSetDocument } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function fetchRuleSet(slug: string, signal?: AbortSignal): Promise<RuleSetDocument> {
  return apiRequest<RuleSetDocument>(`/rules/${encodeURIComponent(slug)}`, { signal });
}

export const ruleSetQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.ruleSet(slug),
    queryFn: ({ signal }) => fetchRuleSet(slug, signal),
  });

export function useRuleSet(slug: string) {
  return useQuery(ruleSetQuery(slug));
}
