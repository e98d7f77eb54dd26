import { useMutation } from '@tanstack/react-query';
import type { PrivacyConfig, PrivacySettings } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

export function savePrivacy(email: string, privacy: PrivacySettings): Promise<PrivacyConfig> {
  return apiRequest<PrivacyConfig>(`/users/${encodeURIComponent(email)}/privacy`, {
    method: 'PUT',
    body: { privacy },
  });
}

/** Saves the privacy configuration (the profile carries the owner's current one). */
export function useSavePrivacy(email: string) {
  return useMutation({
    mutationFn: (privacy: PrivacySettings) => savePrivacy(email, privacy),
    meta: { changes: ['privacy'] },
  });
}
