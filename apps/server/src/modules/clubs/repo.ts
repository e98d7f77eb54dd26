import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  clubFollows,
  clubMembers,
  clubRequests,
  clubs,
  regions,
  type ClubRequestAction,
} from '../../db/schema';

/** Club queries. Every query takes the transaction (or the database) it runs in. */

const CLUB_COLUMNS = {
  club: clubs,
  regionName: regions.name,
  membersCount: sql<number>`(select count(*)::int from ${clubMembers} where ${clubMembers.clubId} = ${clubs.id})`,
};

export type ClubView = { club: typeof clubs.$inferSelect; regionName: string | null; membersCount: number };

function selectClubs(db: Db) {
  return db.select(CLUB_COLUMNS).from(clubs).leftJoin(regions, eq(regions.id, clubs.regionId));
}

/** Every club, by name. */
export function findAllClubs(db: Db): Promise<ClubView[]> {
  return selectClubs(db).orderBy(asc(clubs.name));
}

export function findClubsByIds(db: Db, ids: string[]): Promise<ClubView[]> {
  if (!ids.length) return Promise.resolve([]);
  return selectClubs(db).where(inArray(clubs.id, ids)).orderBy(asc(clubs.name));
}

export function findClubsExcept(db: Db, ids: string[]): Promise<ClubView[]> {
  return selectClubs(db)
    .where(ids.length ? notInArray(clubs.id, ids) : undefined)
    .orderBy(asc(clubs.name));
}

export async function findClubView(db: Db, clubId: string): Promise<ClubView | null> {
  const [row] = await selectClubs(db).where(eq(clubs.id, clubId));
  return row ?? null;
}

/** The club's row, locked for a change of its membership when `lock`. */
export async function findClub(db: Db, clubId: string, lock = false) {
  const query = db.select().from(clubs).where(eq(clubs.id, clubId));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

export type ClubRow = typeof clubs.$inferSelect;

export async function findClubByName(db: Db, name: string): Promise<ClubRow | null> {
  const [row] = await db
    .select()
    .from(clubs)
    .where(sql`lower(${clubs.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertClub(db: Db, values: typeof clubs.$inferInsert): Promise<ClubRow> {
  const [row] = await db.insert(clubs).values(values).returning();
  return row!;
}

export async function updateClub(db: Db, clubId: string, values: Partial<typeof clubs.$inferInsert>) {
  const [row] = await db
    .update(clubs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clubs.id, clubId))
    .returning();
  return row ?? null;
}

/** The user's relation to each club they follow, belong to or asked about. */
export async function findRelationsOf(db: Db, userId: string) {
  const [follows, members, pending] = await Promise.all([
    db.select({ clubId: clubFollows.clubId }).from(clubFollows).where(eq(clubFollows.userId, userId)),
    db
      .select({ clubId: clubMembers.clubId, endsAt: clubMembers.endsAt })
      .from(clubMembers)
      .where(eq(clubMembers.userId, userId)),
    db
      .select({ clubId: clubRequests.clubId, action: clubRequests.action })
      .from(clubRequests)
      .where(and(eq(clubRequests.userId, userId), eq(clubRequests.status, 'pending'))),
  ]);
  return { follows, members, pending };
}

export async function follow(db: Db, clubId: string, userId: string): Promise<void> {
  await db.insert(clubFollows).values({ clubId, userId }).onConflictDoNothing();
}

export async function unfollow(db: Db, clubId: string, userId: string): Promise<void> {
  await db.delete(clubFollows).where(and(eq(clubFollows.clubId, clubId), eq(clubFollows.userId, userId)));
}

export async function findMember(db: Db, clubId: string, userId: string, lock = false) {
  const query = db
    .select()
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function hasPendingRequest(db: Db, clubId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(clubRequests)
    .where(
      and(
        eq(clubRequests.clubId, clubId),
        eq(clubRequests.userId, userId),
        eq(clubRequests.status, 'pending'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Writes a request waiting for the job; null when one is already waiting for this member and club
 * (or, for a paid join, when this checkout's request exists: a payment event delivered twice).
 */
export async function insertRequest(
  db: Db,
  values: {
    clubId: string;
    userId: string;
    action: ClubRequestAction;
    quantity?: number;
    checkoutId?: string;
  },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(clubRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: clubRequests.id });
  return row ?? null;
}

/** The request, locked for its processing: two runs of the job process it one after the other. */
export async function lockRequest(db: Db, requestId: string) {
  const [row] = await db.select().from(clubRequests).where(eq(clubRequests.id, requestId)).for('update');
  return row ?? null;
}

export async function markRequest(db: Db, requestId: string, status: 'approved' | 'refused', at: Date) {
  await db.update(clubRequests).set({ status, processedAt: at }).where(eq(clubRequests.id, requestId));
}

export async function upsertMember(
  db: Db,
  values: { clubId: string; userId: string; endsAt: Date | null; quantity: number; joinedAt: Date },
): Promise<void> {
  await db
    .insert(clubMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [clubMembers.clubId, clubMembers.userId],
      set: { endsAt: values.endsAt, quantity: values.quantity },
    });
}

export async function deleteMember(db: Db, clubId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
    .returning({ userId: clubMembers.userId });
  return rows.length > 0;
}

/** Paid memberships ending by `until`, with their club's name (the expiry job's reads). */
export function findMembershipsEndingBy(db: Db, until: Date) {
  return db
    .select({
      clubId: clubMembers.clubId,
      userId: clubMembers.userId,
      endsAt: clubMembers.endsAt,
      clubName: clubs.name,
    })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(and(isNotNull(clubMembers.endsAt), lte(clubMembers.endsAt, until)))
    .limit(500);
}

/** Ends one membership whose subscription ended by `now`, if it still has (a renewal may have come). */
export async function deleteEndedMember(db: Db, clubId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(clubMembers)
    .where(
      and(
        eq(clubMembers.clubId, clubId),
        eq(clubMembers.userId, userId),
        isNotNull(clubMembers.endsAt),
        lte(clubMembers.endsAt, now),
      ),
    )
    .returning({ userId: clubMembers.userId });
  return rows.length > 0;
}

/**
 * The user ids of the club's current members at `now`, as a subquery (not run here): the SQL form of
 * the domain's `isCurrentMembership` (no end, or an end still to come).
 */
export function currentMemberIdsQuery(db: Db, clubId: string, now: Date) {
  return db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), or(isNull(clubMembers.endsAt), gt(clubMembers.endsAt, now))));
}
