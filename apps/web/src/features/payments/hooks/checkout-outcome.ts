import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutStateDto } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** How often the return page asks while the payment event is on its way, and how many times (a minute). */
export interface OutcomePolling {
  intervalMs: number;
  limit: number;
}
export const OUTCOME_POLLING: OutcomePolling = { intervalMs: 1_500, limit: 40 };

const checkoutPath = (checkoutId: string) => `/payments/checkouts/${encodeURIComponent(checkoutId)}`;

export function fetchCheckoutOutcome(checkoutId: string, signal?: AbortSignal): Promise<CheckoutStateDto> {
  return apiRequest<CheckoutStateDto>(checkoutPath(checkoutId), { signal });
}

export const checkoutOutcomeQuery = (checkoutId: string, polling: OutcomePolling = OUTCOME_POLLING) =>
  queryOptions({
    queryKey: queryKeys.payments.checkout(checkoutId),
    queryFn: ({ signal }) => fetchCheckoutOutcome(checkoutId, signal),
    // Asked again while the payment is pending, a bounded number of times (the page then says so).
    refetchInterval: (query) =>
      query.state.data?.outcome === 'pending' && query.state.dataUpdateCount < polling.limit
        ? polling.intervalMs
        : false,
  });

/**
 * The outcome of one of the user's checkouts, from the server (the return URL itself grants and
 * proves nothing). `enabled` waits for the cancel call when the payer came back through Cancel.
 */
export function useCheckoutOutcome(checkoutId: string, enabled: boolean, polling: OutcomePolling) {
  return useQuery({ ...checkoutOutcomeQuery(checkoutId, polling), enabled });
}

/** The payer came back through the cancel URL: the checkout closes so it can no longer be paid. */
export function useCancelCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CheckoutStateDto>(`${checkoutPath(checkoutId)}/cancel`, { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.payments.checkout(checkoutId), state),
    meta: { changes: ['payments'] },
  });
}
