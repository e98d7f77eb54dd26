import { AppError } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { TeamRow } from './repo';

/** Only a team's owner edits it and removes its members (issue 38); others are refused. */
export function requireTeamOwner(actor: Actor, team: TeamRow): void {
  if (team.ownerId !== actor.userId) throw new AppError('FORBIDDEN');
}

/** A team is read by its owner and members only; to anyone else it does not exist. */
export function canReadTeam(actor: Actor, team: TeamRow, memberIds: readonly string[]): boolean {
  return team.ownerId === actor.userId || memberIds.includes(actor.userId);
}

/**
 * Registering a team for a tournament (spec §6: team registration needs login): its owner, or one
 * of its members.
 */
export function requireTeamRegistrant(actor: Actor, team: TeamRow, memberIds: readonly string[]): void {
  if (!canReadTeam(actor, team, memberIds)) throw new AppError('NOT_FOUND');
}
