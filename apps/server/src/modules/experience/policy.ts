import type { Actor } from '../../http/authenticate';

/** A fishing experience is edited and deleted only by the user it belongs to. */
export function canEditExperience(actor: Actor, experience: { userId: string }): boolean {
  return experience.userId === actor.userId;
}
