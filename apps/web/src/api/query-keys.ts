/** Every query key of the app, so one feature can invalidate another's data without importing it. */
export const queryKeys = {
  version: () => ['version'] as const,
  catalogue: {
    all: () => ['catalogue'] as const,
    species: (fishTypeName?: string) => ['catalogue', 'species', fishTypeName ?? 'all'] as const,
    ruleSets: () => ['catalogue', 'rule-sets'] as const,
    ruleSet: (slug: string) => ['catalogue', 'rule-sets', slug] as const,
    countries: () => ['catalogue', 'countries'] as const,
    states: (countryName: string) => ['catalogue', 'states', countryName] as const,
    genders: () => ['catalogue', 'genders'] as const,
    regions: () => ['catalogue', 'regions'] as const,
    localities: (regionName: string) => ['catalogue', 'localities', regionName] as const,
    /** The small named catalogues by path: /fishingTypes, /boats/types, /motors/makes… */
    named: (path: string) => ['catalogue', 'named', path] as const,
  },
  profile: {
    all: () => ['profile'] as const,
    detail: (email: string) => ['profile', email] as const,
    privacy: (email: string) => ['profile', email, 'privacy'] as const,
    /** Boats whose owner named the signed-in user captain, waiting for their answer. */
    captaincy: () => ['profile', 'captaincy'] as const,
  },
};
