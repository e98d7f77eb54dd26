import type {
  Language,
  Country,
  Gender,
  Locality,
  NamedItem,
  Port,
  Region,
  Role,
  RuleSet,
  RuleSetDocument,
  Species,
  State,
  Unit,
} from '@tightlines/domain';
import type * as t from '../../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** A catalogue row's name in `language`: species, regions and localities carry English and Spanish. */
export function catalogueName(row: { name: string; nameEs: string }, language: Language): string {
  return { en: row.name, es: row.nameEs }[language];
}

export const toSpeciesDto = (row: Row<typeof t.species>, language: Language): Species => ({
  fishUUID: row.id,
  name: catalogueName(row, language),
  scientificName: row.scientificName,
  fishTypeName: row.fishTypeName,
});

export const toRegionDto = (
  row: { name: string; nameEs: string; countryCode: string; localitiesCount: number },
  language: Language,
): Region => ({
  regionName: row.name,
  label: catalogueName(row, language),
  countryCode: row.countryCode,
  localitiesCount: Number(row.localitiesCount),
});

export const toLocalityDto = (
  row: Row<typeof t.localities>,
  regionName: string,
  language: Language,
): Locality => ({
  localityUUID: row.id,
  localityName: catalogueName(row, language),
  regionName,
  timeZone: row.timeZone,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const toCountryDto = (row: Row<typeof t.countries>): Country => ({
  name: row.name,
  code: row.code,
  flag: row.flag,
});

export const toStateDto = (row: Row<typeof t.states>): State => ({ name: row.name, code: row.code });

export const toRuleSetDto = (row: Row<typeof t.ruleSets>): RuleSet => ({
  ruleUUID: row.id,
  slug: row.slug,
  name: row.name,
  summary: row.summary,
  documentUrl: `/rules/${row.slug}`,
});

export const toRuleSetDocumentDto = (row: Row<typeof t.ruleSets>): RuleSetDocument => ({
  ...toRuleSetDto(row),
  sections: row.sections,
});

export const toRoleDto = (row: { roleName: string; permissions: string[] }): Role =>
  ({ roleName: row.roleName, permissions: row.permissions.map((name) => ({ Name: name })) }) as Role;

export const toGenderDto = (row: Row<typeof t.genders>): Gender => ({ genderId: row.id, name: row.name });

export const toUnitDto = (row: Row<typeof t.units>): Unit => ({
  unitId: row.id,
  name: row.name,
  kind: row.kind,
});

export const toNamedItemDto = (row: { id: string; name: string; description: string | null }): NamedItem => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
});

export const toPortDto = (row: {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  localityName: string;
  regionName: string;
}): Port => ({
  portUUID: row.id,
  name: row.name,
  localityName: row.localityName,
  regionName: row.regionName,
  latitude: row.latitude,
  longitude: row.longitude,
});
