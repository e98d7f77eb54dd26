import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutStateDto } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** How often the return page asks while the payment event is on its way, and for how long. */
export const OUTCOME_POLL_MS = 1_500;
export const OUTCOME_POLL_LIMIT = 40;

const checkoutPath = (checkoutId: string) => `/payments/checkouts/${encodeURIComponent(checkoutId)}`;

export function fetchCheckoutOutcome(checkoutId: string, signal?: AbortSignal): Promise<CheckoutStateDto> {
  return apiRequest<CheckoutStateDto>(checkoutPath(checkoutId), { signal });
}

export const checkoutOutcomeQuery = (checkoutId: string) =>
  queryOptions({
    queryKey: queryKeys.payments.checkout(checkoutId),
    queryFn: ({ signal }) => fetchCheckoutOutcome(checkoutId, signal),
    // Asked again while the payment is pending, a bounded number of times (the page then says so).
    refetchInterval: (query) =>
      query.state.data?.outcome === 'pending' && query.state.dataUpdateCount < OUTCOME_POLL_LIMIT
        ? OUTCOME_POLL_MS
        : false,
  });

/**
 * The outcome of one of the user's checkouts, from the server (the return URL itself grants and
 * proves nothing). `enabled` waits for the cancel call when the payer came back through Cancel.
 */
export function useCheckoutOutcome(checkoutId: string, enabled = true) {
  return useQuery({ ...checkoutOutcomeQuery(checkoutId), enabled });
}

/** The payer came back through the cancel URL: the checkout closes so it can no longer be paid. */
export function useCancelCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CheckoutStateDto>(`${checkoutPath(checkoutId)}/cancel`, { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.payments.checkout(checkoutId), state),
  });
}
