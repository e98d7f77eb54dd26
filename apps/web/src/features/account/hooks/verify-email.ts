import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../api/data-changes';
import { queryKeys } from '../../../api/query-keys';

/** Opens the link that verifies an address (single use: the answer is kept, never asked again). */
export function confirmEmailVerification(secret: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>(`/accounts/email_verification/${encodeURIComponent(secret)}`, {
    method: 'PUT',
  });
}

export const verifyLinkQuery = (secret: string, onVerified: () => Promise<unknown>) =>
  queryOptions({
    queryKey: queryKeys.account.verifyLink(secret),
    queryFn: async () => {
      const verified = await confirmEmailVerification(secret);
      await onVerified();
      return verified;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The verification page's one request: the link is used once however often the page renders, then
 * the account's verification state (and what it unlocks) is read again.
 */
export function useVerifyLink(secret: string) {
  const queryClient = useQueryClient();
  return useQuery(verifyLinkQuery(secret, () => refreshAfter(queryClient, ['account'])));
}
