import { and, eq, gt, gte, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import type { FeedCursor } from '@tightlines/domain';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import * as t from '../../db/schema';
import {
  cardFromText,
  nameColumns,
  selectCards,
  toFeedRows,
  type CardText,
  type FeedRow,
  type SessionRow,
  type SessionView,
} from './card-query';

/** Fishing-session queries. Every function takes the transaction (or the db) it runs in. */

export type { SessionRow };
export type CounterColumn = 'releases' | 'raises' | 'bites' | 'harvests' | 'numComments';

export interface PageRequest {
  cursor: FeedCursor | null;
  offset: number | undefined;
  limit: number;
}

/** A session with the names it refers to: its owner, boat and locality. */
const viewColumns = { session: t.fishingSessions, ...nameColumns };

/** Sessions with the names they refer to: owner, boat, locality. */
function selectSessionViews(db: Db) {
  return db
    .select(viewColumns)
    .from(t.fishingSessions)
    .innerJoin(t.users, eq(t.users.id, t.fishingSessions.ownerId))
    .leftJoin(t.boats, eq(t.boats.id, t.fishingSessions.boatId))
    .leftJoin(t.localities, eq(t.localities.id, t.fishingSessions.localityId));
}

export type { FeedRow, SessionView };

const s = t.fishingSessions;

function windowFilter(window: { start?: Date; end?: Date }): SQL[] {
  return [
    ...(window.start ? [gte(s.startAt, window.start)] : []),
    ...(window.end ? [lte(s.startAt, window.end)] : []),
  ];
}

/**
 * Keyset `(created_at, id) < cursor`, newest first; falls back to OFFSET only when asked for it.
 * The row comparison is what lets the planner start the index scan at the cursor (the same
 * condition spelled with OR is only a filter: every earlier row would be read again).
 */
async function page(db: Db, where: SQL[], request: PageRequest, withLogs: boolean): Promise<CardText[]> {
  const { cursor } = request;
  const keyset = cursor
    ? [sql`(${s.createdAt}, ${s.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`]
    : [];
  const offset = cursor ? undefined : request.offset;
  const rows = await selectCards(db, {
    where: and(...where, ...keyset),
    limit: request.limit,
    offset,
    withLogs,
  });
  return rows.map((row) => row.card);
}

/** The public feed: sessions neither deleted nor hidden, started inside the window (cards without their logs). */
export async function findFeed(
  db: Db,
  window: { start?: Date; end?: Date },
  request: PageRequest,
): Promise<FeedRow[]> {
  return (await readFeedCards(db, window, request)).map(cardFromText);
}

/** The cards of `findFeed` as the database sends them (the guests' feed presents each text once). */
export function readFeedCards(
  db: Db,
  window: { start?: Date; end?: Date },
  request: PageRequest,
): Promise<CardText[]> {
  const { cursor } = request;
  if (!cursor && request.offset) {
    // Spec §7's offset paging: rare, so built each time rather than prepared.
    return page(db, [eq(s.deleted, false), eq(s.hidden, false), ...windowFilter(window)], request, false);
  }
  const shape = { cursor: Boolean(cursor), start: Boolean(window.start), end: Boolean(window.end) };
  const name = `sessions_feed${shape.cursor ? '_cursor' : ''}${shape.start ? '_start' : ''}${shape.end ? '_end' : ''}`;
  const query = prepared(db, name, () => feedQuery(db, shape).prepare(name));
  const rows = query.execute({
    limit: request.limit,
    createdAt: cursor?.createdAt.toISOString(),
    id: cursor?.id,
    start: window.start?.toISOString(),
    end: window.end?.toISOString(),
  });
  return rows.then((cards) => cards.map((row) => row.card));
}

/** The columns a window condition reads, of the sessions table or of an alias of it. */
type WindowColumns = Record<'deleted' | 'hidden' | 'startAt', AnyPgColumn>;

/**
 * The feed query of one shape (with or without a cursor, a window start, a window end), with
 * placeholders for the values: it is built and prepared once, then only executed.
 */
function feedQuery(db: Db, shape: { cursor: boolean; start: boolean; end: boolean }) {
  // The statement is prepared once and PostgreSQL then keeps one generic plan for it (planning
  // this statement costs more than running it), so the plan must be right for any values:
  // - `false` literally, not as parameters, so the partial indexes' conditions are provably met;
  // - the pages' own start dates read as `start_at + interval '0'`, so that the plan walks the
  //   feed index newest first from the cursor rather than collecting the window by start date and
  //   sorting it (which a generic plan, blind to the window's size, would otherwise pick).
  const inWindow = (table: WindowColumns, startIndexed = true) => {
    const startAt = startIndexed ? sql`${table.startAt}` : sql`(${table.startAt} + interval '0 seconds')`;
    return [
      sql`${table.deleted} = false`,
      sql`${table.hidden} = false`,
      ...(shape.start ? [sql`${startAt} >= ${sql.placeholder('start')}::timestamptz`] : []),
      ...(shape.end ? [sql`${startAt} <= ${sql.placeholder('end')}::timestamptz`] : []),
    ];
  };
  const keyset = shape.cursor
    ? [
        sql`(${s.createdAt}, ${s.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
      ]
    : [];
  return selectCards(db, {
    where: and(...inWindow(s, false), ...(shape.start ? [creationFloor(db, inWindow)] : []), ...keyset),
    limit: sql.placeholder('limit'),
    withLogs: false,
  });
}

/**
 * The window is on start dates but pages go by creation, so past the window's last session the
 * scan would read the rest of the index (every older session) to find nothing. It stops at a floor
 * no session of the window was created before: the window's start, since a session is normally
 * logged after it started, or else the oldest creation among the window's sessions that were
 * logged ahead of their start (a small partial index; none at all, most of the time). (`+ interval
 * '0'` keeps the planner from answering min() backwards along the creation index: a long scan.)
 */
function creationFloor(db: Db, inWindow: (table: WindowColumns) => SQL[]): SQL {
  const w = alias(s, 'window_sessions');
  const datedAhead = db
    .select({ createdAt: sql`min(${w.createdAt} + interval '0 seconds')` })
    .from(w)
    .where(and(...inWindow(w), sql`${w.createdAt} < ${w.startAt}`));
  return sql`${s.createdAt} >= least(${sql.placeholder('start')}::timestamptz, (${datedAhead}))`;
}

/** When the next visible session dated after `now` starts (it then enters the guests' window), or null. */
export async function nextFeedStart(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ startAt: s.startAt })
    .from(s)
    .where(and(eq(s.deleted, false), eq(s.hidden, false), gt(s.startAt, now)))
    .orderBy(s.startAt)
    .limit(1);
  return row?.startAt ?? null;
}

/** The owner's sessions (hidden ones included), started inside the window. */
export async function findOwned(
  db: Db,
  ownerId: string,
  window: { start?: Date; end?: Date },
  request: PageRequest,
): Promise<FeedRow[]> {
  const where = [eq(s.ownerId, ownerId), eq(s.deleted, false), ...windowFilter(window)];
  return (await page(db, where, request, true)).map(cardFromText);
}

/** When the owner last fished (the start of their latest session), or null. */
export async function lastDayFished(db: Db, ownerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(s.startAt) })
    .from(s)
    .where(and(eq(s.ownerId, ownerId), eq(s.deleted, false)));
  return row?.last ?? null;
}

export async function getSessionView(db: Db, id: string): Promise<SessionView | null> {
  const [row] = await selectSessionViews(db).where(eq(s.id, id));
  return row ?? null;
}

/** One session with its parts and logs, as a card shows it. */
export async function getSessionCard(db: Db, id: string): Promise<FeedRow | null> {
  const [row] = toFeedRows(await selectCards(db, { where: eq(s.id, id), withLogs: true }));
  return row ?? null;
}

export async function getSessionForUpdate(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(s).where(eq(s.id, id)).for('update');
  return row ?? null;
}

export async function insertSession(db: Db, values: typeof s.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(s).values(values).returning();
  if (!row) throw new Error('insert returned no session');
  return row;
}

export async function updateSession(db: Db, id: string, values: Partial<typeof s.$inferInsert>) {
  await db.update(s).set(values).where(eq(s.id, id));
}

/** Moves one counter by `delta` in SQL, so concurrent writers never lose an update. */
export async function bumpCounter(db: Db, id: string, column: CounterColumn, delta: number) {
  const target = s[column];
  await db
    .update(s)
    .set({ [column]: sql`greatest(${target} + ${delta}, 0)` })
    .where(eq(s.id, id));
}

export async function replaceTeam(db: Db, sessionId: string, userIds: string[]) {
  await db.delete(t.sessionTeamMembers).where(eq(t.sessionTeamMembers.sessionId, sessionId));
  if (userIds.length === 0) return;
  await db
    .insert(t.sessionTeamMembers)
    .values(userIds.map((userId) => ({ sessionId, userId })))
    .onConflictDoNothing();
}

/** Live users by e-mail (team members are named by e-mail). */
export function findUsersByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(and(inArray(t.users.email, emails), sql`${t.users.deletedAt} is null`));
}

/** Whether the boat is a live boat the user owns (sessions name only their owner's boats). */
export async function isOwnBoat(db: Db, boatId: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.boats.id })
    .from(t.boats)
    .where(and(eq(t.boats.id, boatId), eq(t.boats.ownerId, ownerId), sql`${t.boats.deletedAt} is null`));
  return Boolean(row);
}

export async function localityExists(db: Db, localityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.localities.id })
    .from(t.localities)
    .where(eq(t.localities.id, localityId));
  return Boolean(row);
}
