import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Catalogue queries. Every list is small and ordered for display. */

export function findSpecies(db: Db, fishTypeName?: 'Bill Fish' | 'Non Bill Fish') {
  return db
    .select()
    .from(t.species)
    .where(fishTypeName ? eq(t.species.fishTypeName, fishTypeName) : undefined)
    .orderBy(asc(t.species.fishTypeName), asc(t.species.name));
}

export function findRegions(db: Db) {
  return db
    .select({
      name: t.regions.name,
      nameEs: t.regions.nameEs,
      countryCode: t.regions.countryCode,
      localitiesCount: count(t.localities.id),
    })
    .from(t.regions)
    .leftJoin(t.localities, eq(t.localities.regionId, t.regions.id))
    .groupBy(t.regions.id)
    .orderBy(asc(t.regions.name));
}

export async function getRegionByName(db: Db, name: string) {
  const [region] = await db.select().from(t.regions).where(eq(t.regions.name, name));
  return region ?? null;
}

export function findLocalitiesOfRegion(db: Db, regionId: string) {
  return db
    .select()
    .from(t.localities)
    .where(eq(t.localities.regionId, regionId))
    .orderBy(asc(t.localities.name));
}

export async function getLocalityById(db: Db, localityId: string) {
  const [row] = await db.select().from(t.localities).where(eq(t.localities.id, localityId));
  return row ?? null;
}

export function findCountries(db: Db) {
  return db.select().from(t.countries).orderBy(asc(t.countries.name));
}

/** A country by its name or ISO code, ignoring case. */
export async function getCountry(db: Db, nameOrCode: string) {
  const [country] = await db
    .select()
    .from(t.countries)
    .where(
      or(ilike(t.countries.name, escapeLike(nameOrCode)), eq(t.countries.code, nameOrCode.toUpperCase())),
    );
  return country ?? null;
}

export function findStatesOfCountry(db: Db, countryCode: string) {
  return db.select().from(t.states).where(eq(t.states.countryCode, countryCode)).orderBy(asc(t.states.name));
}

export function findRuleSets(db: Db) {
  return db.select().from(t.ruleSets).orderBy(asc(t.ruleSets.position));
}

export async function getRuleSetBySlug(db: Db, slug: string) {
  const [rule] = await db.select().from(t.ruleSets).where(eq(t.ruleSets.slug, slug));
  return rule ?? null;
}

export function findRolesWithPermissions(db: Db) {
  return db
    .select({
      roleName: t.roles.name,
      permissions: sql<
        string[]
      >`coalesce(array_agg(${t.rolePermissions.permissionName} order by ${t.rolePermissions.permissionName}) filter (where ${t.rolePermissions.permissionName} is not null), '{}')`,
    })
    .from(t.roles)
    .leftJoin(t.rolePermissions, eq(t.rolePermissions.roleName, t.roles.name))
    .groupBy(t.roles.name)
    .orderBy(asc(t.roles.position));
}

export function findGenders(db: Db) {
  return db.select().from(t.genders).orderBy(asc(t.genders.id));
}

export function findUnits(db: Db, kind?: 'size' | 'weight') {
  return db
    .select()
    .from(t.units)
    .where(kind ? eq(t.units.kind, kind) : undefined)
    .orderBy(asc(t.units.id));
}

export type NamedCatalogueTable = typeof t.fishingTypes;

export function findNamed(db: Db, table: NamedCatalogueTable) {
  return db.select().from(table).orderBy(asc(table.name));
}

export function findPorts(db: Db) {
  return db
    .select({
      id: t.ports.id,
      name: t.ports.name,
      latitude: t.ports.latitude,
      longitude: t.ports.longitude,
      localityName: t.localities.name,
      regionName: t.regions.name,
    })
    .from(t.ports)
    .innerJoin(t.localities, eq(t.localities.id, t.ports.localityId))
    .innerJoin(t.regions, eq(t.regions.id, t.localities.regionId))
    .orderBy(asc(t.ports.name));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
