import { useMutation } from '@tanstack/react-query';
import type { Share } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** Records a share of a session and answers its link (spec §3 "Share", §7 POST share). */
export function useShareSession() {
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<Share>('/share', {
        method: 'POST',
        body: { objectUUID: uuid, actionObjectName: 'FishingSession', platformTypeName: 'Link' },
      }),
  });
}
