import { z } from 'zod';
import { PERMISSIONS, ROLE_NAMES } from '../auth/permissions';
import { UNIT_KINDS } from './units';

export const FISH_TYPE_NAMES = ['Bill Fish', 'Non Bill Fish'] as const;
export type FishTypeName = (typeof FISH_TYPE_NAMES)[number];

export const ZSpecies = z.object({
  fishUUID: z.uuid(),
  /** The common name in the reader's language (the page's: its language cookie, else the browser's). */
  name: z.string(),
  scientificName: z.string(),
  fishTypeName: z.enum(FISH_TYPE_NAMES),
});
export type Species = z.infer<typeof ZSpecies>;

export const ZSpeciesQuery = z.object({ fishTypeName: z.enum(FISH_TYPE_NAMES).optional() });

export const ZRegion = z.object({
  /** The region's key (URLs, filters): its English name. */
  regionName: z.string(),
  /** Its name in the reader's language, to show. */
  label: z.string(),
  countryCode: z.string().length(2),
  localitiesCount: z.number().int(),
});
export type Region = z.infer<typeof ZRegion>;

export const ZLocality = z.object({
  localityUUID: z.uuid(),
  /** The locality's name in the reader's language (it is known by its UUID). */
  localityName: z.string(),
  regionName: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Locality = z.infer<typeof ZLocality>;

export const ZRegionParams = z.object({ regionName: z.string().min(1).max(120) });

export const ZCountry = z.object({ name: z.string(), code: z.string().length(2), flag: z.string() });
export type Country = z.infer<typeof ZCountry>;

export const ZCountryParams = z.object({ countryName: z.string().min(1).max(120) });

export const ZState = z.object({ name: z.string(), code: z.string() });
export type State = z.infer<typeof ZState>;

export const ZRuleSet = z.object({
  ruleUUID: z.uuid(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  documentUrl: z.string(),
});
export type RuleSet = z.infer<typeof ZRuleSet>;

export const ZRuleSetDocument = ZRuleSet.extend({
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type RuleSetDocument = z.infer<typeof ZRuleSetDocument>;

export const ZRuleParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const ZRole = z.object({
  roleName: z.enum(ROLE_NAMES),
  permissions: z.array(z.object({ Name: z.enum(PERMISSIONS) })),
});
export type Role = z.infer<typeof ZRole>;

export const ZGender = z.object({ genderId: z.number().int(), name: z.string() });
export type Gender = z.infer<typeof ZGender>;

export const ZUnit = z.object({ unitId: z.number().int(), name: z.string(), kind: z.enum(UNIT_KINDS) });
export type Unit = z.infer<typeof ZUnit>;

export const ZUnitsQuery = z.object({ kind: z.enum(UNIT_KINDS).optional() });

/** The shape shared by the small named catalogues: fishing and work types, boat types and makes, motor makes, propeller manufacturers. */
export const ZNamedItem = z.object({ uuid: z.uuid(), name: z.string(), description: z.string().nullable() });
export type NamedItem = z.infer<typeof ZNamedItem>;

export const ZPort = z.object({
  portUUID: z.uuid(),
  name: z.string(),
  localityName: z.string(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Port = z.infer<typeof ZPort>;
