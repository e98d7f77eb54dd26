import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EmailVerification } from '@tightlines/domain';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useAuth } from './auth-context';

/**
 * Whether the signed-in account proved its address (issue 32, ADR 011): rights someone gave to that
 * address (judging, captaining) wait for it. Shared by the pages that withhold such a right.
 */
export function fetchEmailVerification(signal?: AbortSignal): Promise<EmailVerification> {
  return apiRequest<EmailVerification>('/accounts/email_verification', { signal });
}

export const emailVerificationQuery = () =>
  queryOptions({
    queryKey: queryKeys.users.emailVerification(),
    queryFn: ({ signal }) => fetchEmailVerification(signal),
  });

/** The signed-in account's address and whether it is verified; nothing for a guest. */
export function useEmailVerification() {
  const auth = useAuth();
  return useQuery({ ...emailVerificationQuery(), enabled: auth.status === 'authenticated' });
}

/** Mails the signed-in account a new verification link (the server allows a few an hour). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<null>('/accounts/email_verification', { method: 'POST' }),
  });
}
