import { unitIds } from '../catalogue/units';

/** Length unit ids of spec §3: cmts (1), inch (2). */
export type SizeUnitId = typeof unitIds.cmts | typeof unitIds.inch;
/** Weight unit ids of spec §3: kgs (3), lbs (4). */
export type WeightUnitId = typeof unitIds.kgs | typeof unitIds.lbs;

export const SIZE_UNIT_IDS = [unitIds.cmts, unitIds.inch] as const satisfies readonly SizeUnitId[];
export const WEIGHT_UNIT_IDS = [unitIds.kgs, unitIds.lbs] as const satisfies readonly WeightUnitId[];

export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;

const unitLabels: Record<SizeUnitId | WeightUnitId, string> = {
  [unitIds.cmts]: 'cm',
  [unitIds.inch]: 'in',
  [unitIds.kgs]: 'kg',
  [unitIds.lbs]: 'lb',
};

const unitNames: Record<SizeUnitId | WeightUnitId, string> = {
  [unitIds.cmts]: 'centimetres',
  [unitIds.inch]: 'inches',
  [unitIds.kgs]: 'kilograms',
  [unitIds.lbs]: 'pounds',
};

/** The unit's name in a sentence: centimetres, inches, kilograms, pounds. */
export function unitName(unitId: SizeUnitId | WeightUnitId): string {
  return unitNames[unitId];
}

export function isSizeUnitId(value: unknown): value is SizeUnitId {
  return value === unitIds.cmts || value === unitIds.inch;
}

export function isWeightUnitId(value: unknown): value is WeightUnitId {
  return value === unitIds.kgs || value === unitIds.lbs;
}

/** The short label people read next to a value: cm, in, kg, lb. */
export function unitLabel(unitId: SizeUnitId | WeightUnitId): string {
  return unitLabels[unitId];
}

/** A length from one unit to another; values keep full precision (round only for display). */
export function convertLength(value: number, from: SizeUnitId, to: SizeUnitId): number {
  if (from === to) return value;
  return from === unitIds.cmts ? value / CM_PER_INCH : value * CM_PER_INCH;
}

/** A weight from one unit to another; values keep full precision (round only for display). */
export function convertWeight(value: number, from: WeightUnitId, to: WeightUnitId): number {
  if (from === to) return value;
  return from === unitIds.kgs ? value / KG_PER_LB : value * KG_PER_LB;
}

/** Rounds to at most `digits` decimals, dropping trailing zeros (12.50 → 12.5, 3.00 → 3). */
export function roundTo(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

function formatNumber(value: number, digits: number): string {
  return roundTo(value, digits).toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** A length stored in centimetres, shown in the user's unit: formatLength(254, 2) → "100 in". */
export function formatLength(valueInCm: number, unitId: SizeUnitId, digits = 1): string {
  return `${formatNumber(convertLength(valueInCm, unitIds.cmts, unitId), digits)} ${unitLabel(unitId)}`;
}

/** A weight stored in kilograms, shown in the user's unit: formatWeight(1, 4) → "2.2 lb". */
export function formatWeight(valueInKg: number, unitId: WeightUnitId, digits = 1): string {
  return `${formatNumber(convertWeight(valueInKg, unitIds.kgs, unitId), digits)} ${unitLabel(unitId)}`;
}

/**
 * A stored length (value plus the unit id it was typed in) shown in the viewer's unit. Stored
 * values keep their own unit id, so a length typed in inches stays exact in inches.
 */
export function formatStoredLength(
  value: number,
  storedUnitId: SizeUnitId,
  viewerUnitId: SizeUnitId,
): string {
  return formatLength(convertLength(value, storedUnitId, unitIds.cmts), viewerUnitId);
}

/** A stored weight (value plus its unit id) shown in the viewer's unit. */
export function formatStoredWeight(
  value: number,
  storedUnitId: WeightUnitId,
  viewerUnitId: WeightUnitId,
): string {
  return formatWeight(convertWeight(value, storedUnitId, unitIds.kgs), viewerUnitId);
}

/** A stored length as the number a form shows in the viewer's unit (two decimals at most). */
export function lengthForInput(value: number, storedUnitId: SizeUnitId, viewerUnitId: SizeUnitId): number {
  return roundTo(convertLength(value, storedUnitId, viewerUnitId), 2);
}

/**
 * The temperature scales a reader may choose (issue 31): chosen apart from the length unit, so
 * measuring fish in inches no longer switches the weather to Fahrenheit.
 */
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export function isTemperatureUnit(value: unknown): value is TemperatureUnit {
  return (TEMPERATURE_UNITS as readonly unknown[]).includes(value);
}

/** Degrees Celsius (the unit readings are recorded in) on a reader's scale. */
export function convertTemperature(celsius: number, to: TemperatureUnit): number {
  return to === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius;
}

/**
 * A user's preferred units from their settings, falling back to cmts, lbs and Celsius (the account
 * defaults); each is the user's own choice, none follows another.
 */
export function preferredUnits(user: { sizeId: number; weightId: number; temperatureUnit?: string | null }): {
  size: SizeUnitId;
  weight: WeightUnitId;
  temperature: TemperatureUnit;
} {
  return {
    size: isSizeUnitId(user.sizeId) ? user.sizeId : unitIds.cmts,
    weight: isWeightUnitId(user.weightId) ? user.weightId : unitIds.lbs,
    temperature: isTemperatureUnit(user.temperatureUnit) ? user.temperatureUnit : 'celsius',
  };
}
