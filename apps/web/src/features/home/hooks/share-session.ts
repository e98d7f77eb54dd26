import { useMutation } from '@tanstack/react-query';
import type { Share } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { showError } from '../../../ui/feedback';
import { announceSharedLink } from '../components/shared-link-toast';

/**
 * Records a share of a session (spec §3 "Share", §7 POST share), then copies its link and says so in
 * a toast; where the browser refuses the clipboard, the toast holds the link selected, to copy by hand.
 */
export function useShareSession() {
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<Share>('/share', {
        method: 'POST',
        body: { objectUUID: uuid, actionObjectName: 'FishingSession', platformTypeName: 'Link' },
      }),
    onSuccess: async ({ url }) => {
      const link = new URL(url, window.location.origin).toString();
      await announceSharedLink(link, await copyToClipboard(link));
    },
    onError: showError,
  });
}

/** Whether `text` reached the clipboard: the API is missing on insecure origins and may be refused. */
async function copyToClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
