/**
 * Shapes of the reference-catalogue seed data. Plain data only: the seeding code maps these onto the
 * database tables, so nothing here knows about ids or persistence.
 */

export interface SpeciesSeed {
  /** Common English name shown to users; unique across the catalogue. */
  name: string;
  /** The common Spanish name, shown to readers of the Spanish app. */
  nameEs: string;
  /** Binomial (genus species) name. */
  scientificName: string;
  fishTypeName: 'Bill Fish' | 'Non Bill Fish';
}

export interface LocalitySeed {
  /** Unique across all regions. */
  name: string;
  /** The Spanish name (most places are called the same in both languages). */
  nameEs: string;
  /** IANA time zone identifier, e.g. America/Costa_Rica. */
  timeZone: string;
  /** Decimal degrees, WGS 84, at or near the waterfront. */
  latitude: number;
  longitude: number;
}

export interface RegionSeed {
  /** Unique; used in URLs, so it must not contain a slash. */
  name: string;
  /** The Spanish name, shown to readers of the Spanish app (the English one stays the key). */
  nameEs: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  localities: LocalitySeed[];
}

export interface RuleSectionSeed {
  heading: string;
  paragraphs: string[];
}

export interface RuleSetSeed {
  slug: string;
  name: string;
  summary: string;
  sections: RuleSectionSeed[];
}

export interface PortSeed {
  name: string;
  /** Must match the name of a locality in regionsSeed exactly. */
  localityName: string;
  /** ISO 3166-1 alpha-2; the same as the locality's region. */
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface NamedSeed {
  name: string;
  description?: string;
}
