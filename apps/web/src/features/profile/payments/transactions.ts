import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrganiserSummaryDto, TransactionPageDto as TransactionPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const TRANSACTIONS_PAGE_SIZE = 20;

export function fetchTransactions(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return apiRequest<TransactionPage>('/transactions', {
    signal,
    query: { limit: TRANSACTIONS_PAGE_SIZE, cursor },
  });
}

export const transactionsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.payments.transactions(),
    queryFn: ({ pageParam, signal }) => fetchTransactions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in user's own payments and refunds, newest first, a page at a time. */
export function useTransactions(enabled: boolean) {
  return useInfiniteQuery({ ...transactionsQuery(), enabled });
}

/** The entries and money of the paid tournaments the signed-in user organises. */
export function useOrganiserSummary(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payments.organiserSummary(),
    queryFn: ({ signal }) => apiRequest<OrganiserSummaryDto>('/payments/organiser-summary', { signal }),
    enabled,
  });
}
