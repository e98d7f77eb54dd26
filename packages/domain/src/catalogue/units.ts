/** Units of spec §3: lengths in cmts (1) or inch (2), weights in kgs (3) or lbs (4). */
export const UNITS = [
  { unitId: 1, name: 'cmts', kind: 'size' },
  { unitId: 2, name: 'inch', kind: 'size' },
  { unitId: 3, name: 'kgs', kind: 'weight' },
  { unitId: 4, name: 'lbs', kind: 'weight' },
] as const;

export type UnitKind = (typeof UNITS)[number]['kind'];
export const UNIT_KINDS = ['size', 'weight'] as const satisfies readonly UnitKind[];

export const unitIds = { cmts: 1, inch: 2, kgs: 3, lbs: 4 } as const;
