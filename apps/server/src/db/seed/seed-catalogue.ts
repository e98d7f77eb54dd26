import { createHash } from 'node:crypto';
import { Country, State } from 'country-state-city';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PERMISSIONS, ROLE_NAMES, ROLE_PERMISSIONS, UNITS } from '@tightlines/domain';
import type { Db } from '../database';
import * as t from '../schema';
import { boatMakesSeed, boatTypesSeed, motorMakesSeed, propellerManufacturersSeed } from './catalogue/boats';
import { portsSeed } from './catalogue/ports';
import { fishingTypesSeed, gendersSeed, workTypesSeed } from './catalogue/reference';
import { regionsSeed } from './catalogue/regions';
import { ruleSetsSeed } from './catalogue/rule-sets';
import { speciesSeed } from './catalogue/species';
import type { NamedSeed } from './catalogue/types';

const SEED_NAME = 'catalogue';

/** Everything the catalogue seed writes; its hash decides whether a start needs to write again. */
function catalogueInput() {
  return {
    species: speciesSeed,
    regions: regionsSeed,
    ruleSets: ruleSetsSeed,
    ports: portsSeed,
    named: {
      fishingTypesSeed,
      workTypesSeed,
      boatTypesSeed,
      boatMakesSeed,
      motorMakesSeed,
      propellerManufacturersSeed,
    },
    genders: gendersSeed,
    units: UNITS,
    roles: ROLE_PERMISSIONS,
    countries: Country.getAllCountries().map((country) => [country.isoCode, country.name, country.flag]),
    states: State.getAllStates().map((state) => [state.countryCode, state.isoCode, state.name]),
  };
}

/**
 * Loads the reference catalogue (spec §7 "Other") idempotently: rows are upserted by their natural
 * keys, so ids stay stable across restarts, and nothing is written when the data has not changed.
 * Returns whether anything was written.
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const input = catalogueInput();
  const version = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const [previous] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (previous?.version === version) return false;

  await db.transaction(async (tx) => {
    await upsertSpecies(tx);
    await upsertRegionsAndLocalities(tx);
    await upsertCountriesAndStates(tx, input.countries, input.states);
    await upsertRuleSets(tx);
    await upsertRolesAndPermissions(tx);
    await tx
      .insert(t.genders)
      .values(gendersSeed)
      .onConflictDoUpdate({ target: t.genders.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(t.units)
      .values(UNITS.map((unit) => ({ id: unit.unitId, name: unit.name, kind: unit.kind })))
      .onConflictDoUpdate({
        target: t.units.id,
        set: { name: sql`excluded.name`, kind: sql`excluded.kind` },
      });
    await upsertNamed(tx, t.fishingTypes, fishingTypesSeed);
    await upsertNamed(tx, t.workTypes, workTypesSeed);
    await upsertNamed(tx, t.boatTypes, boatTypesSeed);
    await upsertNamed(tx, t.boatMakes, boatMakesSeed);
    await upsertNamed(tx, t.motorMakes, motorMakesSeed);
    await upsertNamed(tx, t.propellerManufacturers, propellerManufacturersSeed);
    await upsertPorts(tx);
    await tx
      .insert(t.seedRuns)
      .values({ name: SEED_NAME, version })
      .onConflictDoUpdate({ target: t.seedRuns.name, set: { version, appliedAt: sql`now()` } });
  });
  return true;
}

async function upsertSpecies(tx: Db) {
  await tx
    .insert(t.species)
    .values(speciesSeed)
    .onConflictDoUpdate({
      target: t.species.name,
      set: {
        nameEs: sql`excluded.name_es`,
        scientificName: sql`excluded.scientific_name`,
        fishTypeName: sql`excluded.fish_type_name`,
      },
    });
}

async function upsertRegionsAndLocalities(tx: Db) {
  const regionRows = await tx
    .insert(t.regions)
    .values(regionsSeed.map(({ name, nameEs, countryCode }) => ({ name, nameEs, countryCode })))
    .onConflictDoUpdate({
      target: t.regions.name,
      set: { nameEs: sql`excluded.name_es`, countryCode: sql`excluded.country_code` },
    })
    .returning({ id: t.regions.id, name: t.regions.name });
  const regionIdByName = new Map(regionRows.map((row) => [row.name, row.id]));
  const localityRows = regionsSeed.flatMap((region) =>
    region.localities.map((locality) => ({ ...locality, regionId: requireId(regionIdByName, region.name) })),
  );
  await tx
    .insert(t.localities)
    .values(localityRows)
    .onConflictDoUpdate({
      target: t.localities.name,
      set: {
        regionId: sql`excluded.region_id`,
        nameEs: sql`excluded.name_es`,
        timeZone: sql`excluded.time_zone`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    });
}

async function upsertCountriesAndStates(tx: Db, countries: string[][], states: string[][]) {
  const countryRows = countries.map(([code = '', name = '', flag = '']) => ({ code, name, flag }));
  for (const chunk of chunks(countryRows, 500)) {
    await tx
      .insert(t.countries)
      .values(chunk)
      .onConflictDoUpdate({
        target: t.countries.code,
        set: { name: sql`excluded.name`, flag: sql`excluded.flag` },
      });
  }
  // The data package lists a few subdivisions twice; the first one wins.
  const seen = new Set<string>();
  const stateRows = states
    .map(([countryCode = '', code = '', name = '']) => ({ countryCode, code, name }))
    .filter(
      (row) => !seen.has(`${row.countryCode}/${row.code}`) && seen.add(`${row.countryCode}/${row.code}`),
    );
  for (const chunk of chunks(stateRows, 1000)) {
    await tx
      .insert(t.states)
      .values(chunk)
      .onConflictDoUpdate({
        target: [t.states.countryCode, t.states.code],
        set: { name: sql`excluded.name` },
      });
  }
}

async function upsertRuleSets(tx: Db) {
  await tx
    .insert(t.ruleSets)
    .values(ruleSetsSeed.map((rule, position) => ({ ...rule, position })))
    .onConflictDoUpdate({
      target: t.ruleSets.slug,
      set: {
        name: sql`excluded.name`,
        summary: sql`excluded.summary`,
        sections: sql`excluded.sections`,
        position: sql`excluded.position`,
      },
    });
}

async function upsertRolesAndPermissions(tx: Db) {
  await tx
    .insert(t.roles)
    .values(ROLE_NAMES.map((name, position) => ({ name, position })))
    .onConflictDoUpdate({ target: t.roles.name, set: { position: sql`excluded.position` } });
  await tx
    .insert(t.permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  // The role table of packages/domain is the truth: replace what the database had.
  await tx.delete(t.rolePermissions);
  await tx
    .insert(t.rolePermissions)
    .values(
      ROLE_NAMES.flatMap((roleName) =>
        ROLE_PERMISSIONS[roleName].map((permissionName) => ({ roleName, permissionName })),
      ),
    );
}

type NamedTable = typeof t.fishingTypes;

async function upsertNamed(tx: Db, table: NamedTable, rows: NamedSeed[]) {
  await tx
    .insert(table as PgTable & NamedTable)
    .values(rows.map((row) => ({ name: row.name, description: row.description ?? null })))
    .onConflictDoUpdate({ target: table.name, set: { description: sql`excluded.description` } });
}

async function upsertPorts(tx: Db) {
  const localityRows = await tx.select({ id: t.localities.id, name: t.localities.name }).from(t.localities);
  const localityIdByName = new Map(localityRows.map((row) => [row.name, row.id]));
  await tx
    .insert(t.ports)
    .values(
      portsSeed.map((port) => ({
        name: port.name,
        localityId: requireId(localityIdByName, port.localityName),
        latitude: port.latitude,
        longitude: port.longitude,
      })),
    )
    .onConflictDoUpdate({
      target: [t.ports.name, t.ports.localityId],
      set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
    });
}

function requireId(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`catalogue seed refers to an unknown name: ${name}`);
  return id;
}

function chunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );
}
