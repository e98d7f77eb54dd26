import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MailSettingInput, MailSettingsConfig } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

const path = (email: string) => `/users/${encodeURIComponent(email)}/privacy/mail`;

export const mailSettingsQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.profile.mailSettings(email),
    queryFn: ({ signal }) => apiRequest<MailSettingsConfig>(path(email), { signal }),
  });

/** The signed-in user's switch per kind of e-mail they may turn off. */
export function useMailSettings(email: string) {
  return useQuery(mailSettingsQuery(email));
}

/** Turns one kind of e-mail on or off at once (the switch an e-mail's unsubscribe link turns off too). */
export function useSetMailSetting(email: string) {
  return useMutation({
    mutationFn: (input: MailSettingInput) =>
      apiRequest<MailSettingsConfig>(path(email), { method: 'PUT', body: input }),
    meta: { changes: ['privacy'] },
  });
}
