import type { Actor } from '../../http/authenticate';

/** Creating and editing clubs: CLUB_ADMIN (issue 37), a per-user grant. */
export function canAdministerClubs(actor: Actor | undefined): boolean {
  return actor?.permissions.includes('CLUB_ADMIN') ?? false;
}

/** My Clubs (spec §2): a signed-in user with USER_PROFILE. */
export function canUseMyClubs(actor: Actor): boolean {
  return actor.permissions.includes('USER_PROFILE');
}
