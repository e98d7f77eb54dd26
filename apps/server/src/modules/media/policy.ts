import type { Actor } from '../../http/authenticate';

/** Only the person who uploaded an object may attach it to something. */
export function canAttachUpload(actor: Actor, key: string): boolean {
  return key.startsWith(`uploads/${actor.userId}/`);
}
