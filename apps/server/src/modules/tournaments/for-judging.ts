import { dayInZone, isObjectDayRevealed, objectDayTiming, type ObjectOfTheDay } from '@tightlines/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
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
 * The object of each catch's day, for the judges: the day the catch was logged on in its angler's
 * calendar (`objectDayTiming`: a Global tournament's member's, from the zone they joined; any
 * other's, the official zone's), the object they were shown that day. Only days already revealed
 * at `now` (isObjectDayRevealed), so no answer carries a day's object before it.
 */
export async function objectsOfCatches(
  db: Db,
  tournament: Pick<
    TournamentRow,
    'id' | 'catchCodeSecret' | 'regionType' | 'startAt' | 'endAt' | 'uploadDeadlineAt' | 'timeZone'
  >,
  catches: { id: string; logTime: Date; anglerId: string }[],
  now: Date,
): Promise<Map<string, ObjectOfTheDay>> {
  const anglerIds = [...new Set(catches.map((logged) => logged.anglerId))];
  const zones =
    tournament.regionType === 'Global' && anglerIds.length
      ? await db
          .select({ userId: tournamentMembers.userId, timeZone: tournamentMembers.timeZone })
          .from(tournamentMembers)
          .where(
            and(
              eq(tournamentMembers.tournamentId, tournament.id),
              inArray(tournamentMembers.userId, anglerIds),
            ),
          )
      : [];
  const zoneOf = new Map(zones.map((row) => [row.userId, row.timeZone]));
  const days = catches.flatMap((logged) => {
    const timing = objectDayTiming(tournament, zoneOf.get(logged.anglerId) ?? 'UTC');
    const date = dayInZone(logged.logTime, timing.timeZone);
    return isObjectDayRevealed(date, timing, now) ? [{ id: logged.id, date }] : [];
  });
  if (days.length === 0) return new Map();
  const speciesList = await tournamentSpeciesOf(db, tournament.id);
  return new Map(days.map(({ id, date }) => [id, objectOfDay(tournament, date, speciesList)]));
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
