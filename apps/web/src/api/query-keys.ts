/** Every query key of the app, so one feature can invalidate another's data without importing it. */
export const queryKeys = {
  version: () => ['version'] as const,
  catalogue: {
    all: () => ['catalogue'] as const,
    species: (fishTypeName?: string) => ['catalogue', 'species', fishTypeName ?? 'all'] as const,
    ruleSets: () => ['catalogue', 'rule-sets'] as const,
    ruleSet: (slug: string) => ['catalogue', 'rule-sets', slug] as const,
  },
};
