import { DEFAULT_PRIVACY, type PrivacySettings } from '@tightlines/domain';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Profile queries: the account row with its names, the profile extras, privacy. */

const active = isNull(t.users.deletedAt);
const addressCountries = alias(t.countries, 'address_countries');

/** A user with everything a profile shows, by e-mail; null for an unknown or deleted account. */
export async function getProfileRowByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      user: t.users,
      genderName: t.genders.name,
      localityName: t.localities.name,
      nationalityCode: t.countries.code,
      profile: t.userProfiles,
      addressCountryName: addressCountries.name,
    })
    .from(t.users)
    .leftJoin(t.genders, eq(t.genders.id, t.users.genderId))
    .leftJoin(t.localities, eq(t.localities.id, t.users.localityId))
    .leftJoin(t.countries, eq(t.countries.name, t.users.nationalityName))
    .leftJoin(t.userProfiles, eq(t.userProfiles.userId, t.users.id))
    .leftJoin(addressCountries, eq(addressCountries.code, t.userProfiles.countryCode))
    .where(and(eq(t.users.email, email.toLowerCase()), active));
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof getProfileRowByEmail>>>;

/** The account row, locked for the rest of the transaction. */
export async function getUserForUpdate(db: Db, userId: string) {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, userId), active))
    .for('update');
  return user ?? null;
}

export async function updateUser(db: Db, userId: string, values: Partial<typeof t.users.$inferInsert>) {
  await db.update(t.users).set(values).where(eq(t.users.id, userId));
}

export async function upsertUserProfile(
  db: Db,
  values: Omit<typeof t.userProfiles.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(t.userProfiles)
    .values(values)
    .onConflictDoUpdate({ target: t.userProfiles.userId, set: { ...changes, updatedAt: sql`now()` } });
}

export async function getPrivacy(db: Db, userId: string): Promise<PrivacySettings> {
  const [row] = await db.select().from(t.userPrivacy).where(eq(t.userPrivacy.userId, userId));
  if (!row) return DEFAULT_PRIVACY;
  const { userId: _userId, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

export async function upsertPrivacy(db: Db, userId: string, privacy: PrivacySettings): Promise<void> {
  await db
    .insert(t.userPrivacy)
    .values({ userId, ...privacy })
    .onConflictDoUpdate({ target: t.userPrivacy.userId, set: { ...privacy, updatedAt: sql`now()` } });
}

export async function getGender(db: Db, genderId: number) {
  const [row] = await db.select().from(t.genders).where(eq(t.genders.id, genderId));
  return row ?? null;
}

/** A state of a country by its name (ignoring case) or its code. */
export async function getStateOfCountry(db: Db, countryCode: string, nameOrCode: string) {
  const [row] = await db
    .select()
    .from(t.states)
    .where(
      and(
        eq(t.states.countryCode, countryCode),
        or(
          ilike(t.states.name, nameOrCode.replace(/[\\%_]/g, '\\$&')),
          eq(t.states.code, nameOrCode.toUpperCase()),
        ),
      ),
    );
  return row ?? null;
}

export async function countStatesOfCountry(db: Db, countryCode: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.states)
    .where(eq(t.states.countryCode, countryCode));
  return row?.count ?? 0;
}
