import { canJudgeTournament, type TournamentPeople } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';

/**
 * Who may do what in judging. Who judges a tournament is the domain's one rule,
 * `canJudgeTournament` (its organiser, and the named judges who accepted on a proven address: ADR
 * 011, ADR 013), which the tournament's `can.judge` and the feed's flags read too; nobody judges
 * their own catch (`isOwnCatch`, ADR 012, checked where a catch is locked: access.ts).
 */
export { canJudgeTournament as canJudge, canUseJudgeScreens } from '@tightlines/domain';

/**
 * What the angler of a tournament catch reads of its judging (status, points, the judges'
 * comments): its angler, and whoever judges the tournament.
 */
export function canReadCatchJudging(
  actor: Actor,
  logged: { ownerId: string },
  tournament: TournamentPeople,
): boolean {
  return logged.ownerId === actor.userId || canJudgeTournament(actor, tournament);
}
