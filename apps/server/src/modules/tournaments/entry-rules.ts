import { AppError, joinState } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { isCurrentClubMember } from '../clubs';
import { lateEntryRefundReason, releasedRefundReason } from './mails';
import type { MailPhrase } from '../../platform/mail/render';
import {
  addMember,
  findTournament,
  findTournamentForPayment,
  findTournamentPlaces,
  findUserPlaces,
  type TournamentRow,
} from './repo';

/**
 * Who may fish a tournament, for one person joining (`joinTournament`) and for a team's marked
 * members (the teams module's registration): the one place of each rule.
 */

/**
 * Those of `userIds` whose saved locality does not match the tournament's locations (spec §5: no
 * locations is open to all; a region matches any of its localities); someone with no saved
 * locality matches none.
 */
export async function outsideLocations(
  db: Db,
  tournamentId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const places = await findTournamentPlaces(db, tournamentId);
  if (!places.regionIds.length && !places.localityIds.length) return [];
  const homes = new Map((await findUserPlaces(db, userIds)).map((home) => [home.userId, home]));
  return userIds.filter((userId) => {
    const home = homes.get(userId);
    return !(
      home &&
      (places.regionIds.includes(home.regionId) || places.localityIds.includes(home.localityId))
    );
  });
}

/** Those of `userIds` a club-only tournament does not admit (not current members of its club). */
export async function outsideClub(
  db: Db,
  tournament: TournamentRow,
  userIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (tournament.clubOption !== 'Club members only') return [];
  const outside: string[] = [];
  for (const userId of userIds) {
    if (!(tournament.clubId && (await isCurrentClubMember(db, tournament.clubId, userId, now)))) {
      outside.push(userId);
    }
  }
  return outside;
}

/** The tournament a team registers for: not deleted, or NOT_FOUND; `lock` shares its row (a cancel waits). */
export async function tournamentForEntry(db: Db, tournamentId: string, lock = false): Promise<TournamentRow> {
  const tournament = await findTournament(db, tournamentId, lock);
  if (!tournament) throw new AppError('NOT_FOUND');
  return tournament;
}

/** The one join rule (`joinState`) for a team: CONFLICT when it is closed, or started without late joining. */
export function requireEntryOpen(tournament: TournamentRow, timeZone: string, now: Date): void {
  const entry = joinState(tournament, timeZone, now);
  if (entry === 'closed') throw new AppError('CONFLICT', { key: 'tournamentNotJoinable' });
  if (entry === 'late') throw new AppError('CONFLICT', { key: 'tournamentNoLateJoin' });
}

/**
 * Makes a registered team's marked members members of the tournament (their catches count, they
 * are told of results), in the registration's transaction; one already a member stays as they were.
 */
export async function enterMembers(
  tx: Db,
  entry: { tournamentId: string; userIds: readonly string[]; checkoutId: string | null; timeZone: string },
): Promise<void> {
  for (const userId of entry.userIds) {
    await addMember(tx, {
      tournamentId: entry.tournamentId,
      userId,
      checkoutId: entry.checkoutId,
      timeZone: entry.timeZone,
    });
  }
}

/** Why a payment that arrived too late is given back: the tournament's cancel or delete, or its closed entry. */
function refusedEntryReason(tournament: TournamentRow): MailPhrase {
  if (tournament.status === 'Canceled' || tournament.status === 'Deleted') {
    return releasedRefundReason(tournament.name, tournament.status);
  }
  return lateEntryRefundReason(tournament.name);
}

/** A verified payment's tournament, and why the payment is given back when it no longer takes entrants. */
export type PaidEntry =
  { tournament: TournamentRow; refused: null } | { tournament: TournamentRow | null; refused: MailPhrase };

/**
 * The one reading of a verified entry payment, a single entrant's (`tournamentEntryFulfilment`) or
 * a team's (the teams module's `teamRegistrationFulfilment`): the tournament, deleted ones too, its
 * row share-locked in the payment's transaction, and the refund's reason when it no longer takes
 * entrants at the zone the payer entered from (the one join rule, `joinState`): its cancel or
 * delete, or its closed entry. `missingName` names the refund of a tournament with no row at all.
 */
export async function paidEntryOf(
  tx: Db,
  entry: { tournamentId: string; timeZone: string; now: Date; missingName: string },
): Promise<PaidEntry> {
  const tournament = await findTournamentForPayment(tx, entry.tournamentId);
  if (!tournament) return { tournament: null, refused: lateEntryRefundReason(entry.missingName) };
  if (joinState(tournament, entry.timeZone, entry.now) !== 'open') {
    return { tournament, refused: refusedEntryReason(tournament) };
  }
  return { tournament, refused: null };
}
