import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export interface InteractionDetails {
  uid: string;
  prompt: string;
  clientName: string;
  loginHint: string | null;
  screen: 'login' | 'register';
  socialProviders: { name: string; label: string }[];
}

export const interactionQuery = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.account.interaction(uid),
    queryFn: ({ signal }) =>
      apiRequest<InteractionDetails>(`/idp/interaction/${encodeURIComponent(uid)}/details`, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export function useInteraction(uid: string) {
  return useQuery(interactionQuery(uid));
}

/** Signs in on the provider's page; the browser then follows the provider back to the app with a code. */
export async function submitLogin(uid: string, credentials: LoginInput): Promise<void> {
  const { redirectTo } = await apiRequest<{ redirectTo: string }>(
    `/idp/interaction/${encodeURIComponent(uid)}/login`,
    {
      method: 'POST',
      body: credentials,
    },
  );
  window.location.assign(redirectTo);
}

export async function abortInteraction(uid: string): Promise<void> {
  const { redirectTo } = await apiRequest<{ redirectTo: string }>(
    `/idp/interaction/${encodeURIComponent(uid)}/abort`,
    {
      method: 'POST',
    },
  );
  window.location.assign(redirectTo);
}

export function registerAccount(input: RegisterInput): Promise<{ email: string }> {
  return apiRequest('/register', { method: 'POST', body: input });
}

export function requestPasswordReset(email: string): Promise<null> {
  return apiRequest(`/accounts/forgot_pass/${encodeURIComponent(email)}`, { method: 'POST' });
}

/** Whether registration would take this e-mail (asked on its first page, spec §5). */
export function checkEmailAvailable(email: string): Promise<{ available: boolean }> {
  return apiRequest('/register/email_available', { method: 'POST', body: { email } });
}
