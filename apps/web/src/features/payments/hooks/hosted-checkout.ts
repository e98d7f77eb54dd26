import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { HostedCheckoutView } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The local payment driver's hosted checkout: the session a /pay/<id> page shows, and paying it. */

export type PayBody =
  | { method: 'card'; card: { number: string; expMonth: number; expYear: number; cvc: string } }
  | { method: 'wallet' };

export interface PayOutcome {
  status: 'open' | 'complete' | 'expired';
  /** Where the browser goes next: the seller's success URL once paid, its cancel URL once closed. */
  redirectUrl: string;
}

const sessionPath = (sessionId: string) => `/pay/api/sessions/${encodeURIComponent(sessionId)}`;

export function fetchHostedCheckout(sessionId: string, signal?: AbortSignal): Promise<HostedCheckoutView> {
  return apiRequest<HostedCheckoutView>(sessionPath(sessionId), { signal });
}

export const hostedCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.payments.hostedSession(sessionId),
    queryFn: ({ signal }) => fetchHostedCheckout(sessionId, signal),
    // A checkout page is read once: refetching on focus would only flicker the form.
    refetchOnWindowFocus: false,
  });

export function useHostedCheckout(sessionId: string) {
  return useQuery(hostedCheckoutQuery(sessionId));
}

/** Pays by card or wallet; a decline is a 402 whose `details.reason` says why. */
export function usePayHostedCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (body: PayBody) =>
      apiRequest<PayOutcome>(`${sessionPath(sessionId)}/pay`, { method: 'POST', body }),
  });
}

/** The payer's Cancel: the session closes and the browser goes back to the seller's cancel URL. */
export function useCancelHostedCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => apiRequest<PayOutcome>(`${sessionPath(sessionId)}/cancel`, { method: 'POST' }),
  });
}
