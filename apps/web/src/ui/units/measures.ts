import { numberLocale } from '../display-locale';
import {
  convertLength,
  convertTemperature,
  convertWeight,
  unitIds,
  type SizeUnitId,
  type TemperatureUnit,
  type WeightUnitId,
} from '@tightlines/domain';

/** The units a reader sees values in: their profile's length and weight units and temperature scale. */
export interface DisplayUnits {
  size: SizeUnitId;
  weight: WeightUnitId;
  temperature: TemperatureUnit;
}

/**
 * What guests (and users whose info has not loaded) see: the account defaults, centimetres, pounds
 * and Celsius.
 */
export const DEFAULT_UNITS: DisplayUnits = {
  size: unitIds.cmts,
  weight: unitIds.lbs,
  temperature: 'celsius',
};

/**
 * The locale numbers are written in. Strings are English until internationalisation lands, so the
 * numbers are too; that issue passes the reader's locale to each formatter instead.
 */
export const DISPLAY_LOCALE = 'en-US';

const intlUnit = {
  [unitIds.cmts]: 'centimeter',
  [unitIds.inch]: 'inch',
  [unitIds.kgs]: 'kilogram',
  [unitIds.lbs]: 'pound',
} as const;

// Intl formatters are costly to make and immutable: one per locale, unit and precision.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.unit ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number with its unit as the locale writes it: "1,234.6 cm", "10 lb", "27°C". */
export function formatUnit(value: number, unit: string, digits = 1, locale = numberLocale()): string {
  return formatterFor(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** A plain number as the locale writes it: "1,234.5". */
export function formatNumber(value: number, digits = 1, locale = numberLocale()): string {
  return formatterFor(locale, { maximumFractionDigits: digits }).format(value);
}

/** A length stored with its own unit, shown in the reader's: 30 in read in cm is "76.2 cm". */
export function formatLengthIn(
  value: number,
  storedUnit: SizeUnitId,
  units: Pick<DisplayUnits, 'size'>,
  locale = numberLocale(),
): string {
  return formatUnit(convertLength(value, storedUnit, units.size), intlUnit[units.size], 1, locale);
}

/** A weight stored with its own unit, shown in the reader's: 10 lb read in kg is "4.5 kg". */
export function formatWeightIn(
  value: number,
  storedUnit: WeightUnitId,
  units: Pick<DisplayUnits, 'weight'>,
  locale = numberLocale(),
): string {
  return formatUnit(convertWeight(value, storedUnit, units.weight), intlUnit[units.weight], 1, locale);
}

/**
 * A temperature measured in Celsius, on the scale the reader chose in their profile (issue 31: the
 * scale no longer follows the length unit).
 */
export function formatTemperature(
  celsius: number,
  units: Pick<DisplayUnits, 'temperature'>,
  locale = numberLocale(),
): string {
  return formatUnit(convertTemperature(celsius, units.temperature), units.temperature, 0, locale);
}

/**
 * A speed in knots, for every reader: wind and boat speeds at sea are read in knots whatever the
 * units on land. Intl has no knot unit, so the symbol is written after the number.
 */
export function formatKnots(knots: number, locale = numberLocale()): string {
  return `${formatNumber(knots, 0, locale)} kn`;
}
