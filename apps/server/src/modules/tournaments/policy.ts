import type { Actor } from '../../http/authenticate';

/**
 * Who may do what with a tournament. The rules of the tournament's people (judge, manage, see
 * inside, fish, join, the judge screens) live in packages/domain tournaments/policy.ts, where the
 * web app reads the same answers as the tournament's `can`; their SQL form is `judgesTournament`
 * (judges.ts). These are the ones only the server asks.
 */
export {
  canFishTournament,
  canJudgeTournament,
  canManageTournament,
  canSeeTournamentInside,
  canUseJudgeScreens,
  tournamentCan,
} from '@tightlines/domain';

/** Spec §6: creating tournaments needs a signed-in user with CREATE_TOURNAMENT. */
export function canCreateTournament(actor: Actor): boolean {
  return actor.permissions.includes('CREATE_TOURNAMENT');
}

/**
 * A draft, or the tournament published from it (same id), is its organiser's to save, publish or
 * read again; anyone else's is not there for the caller (NOT_FOUND, issue 32).
 */
export function canEditDraft(actor: Actor, draft: { organiserId: string }): boolean {
  return draft.organiserId === actor.userId;
}

/**
 * Answering an invitation to judge needs the address it was sent to proven (ADR 011): a right given
 * to an address goes to whoever proved they hold it.
 */
export function canAnswerJudgeInvitation(actor: Pick<Actor, 'emailVerified'>): boolean {
  return actor.emailVerified;
}
