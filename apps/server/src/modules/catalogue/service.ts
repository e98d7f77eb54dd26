import { AppError, type FishTypeName, type UnitKind } from '@tightlines/domain';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import * as presenter from './presenter';
import * as repo from './repo';

/** Read-only access to the reference catalogue. Lookups by name throw NOT_FOUND when nothing matches. */

export async function listSpecies(db: Db, fishTypeName?: FishTypeName) {
  return (await repo.findSpecies(db, fishTypeName)).map(presenter.toSpeciesDto);
}

export async function listRegions(db: Db) {
  return (await repo.findRegions(db)).map(presenter.toRegionDto);
}

/** Localities of a region. Throws NOT_FOUND for an unknown region. */
export async function listLocalitiesOfRegion(db: Db, regionName: string) {
  const region = await repo.getRegionByName(db, regionName);
  if (!region) throw new AppError('NOT_FOUND');
  return (await repo.findLocalitiesOfRegion(db, region.id)).map((row) =>
    presenter.toLocalityDto(row, region.name),
  );
}

export async function listCountries(db: Db) {
  return (await repo.findCountries(db)).map(presenter.toCountryDto);
}

/** States of a country named by its name or ISO code. Throws NOT_FOUND for an unknown country. */
export async function listStatesOfCountry(db: Db, countryName: string) {
  const country = await repo.getCountry(db, countryName);
  if (!country) throw new AppError('NOT_FOUND');
  return (await repo.findStatesOfCountry(db, country.code)).map(presenter.toStateDto);
}

export async function listRuleSets(db: Db) {
  return (await repo.findRuleSets(db)).map(presenter.toRuleSetDto);
}

/** One rule set with its document. Throws NOT_FOUND for an unknown slug. */
export async function getRuleSetDocument(db: Db, slug: string) {
  const rule = await repo.getRuleSetBySlug(db, slug);
  if (!rule) throw new AppError('NOT_FOUND');
  return presenter.toRuleSetDocumentDto(rule);
}

export async function listRoles(db: Db) {
  return (await repo.findRolesWithPermissions(db)).map(presenter.toRoleDto);
}

export async function listGenders(db: Db) {
  return (await repo.findGenders(db)).map(presenter.toGenderDto);
}

export async function listUnits(db: Db, kind?: UnitKind) {
  return (await repo.findUnits(db, kind)).map(presenter.toUnitDto);
}

export const namedCatalogues = {
  fishingTypes: t.fishingTypes,
  workTypes: t.workTypes,
  boatTypes: t.boatTypes,
  boatMakes: t.boatMakes,
  motorMakes: t.motorMakes,
  propellerManufacturers: t.propellerManufacturers,
} as const;

export async function listNamed(db: Db, catalogue: keyof typeof namedCatalogues) {
  return (await repo.findNamed(db, namedCatalogues[catalogue])).map(presenter.toNamedItemDto);
}

export async function listPorts(db: Db) {
  return (await repo.findPorts(db)).map(presenter.toPortDto);
}

/** A country by its name or ISO code (case ignored), or null: the caller names the field that failed. */
export function resolveCountry(db: Db, nameOrCode: string) {
  return repo.getCountry(db, nameOrCode);
}

/** Whether a locality with this id exists. */
export async function localityExists(db: Db, localityId: string): Promise<boolean> {
  return (await repo.getLocalityById(db, localityId)) !== null;
}
