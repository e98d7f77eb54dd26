import { AppError, type FishTypeName, type Language, type UnitKind } from '@tightlines/domain';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import * as presenter from './presenter';
import * as repo from './repo';

/** Read-only access to the reference catalogue. Lookups by name throw NOT_FOUND when nothing matches. */

/** Species in `language`, bill fish first, each type by name as that language sorts it. */
export async function listSpecies(db: Db, language: Language, fishTypeName?: FishTypeName) {
  const dtos = (await repo.findSpecies(db, fishTypeName)).map((row) => presenter.toSpeciesDto(row, language));
  return byName(dtos, language, (fish) => [fish.fishTypeName, fish.name]);
}

/** Regions, named and sorted in `language`. */
export async function listRegions(db: Db, language: Language) {
  const dtos = (await repo.findRegions(db)).map((row) => presenter.toRegionDto(row, language));
  return byName(dtos, language, (region) => [region.label]);
}

/** Localities of a region, named and sorted in `language`. Throws NOT_FOUND for an unknown region. */
export async function listLocalitiesOfRegion(db: Db, regionName: string, language: Language) {
  const region = await repo.getRegionByName(db, regionName);
  if (!region) throw new AppError('NOT_FOUND');
  const dtos = (await repo.findLocalitiesOfRegion(db, region.id)).map((row) =>
    presenter.toLocalityDto(row, region.name, language),
  );
  return byName(dtos, language, (locality) => [locality.localityName]);
}

/** A list in the order a reader of `language` looks names up in (by the first key, then the next). */
function byName<T>(items: T[], language: Language, keysOf: (item: T) => string[]): T[] {
  const collator = new Intl.Collator(language);
  return items.sort((a, b) => {
    const [left, right] = [keysOf(a), keysOf(b)];
    for (let index = 0; index < left.length; index += 1) {
      const order = collator.compare(left[index]!, right[index]!);
      if (order !== 0) return order;
    }
    return 0;
  });
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
