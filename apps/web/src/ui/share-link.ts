import { sharePath, type Share, type SharedObject } from '@tightlines/domain';
import { apiRequest } from '../api/client';
import { showError } from './feedback';

/** What is shared: a session or a tournament, and the name the share sheet gives it. */
export interface ShareTarget {
  object: SharedObject;
  uuid: string;
  title: string;
}

/** How the link left: the device's share sheet, or copied (spec §3 Share: platformTypeName). */
type SharedBy = 'ShareSheet' | 'Link';

/**
 * Shares a session or a tournament (spec §2 share, §3 "Share", §7 POST share): the device's share
 * sheet where there is one (phones), else the link copied with a toast that says so (or shows it to
 * copy by hand where the clipboard is refused); then the share is recorded. The link is known here
 * (`sharePath`), so the sheet or the clipboard is reached at once, while the tap still counts as the
 * user's gesture; closing the sheet without sharing records nothing.
 */
export async function shareLink(target: ShareTarget): Promise<void> {
  const link = new URL(sharePath(target.object, target.uuid), window.location.origin).toString();
  const sharedBy = await deliver(link, target);
  if (!sharedBy) return;
  try {
    await apiRequest<Share>('/share', {
      method: 'POST',
      body: { objectUUID: target.uuid, actionObjectName: target.object, platformTypeName: sharedBy },
    });
  } catch (error) {
    showError(error);
  }
}

/** Sends the link on its way; null when the user closed the share sheet. */
async function deliver(link: string, target: ShareTarget): Promise<SharedBy | null> {
  const data = { title: target.title, url: link };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'ShareSheet';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      // Refused (no gesture left, a policy): the link is copied instead.
    }
  }
  const copied = await copyToClipboard(link);
  const { announceSharedLink } = await import('./shared-link-toast');
  await announceSharedLink(link, copied, target.object);
  return 'Link';
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
