import type { Actor } from '../../http/authenticate';

/**
 * Where the caller's new uploads go: their random media folder, so a picture's or video's URL never
 * names the account (a user id would tie any shared media URL to a profile).
 */
export function uploadFolderOf(actor: Pick<Actor, 'mediaPrefix'>): string {
  return `uploads/${actor.mediaPrefix}/`;
}

/**
 * Only the person who uploaded an object may attach it to something: it is under their media
 * folder, or under their user id (where uploads went before media folders; still theirs).
 */
export function canAttachUpload(actor: Pick<Actor, 'mediaPrefix' | 'userId'>, key: string): boolean {
  return key.startsWith(uploadFolderOf(actor)) || key.startsWith(`uploads/${actor.userId}/`);
}
