import type { Actor } from '../../http/authenticate';

/** Spec §6: creating tournaments needs a signed-in user with CREATE_TOURNAMENT. */
export function canCreateTournament(actor: Actor): boolean {
  return actor.permissions.includes('CREATE_TOURNAMENT');
}

/** Delete, cancel and finish belong to the tournament's organiser only (spec §4, §6). */
export function canManageTournament(actor: Actor, tournament: { organiserId: string }): boolean {
  return tournament.organiserId === actor.userId;
}

/**
 * A judge judges the tournaments that name them, and no other (issue 21 point 8), once they accepted
 * (`acceptedJudgeEmails`) on an account that proved its address (issue 32).
 */
export function canJudgeTournament(
  actor: Pick<Actor, 'email' | 'emailVerified'> | null,
  acceptedJudgeEmails: string[],
): boolean {
  return actor !== null && actor.emailVerified && acceptedJudgeEmails.includes(actor.email.toLowerCase());
}
