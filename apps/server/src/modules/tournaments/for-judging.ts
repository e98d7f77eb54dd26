import { isObjectDayRevealed, type ObjectOfTheDay } from '@tightlines/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ruleSets, tournamentMembers, tournaments, users } from '../../db/schema';
import { tournamentSpeciesOf } from './catches';
import { objectOfDay } from './object-of-the-day';
import { acceptedJudgeEmailsOf, findTournament, type TournamentRow } from './repo';

/**
 * What the judging module asks of tournaments (issue 22): the tournament and its rule set, who
 * judges it, its objects of the day, its participants, and the one status change judging makes.
 */

export type JudgedTournament = TournamentRow & { ruleSlug: string; ruleName: string };

/** A tournament (not deleted) with its rule set, or undefined; `forUpdate` locks its row. */
export async function findTournamentToJudge(
  db: Db,
  tournamentId: string,
  forUpdate = false,
): Promise<JudgedTournament | undefined> {
  const row = await findTournament(db, tournamentId, forUpdate);
  if (!row) return undefined;
  const [rule] = await db
    .select({ slug: ruleSets.slug, name: ruleSets.name })
    .from(ruleSets)
    .where(eq(ruleSets.id, row.ruleSetId));
  return { ...row, ruleSlug: rule?.slug ?? '', ruleName: rule?.name ?? '' };
}

/**
 * The e-mails (lower case) of the tournament's named judges who judge (`acceptedJudgeEmailsOf`):
 * results become official only when there is one (issue 32).
 */
export function judgeEmailsOf(db: Db, tournamentId: string): Promise<string[]> {
  return acceptedJudgeEmailsOf(db, tournamentId);
}

/**
 * The tournament's objects of the given days (official time zone), for the judges: only the days
 * already revealed at `now` (isObjectDayRevealed), so no answer carries a day's object before it.
 */
export async function objectsOfDays(
  db: Db,
  tournament: Pick<TournamentRow, 'id' | 'catchCodeSecret' | 'startAt' | 'endAt' | 'timeZone'>,
  dates: Iterable<string>,
  now: Date,
): Promise<Map<string, ObjectOfTheDay>> {
  const revealed = [...new Set(dates)].filter((date) => isObjectDayRevealed(date, tournament, now));
  if (revealed.length === 0) return new Map();
  const speciesList = await tournamentSpeciesOf(db, tournament.id);
  return new Map(revealed.map((date) => [date, objectOfDay(tournament, date, speciesList)]));
}

/** The ids of the tournament's members whose accounts are live (who can still be written to). */
export async function participantIdsOf(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: users.id })
    .from(tournamentMembers)
    .innerJoin(users, eq(users.id, tournamentMembers.userId))
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), isNull(users.deletedAt)));
  return rows.map((row) => row.userId);
}

/** Sets the tournament Finished, in the caller's transaction (judging finished: results are official). */
export async function markTournamentFinished(tx: Db, tournamentId: string): Promise<void> {
  await tx.update(tournaments).set({ status: 'Finished' }).where(eq(tournaments.id, tournamentId));
}
