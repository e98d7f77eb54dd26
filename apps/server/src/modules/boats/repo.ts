import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Boat, motor and propeller-model queries. Deleted boats are invisible to every read here. */

export type BoatRow = typeof t.boats.$inferSelect;
export type MotorRow = typeof t.motors.$inferSelect;
export type ModelRow = typeof t.propellerModels.$inferSelect;

const liveBoat = isNull(t.boats.deletedAt);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

type NamedTable = PgTable & { id: typeof t.boatTypes.id; name: typeof t.boatTypes.name };

/** A row of a named catalogue (boat types, makes…) by name, ignoring case. */
export async function getNamedByName(db: Db, table: NamedTable, name: string) {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(ilike(table.name, escapeLike(name.trim())));
  return row ?? null;
}

/** A boat with the names of everything it refers to, its motor and its propeller model. */
function selectBoatViews(db: Db) {
  return db
    .select({
      boat: t.boats,
      typeName: t.boatTypes.name,
      makeName: t.boatMakes.name,
      countryName: t.countries.name,
      motor: t.motors,
      motorMakeName: t.motorMakes.name,
      model: t.propellerModels,
      manufacturerName: t.propellerManufacturers.name,
    })
    .from(t.boats)
    .innerJoin(t.boatTypes, eq(t.boatTypes.id, t.boats.typeId))
    .leftJoin(t.boatMakes, eq(t.boatMakes.id, t.boats.makeId))
    .innerJoin(t.countries, eq(t.countries.code, t.boats.countryCode))
    .innerJoin(t.motors, eq(t.motors.id, t.boats.motorId))
    .innerJoin(t.motorMakes, eq(t.motorMakes.id, t.motors.makeId))
    .innerJoin(t.propellerModels, eq(t.propellerModels.id, t.boats.modelId))
    .innerJoin(t.propellerManufacturers, eq(t.propellerManufacturers.id, t.propellerModels.manufacturerId));
}

export type BoatView = Awaited<ReturnType<typeof selectBoatViews>>[number];

export async function getBoatView(db: Db, boatId: string): Promise<BoatView | null> {
  const [row] = await selectBoatViews(db).where(and(eq(t.boats.id, boatId), liveBoat));
  return row ?? null;
}

/** Boats `user` owns, or captains by `email` (null: an address not proven captains nothing). */
function ownedOrCaptainedBy(user: { id: string; email: string | null }) {
  return user.email === null
    ? eq(t.boats.ownerId, user.id)
    : or(eq(t.boats.ownerId, user.id), eq(t.boats.captainEmail, user.email));
}

/** The boats a user owns or captains, oldest first. */
export function findBoatViewsOf(db: Db, user: { id: string; email: string | null }): Promise<BoatView[]> {
  return selectBoatViews(db)
    .where(and(ownedOrCaptainedBy(user), liveBoat))
    .orderBy(asc(t.boats.createdAt), asc(t.boats.id));
}

export async function getBoatForUpdate(db: Db, boatId: string): Promise<BoatRow | null> {
  const [row] = await db
    .select()
    .from(t.boats)
    .where(and(eq(t.boats.id, boatId), liveBoat))
    .for('update');
  return row ?? null;
}

export async function insertBoat(db: Db, values: typeof t.boats.$inferInsert): Promise<BoatRow> {
  const [row] = await db.insert(t.boats).values(values).returning();
  if (!row) throw new Error('insert returned no boat');
  return row;
}

export async function updateBoat(db: Db, boatId: string, values: Partial<typeof t.boats.$inferInsert>) {
  await db.update(t.boats).set(values).where(eq(t.boats.id, boatId));
}

export async function markBoatDeleted(db: Db, boatId: string, values: Partial<typeof t.boats.$inferInsert>) {
  await db
    .update(t.boats)
    .set({ ...values, deletedAt: sql`now()` })
    .where(eq(t.boats.id, boatId));
}

/** Keeps the captain (and a pending captaincy) of every boat when that person changes their e-mail. */
export async function renameCaptainEmail(db: Db, from: string, to: string): Promise<void> {
  await db.update(t.boats).set({ captainEmail: to }).where(eq(t.boats.captainEmail, from));
  await db.update(t.boats).set({ pendingCaptainEmail: to }).where(eq(t.boats.pendingCaptainEmail, from));
}

/** Live boats whose owner named this e-mail captain and which wait for their answer, oldest first. */
export function findCaptaincyInvitations(db: Db, email: string) {
  return db
    .select({
      boatUUID: t.boats.id,
      boatName: t.boats.name,
      ownerName: t.users.name,
      ownerLastname: t.users.lastname,
    })
    .from(t.boats)
    .innerJoin(t.users, eq(t.users.id, t.boats.ownerId))
    .where(and(eq(t.boats.pendingCaptainEmail, email), liveBoat))
    .orderBy(asc(t.boats.createdAt), asc(t.boats.id));
}

/** Whether a live boat owned or captained by this user uses the motor or model. */
export async function isOnBoatOf(
  db: Db,
  column: 'motorId' | 'modelId',
  id: string,
  user: { id: string; email: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: t.boats.id })
    .from(t.boats)
    .where(and(eq(t.boats[column], id), ownedOrCaptainedBy(user), liveBoat))
    .limit(1);
  return Boolean(row);
}
