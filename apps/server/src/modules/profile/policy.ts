import type { Actor } from '../../http/authenticate';

/** A profile, its account data and its privacy configuration are edited only by their owner. */
export function canEditAccount(actor: Actor, userEmail: string): boolean {
  return actor.email === userEmail.trim().toLowerCase();
}
