import { and, eq, fillPlaceholders, gt, gte, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import { clampPageSize, type FeedCursor } from '@tightlines/domain';
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

export function windowFilter(window: { start?: Date; end?: Date }): SQL[] {
  return [
    ...(window.start ? [gte(s.startAt, window.start)] : []),
    ...(window.end ? [lte(s.startAt, window.end)] : []),
  ];
}

/**
 * Keyset `(start_at, id) < cursor`, by fishing date newest first (spec §2); falls back to OFFSET
 * only when asked for it.
 * The row comparison is what lets the planner start the index scan at the cursor (the same
 * condition spelled with OR is only a filter: every earlier row would be read again).
 */
async function page(db: Db, where: SQL[], request: PageRequest, withLogs: boolean): Promise<CardText[]> {
  const { cursor } = request;
  const keyset = cursor
    ? [sql`(${s.startAt}, ${s.id}) < (${cursor.startAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`]
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

/** The cards of `findFeed` as the database sends them: the JSON text of each (card-query.ts). */
export function readFeedCards(
  db: Db,
  window: { start?: Date; end?: Date },
  request: PageRequest,
): Promise<CardText[]> {
  if (!request.cursor && request.offset) {
    // Spec §7's offset paging: rare, so built each time rather than prepared.
    return page(db, [eq(s.deleted, false), eq(s.hidden, false), ...windowFilter(window)], request, false);
  }
  const { shape, name, values } = feedStatementOf(window, request);
  const query = prepared(db, name, () => feedQuery(db, shape).prepare(name));
  return query.execute(values).then((cards) => cards.map((row) => row.card));
}

/**
 * The statement `readFeedCards` runs for a keyset `request` (prepared under `name`), as its SQL
 * text and parameters: what the plan test and the benchmark EXPLAIN.
 */
export function feedStatement(db: Db, window: { start?: Date; end?: Date }, request: PageRequest) {
  const { shape, name, values } = feedStatementOf(window, request);
  const { sql: text, params } = feedQuery(db, shape).toSQL();
  return { name, sql: text, params: fillPlaceholders(params, values) };
}

/** Which prepared statement a keyset page is read by, and its values. */
function feedStatementOf(window: { start?: Date; end?: Date }, { cursor, limit }: PageRequest) {
  const shape = {
    cursor: Boolean(cursor),
    start: Boolean(window.start),
    end: Boolean(window.end),
    limit: clampPageSize(limit),
  };
  const name = `sessions_feed${shape.cursor ? '_cursor' : ''}${shape.start ? '_start' : ''}${shape.end ? '_end' : ''}_${shape.limit}`;
  const values = {
    startAt: cursor?.startAt.toISOString(),
    id: cursor?.id,
    start: window.start?.toISOString(),
    end: window.end?.toISOString(),
  };
  return { shape, name, values };
}

/**
 * The feed query of one shape (with or without a cursor, a window start, a window end; a page size),
 * with placeholders for the values: it is built and prepared once, then only executed.
 */
function feedQuery(db: Db, shape: { cursor: boolean; start: boolean; end: boolean; limit: number }) {
  // PostgreSQL plans a prepared statement for its first five executions with their values, then
  // keeps one generic plan unless that plan looks costlier than the ones made with values. Planning
  // this statement costs more than running it, so every value reaches it through an uncorrelated
  // subquery, `(select $1)`, which no plan can see into: the plans made with values are then the
  // generic plan, which is kept. That plan must be right for any values (feed-plan.test.ts):
  // `false` and the page size go in literally, so the partial index's condition is provably met and
  // the plan is made for ten rows (a generic `limit $1` is taken for a tenth of the table). The
  // window, the order and the cursor are all on the fishing date, so one index walk from the cursor
  // (or the window's end) answers the page and stops at the window's start.
  const keyset = shape.cursor
    ? [sql`(${s.startAt}, ${s.id}) < (${unseen('startAt', 'timestamptz')}, ${unseen('id', 'uuid')})`]
    : [];
  return selectCards(db, {
    where: and(
      sql`${s.deleted} = false`,
      sql`${s.hidden} = false`,
      ...(shape.start ? [sql`${s.startAt} >= ${unseen('start', 'timestamptz')}`] : []),
      ...(shape.end ? [sql`${s.startAt} <= ${unseen('end', 'timestamptz')}`] : []),
      ...keyset,
    ),
    limit: sql.raw(String(shape.limit)),
    withLogs: false,
  });
}

/** A prepared statement's value `name` as the planner cannot see it (see feedQuery). */
const unseen = (name: string, type: 'timestamptz' | 'uuid') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * The feed's version: the database moves it in the transaction of any write that changes what a
 * card shows (migration 0017), so a page read at the same version is still what readers would get.
 */
export async function readFeedVersion(db: Db): Promise<number> {
  const query = prepared(db, 'feed_version', () =>
    db.select({ version: t.feedVersion.version }).from(t.feedVersion).prepare('feed_version'),
  );
  const [row] = await query.execute();
  if (!row) throw new Error('feed_version has no row (migration 0017)');
  return row.version;
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

/**
 * Inserts a session captured offline under its owner's `clientKey`; null when that owner already
 * has a session under that key (a concurrent insert of it waits for the first to commit).
 */
export async function insertCapturedSession(
  db: Db,
  values: typeof s.$inferInsert & { clientKey: string },
): Promise<SessionRow | null> {
  const [row] = await db.insert(s).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The id of the owner's session captured offline under `clientKey`, deleted or not; null if none. */
export async function findCapturedSessionId(db: Db, ownerId: string, clientKey: string) {
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.ownerId, ownerId), eq(s.clientKey, clientKey)));
  return row?.id ?? null;
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

/** Where a user's home locality (their profile's locality) is, or null when they have none. */
export async function homePositionOf(
  db: Db,
  userId: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await db
    .select({ latitude: t.localities.latitude, longitude: t.localities.longitude })
    .from(t.users)
    .innerJoin(t.localities, eq(t.localities.id, t.users.localityId))
    .where(eq(t.users.id, userId));
  return row ?? null;
}
