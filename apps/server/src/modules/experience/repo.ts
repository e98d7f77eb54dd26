import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Fishing experience queries. */

export type ExperienceRow = typeof t.fishingExperiences.$inferSelect;

export async function getFishingTypeByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(t.fishingTypes)
    .where(ilike(t.fishingTypes.name, name.replace(/[\\%_]/g, '\\$&')));
  return row ?? null;
}

export async function getWorkTypeByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(t.workTypes)
    .where(ilike(t.workTypes.name, name.replace(/[\\%_]/g, '\\$&')));
  return row ?? null;
}

export function findCountriesByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.select().from(t.countries).where(inArray(t.countries.code, codes));
}

/** A user's experiences with their type names, oldest first (the first one counts for completeness). */
export async function findExperiencesOf(db: Db, userId: string) {
  const rows = await db
    .select({
      experience: t.fishingExperiences,
      fishingTypeName: t.fishingTypes.name,
      workTypeName: t.workTypes.name,
    })
    .from(t.fishingExperiences)
    .innerJoin(t.fishingTypes, eq(t.fishingTypes.id, t.fishingExperiences.fishingTypeId))
    .innerJoin(t.workTypes, eq(t.workTypes.id, t.fishingExperiences.workTypeId))
    .where(eq(t.fishingExperiences.userId, userId))
    .orderBy(asc(t.fishingExperiences.createdAt), asc(t.fishingExperiences.id));
  const countries = rows.length
    ? await db
        .select({
          experienceId: t.fishingExperienceCountries.experienceId,
          code: t.countries.code,
          name: t.countries.name,
        })
        .from(t.fishingExperienceCountries)
        .innerJoin(t.countries, eq(t.countries.code, t.fishingExperienceCountries.countryCode))
        .where(
          inArray(
            t.fishingExperienceCountries.experienceId,
            rows.map((row) => row.experience.id),
          ),
        )
        .orderBy(asc(t.fishingExperienceCountries.position))
    : [];
  return rows.map((row) => ({
    ...row,
    countries: countries
      .filter((country) => country.experienceId === row.experience.id)
      .map(({ code, name }) => ({ code, name })),
  }));
}

export type ExperienceView = Awaited<ReturnType<typeof findExperiencesOf>>[number];

export async function getExperienceForUpdate(db: Db, id: string): Promise<ExperienceRow | null> {
  const [row] = await db
    .select()
    .from(t.fishingExperiences)
    .where(eq(t.fishingExperiences.id, id))
    .for('update');
  return row ?? null;
}

export async function insertExperience(db: Db, values: typeof t.fishingExperiences.$inferInsert) {
  const [row] = await db.insert(t.fishingExperiences).values(values).returning();
  if (!row) throw new Error('insert returned no experience');
  return row;
}

export async function updateExperience(
  db: Db,
  id: string,
  values: Partial<typeof t.fishingExperiences.$inferInsert>,
): Promise<void> {
  await db.update(t.fishingExperiences).set(values).where(eq(t.fishingExperiences.id, id));
}

/** Replaces the countries of an experience, keeping the order they were given in. */
export async function replaceCountries(db: Db, experienceId: string, codes: string[]): Promise<void> {
  await db
    .delete(t.fishingExperienceCountries)
    .where(eq(t.fishingExperienceCountries.experienceId, experienceId));
  if (codes.length === 0) return;
  await db
    .insert(t.fishingExperienceCountries)
    .values(codes.map((countryCode, position) => ({ experienceId, countryCode, position })));
}

export async function deleteExperience(db: Db, id: string, userId: string): Promise<void> {
  await db
    .delete(t.fishingExperiences)
    .where(and(eq(t.fishingExperiences.id, id), eq(t.fishingExperiences.userId, userId)));
}
