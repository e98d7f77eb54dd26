import {
  statusesOfFilter,
  type FishLogStatus,
  type JudgingCatchQuery,
  type LogCounters,
} from '@tightlines/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { afterCursor, type KeysetOrder } from '../../db/keyset-page';
import {
  boats,
  catchDecisions,
  fishingSessions,
  fishLogs,
  fishLogVideos,
  judgingNotes,
  sessionTeamMembers,
  species,
  tournamentLogComments,
  users,
} from '../../db/schema';
import type { KeysetCursor } from '@tightlines/domain';

/**
 * The catches of a tournament (issue 22): the live fish logs of its live tournament sessions. The
 * angler is the session's owner, the boat the session's boat.
 */

/** A video the judges can play: a stored key that is not empty or 'NO URL' (spec §5). */
const playableVideo = sql`btrim(${fishLogVideos.storageKey}) <> '' and upper(btrim(${fishLogVideos.storageKey})) <> 'NO URL'`;

const hasVideo = sql<boolean>`exists (select 1 from ${fishLogVideos} where ${fishLogVideos.logId} = ${fishLogs.id} and ${playableVideo})`;

/** The status the judges see (domain `judgedStatusOf`): a Pending catch without a video is Invalid. */
export const judgedStatus = sql<FishLogStatus>`(case when ${fishLogs.status} = 'Pending' and not ${hasVideo} then 'Invalid' else ${fishLogs.status} end)`;

/** The feed's narrowing filters: one boat, the anglers of one team, one day (official time zone). */
export interface CatchFilters {
  boatId?: string;
  /** The anglers a registered team fishes with (issue 38); none: no catch. */
  anglerIds?: readonly string[];
  date?: string;
  timeZone: string;
}

/** The catches of the tournament, optionally of one boat, one team's anglers and one day. */
export function catchScope(tournamentId: string, filters: CatchFilters = { timeZone: 'UTC' }): SQL {
  return and(
    eq(fishingSessions.tournamentId, tournamentId),
    eq(fishingSessions.isTournamentSession, true),
    eq(fishingSessions.deleted, false),
    eq(fishLogs.deleted, false),
    filters.boatId ? eq(fishingSessions.boatId, filters.boatId) : undefined,
    filters.anglerIds
      ? filters.anglerIds.length
        ? inArray(fishingSessions.ownerId, [...filters.anglerIds])
        : sql`false`
      : undefined,
    filters.date
      ? sql`(${fishLogs.logTime} at time zone ${filters.timeZone})::date = ${filters.date}::date`
      : undefined,
  )!;
}

const judge = alias(users, 'judge');
const angler = alias(users, 'angler');

/** Who a catch belongs to (domain `CatchTies`): nobody tied to it judges it. */
const TIES_COLUMNS = {
  anglerId: fishingSessions.ownerId,
  crewIds: sql<
    string[]
  >`coalesce((select array_agg(${sessionTeamMembers.userId}::text) from ${sessionTeamMembers} where ${sessionTeamMembers.sessionId} = ${fishingSessions.id}), '{}')`,
  boatOwnerId: boats.ownerId,
  boatCaptainEmail: boats.captainEmail,
};

const CATCH_COLUMNS = {
  log: fishLogs,
  judgedStatus,
  sessionHidden: fishingSessions.hidden,
  ownerId: fishingSessions.ownerId,
  anglerName: angler.name,
  anglerLastname: angler.lastname,
  boatId: boats.id,
  boatName: boats.name,
  speciesName: species.name,
  decision: catchDecisions,
  judgeName: judge.name,
  judgeLastname: judge.lastname,
  ties: TIES_COLUMNS,
};

function catchQuery(db: Db) {
  return db
    .select(CATCH_COLUMNS)
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .innerJoin(angler, eq(angler.id, fishingSessions.ownerId))
    .innerJoin(species, eq(species.id, fishLogs.speciesId))
    .leftJoin(boats, eq(boats.id, fishingSessions.boatId))
    .leftJoin(catchDecisions, eq(catchDecisions.logId, fishLogs.id))
    .leftJoin(judge, eq(judge.id, catchDecisions.judgeId));
}

export type CatchRow = Awaited<ReturnType<typeof findCatch>> & object;

const OLDEST_FIRST: KeysetOrder = { at: fishLogs.logTime, id: fishLogs.id, direction: 'asc' };

/** One page of catches (oldest first, keyset on log time and id), `limit + 1` rows. */
export async function findCatchPage(
  db: Db,
  tournamentId: string,
  filters: CatchFilters,
  query: Pick<JudgingCatchQuery, 'status' | 'limit'>,
  after: KeysetCursor | null,
) {
  return catchQuery(db)
    .where(
      and(
        catchScope(tournamentId, filters),
        query.status ? inArray(judgedStatus, statusesOfFilter(query.status)) : undefined,
        afterCursor(OLDEST_FIRST, after),
      ),
    )
    .orderBy(asc(fishLogs.logTime), asc(fishLogs.id))
    .limit(query.limit + 1);
}

/** One catch of the tournament, or undefined. */
export async function findCatch(db: Db, tournamentId: string, catchId: string) {
  const [row] = await catchQuery(db).where(and(catchScope(tournamentId), eq(fishLogs.id, catchId)));
  return row;
}

/** Locks one catch of the tournament for a decision; its judged status and ties, or undefined. */
export async function lockCatch(db: Db, tournamentId: string, catchId: string) {
  const [row] = await db
    .select({
      id: fishLogs.id,
      status: fishLogs.status,
      points: fishLogs.points,
      judgedStatus,
      ties: TIES_COLUMNS,
    })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .leftJoin(boats, eq(boats.id, fishingSessions.boatId))
    .where(and(catchScope(tournamentId), eq(fishLogs.id, catchId)))
    .for('update', { of: fishLogs });
  return row;
}

/** The log counters and judge summary of the tournament's catches (boat, team and day filters applied). */
export async function countCatches(
  db: Db,
  tournamentId: string,
  filters: CatchFilters,
): Promise<LogCounters & { released: number; notReleased: number }> {
  const countOf = (status: FishLogStatus) =>
    sql<number>`count(*) filter (where ${judgedStatus} = ${status})::int`;
  const [row] = await db
    .select({
      Pending: countOf('Pending'),
      Invalid: countOf('Invalid'),
      released: countOf('Approved'),
      notReleased: countOf('Refused'),
      All: sql<number>`count(*)::int`,
    })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .where(catchScope(tournamentId, filters));
  const counts = row!;
  return { ...counts, Qualified: counts.released + counts.notReleased };
}

/** The boats with catches in the tournament, by name (the boat filter). */
export async function boatsOfCatches(db: Db, tournamentId: string) {
  return db
    .selectDistinct({ boatId: boats.id, boatName: boats.name })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .innerJoin(boats, eq(boats.id, fishingSessions.boatId))
    .where(catchScope(tournamentId))
    .orderBy(asc(boats.name), asc(boats.id));
}

/** The playable videos of the catches, by catch, oldest first. */
export async function videosOf(db: Db, logIds: string[]) {
  if (!logIds.length) return [];
  return db
    .select()
    .from(fishLogVideos)
    .where(and(inArray(fishLogVideos.logId, logIds), playableVideo))
    .orderBy(asc(fishLogVideos.createdAt), asc(fishLogVideos.id));
}

/** The judges' notes on the catches, with their authors' names, in the order they were written. */
export async function notesOf(db: Db, logIds: string[]) {
  if (!logIds.length) return [];
  return db
    .select({ note: judgingNotes, name: users.name, lastname: users.lastname })
    .from(judgingNotes)
    .innerJoin(users, eq(users.id, judgingNotes.authorId))
    .where(inArray(judgingNotes.logId, logIds))
    .orderBy(asc(judgingNotes.createdAt), asc(judgingNotes.id));
}

/** The comments on the catches (spec §3 tournament log comment), oldest first. */
export async function commentsOf(db: Db, logIds: string[]) {
  if (!logIds.length) return [];
  return db
    .select({ comment: tournamentLogComments, name: users.name, lastname: users.lastname })
    .from(tournamentLogComments)
    .innerJoin(users, eq(users.id, tournamentLogComments.authorId))
    .where(inArray(tournamentLogComments.logId, logIds))
    .orderBy(asc(tournamentLogComments.createdAt), asc(tournamentLogComments.id));
}

/** Marks the Pending catches without a video Invalid (when judging finishes); how many. */
export async function storeInvalidCatches(db: Db, tournamentId: string): Promise<number> {
  const ids = await db
    .select({ id: fishLogs.id })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .where(and(catchScope(tournamentId), sql`${judgedStatus} = 'Invalid'`, eq(fishLogs.status, 'Pending')));
  if (!ids.length) return 0;
  await db
    .update(fishLogs)
    .set({ status: 'Invalid', points: 0 })
    .where(
      inArray(
        fishLogs.id,
        ids.map((row) => row.id),
      ),
    );
  return ids.length;
}

/** The catches as the standings need them (every live catch of the tournament). */
export async function standingsCatchesOf(db: Db, tournamentId: string) {
  return db
    .select({
      catchId: fishLogs.id,
      boatId: boats.id,
      boatName: boats.name,
      anglerId: angler.id,
      anglerName: sql<string>`trim(${angler.name} || ' ' || coalesce(${angler.lastname}, ''))`,
      logTime: fishLogs.logTime,
    })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .innerJoin(angler, eq(angler.id, fishingSessions.ownerId))
    .leftJoin(boats, eq(boats.id, fishingSessions.boatId))
    .where(catchScope(tournamentId));
}

export type DecisionRow = typeof catchDecisions.$inferSelect;

/** The decision recorded on a catch, if any. */
export async function getDecision(db: Db, logId: string): Promise<DecisionRow | undefined> {
  const [decision] = await db.select().from(catchDecisions).where(eq(catchDecisions.logId, logId));
  return decision;
}

/** Records a catch's decision (replacing its last one) and gives the catch its status and points. */
export async function saveDecision(tx: Db, decision: typeof catchDecisions.$inferInsert): Promise<void> {
  await tx
    .insert(catchDecisions)
    .values(decision)
    .onConflictDoUpdate({ target: catchDecisions.logId, set: decision });
  await tx
    .update(fishLogs)
    .set({ status: decision.status, points: decision.points })
    .where(eq(fishLogs.id, decision.logId));
}

/** A video of the catch, by its id (none when the video is another catch's). */
export async function findVideoOfCatch(db: Db, logId: string, videoId: string) {
  const [video] = await db
    .select({ id: fishLogVideos.id })
    .from(fishLogVideos)
    .where(and(eq(fishLogVideos.id, videoId), eq(fishLogVideos.logId, logId)));
  return video;
}

export async function insertNote(tx: Db, note: typeof judgingNotes.$inferInsert): Promise<string> {
  const [row] = await tx.insert(judgingNotes).values(note).returning({ id: judgingNotes.id });
  return row!.id;
}

export async function insertComment(
  tx: Db,
  comment: typeof tournamentLogComments.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(tournamentLogComments)
    .values(comment)
    .returning({ id: tournamentLogComments.id });
  return row!.id;
}

/** A live catch with its session's owner and tournament and its refusal reason (any tournament's). */
export async function findCatchOfAnyTournament(db: Db, catchId: string) {
  const [row] = await db
    .select({
      log: fishLogs,
      // The status the judges see (a catch with no video to judge is Invalid): one rule, both views.
      status: judgedStatus,
      ownerId: fishingSessions.ownerId,
      tournamentId: fishingSessions.tournamentId,
      refusalReason: catchDecisions.refusalReason,
    })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .leftJoin(catchDecisions, eq(catchDecisions.logId, fishLogs.id))
    .where(and(eq(fishLogs.id, catchId), eq(fishLogs.deleted, false), eq(fishingSessions.deleted, false)));
  return row;
}

/** How many catches of each tournament wait for a decision. */
export async function pendingCountsOf(db: Db, tournamentIds: string[]): Promise<Map<string, number>> {
  if (!tournamentIds.length) return new Map();
  const rows = await db
    .select({ tournamentId: fishingSessions.tournamentId, count: sql<number>`count(*)::int` })
    .from(fishLogs)
    .innerJoin(fishingSessions, eq(fishingSessions.id, fishLogs.sessionId))
    .where(
      and(
        inArray(fishingSessions.tournamentId, tournamentIds),
        eq(fishingSessions.isTournamentSession, true),
        eq(fishingSessions.deleted, false),
        eq(fishLogs.deleted, false),
        sql`${judgedStatus} = 'Pending'`,
      ),
    )
    .groupBy(fishingSessions.tournamentId);
  return new Map(rows.map((row) => [row.tournamentId!, row.count]));
}
