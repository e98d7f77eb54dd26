import { describe, expect, it } from 'vitest';
import {
  convertLength,
  convertWeight,
  formatLength,
  formatStoredLength,
  formatStoredWeight,
  formatWeight,
  lengthForInput,
  preferredUnits,
  convertTemperature,
  roundTo,
  unitName,
  type SizeUnitId,
  type WeightUnitId,
} from './conversions';

const CM = 1 as const;
const INCH = 2 as const;
const KG = 3 as const;
const LB = 4 as const;

describe('convertLength', () => {
  it.each<[number, SizeUnitId, SizeUnitId, number]>([
    [2.54, CM, INCH, 1],
    [1, INCH, CM, 2.54],
    [100, CM, CM, 100],
    [12, INCH, INCH, 12],
    [0, CM, INCH, 0],
  ])('%d from %d to %d is %d', (value, from, to, expected) => {
    expect(convertLength(value, from, to)).toBeCloseTo(expected, 10);
  });

  it('round-trips without drift', () => {
    expect(convertLength(convertLength(1234.5, CM, INCH), INCH, CM)).toBeCloseTo(1234.5, 10);
  });
});

describe('convertWeight', () => {
  it.each<[number, WeightUnitId, WeightUnitId, number]>([
    [0.45359237, KG, LB, 1],
    [1, LB, KG, 0.45359237],
    [10, KG, KG, 10],
    [100, LB, KG, 45.359237],
  ])('%d from %d to %d is %d', (value, from, to, expected) => {
    expect(convertWeight(value, from, to)).toBeCloseTo(expected, 10);
  });
});

describe('formatLength and formatWeight', () => {
  it.each<[number, SizeUnitId, string]>([
    [254, INCH, '100 in'],
    [1000, INCH, '393.7 in'],
    [1000, CM, '1,000 cm'],
    [12.25, CM, '12.3 cm'],
    [0, INCH, '0 in'],
  ])('%d cm in unit %d reads "%s"', (value, unit, expected) => {
    expect(formatLength(value, unit)).toBe(expected);
  });

  it.each<[number, WeightUnitId, string]>([
    [1, LB, '2.2 lb'],
    [45.359237, LB, '100 lb'],
    [3.25, KG, '3.3 kg'],
  ])('%d kg in unit %d reads "%s"', (value, unit, expected) => {
    expect(formatWeight(value, unit)).toBe(expected);
  });

  it('takes the number of decimals', () => {
    expect(formatLength(10, INCH, 2)).toBe('3.94 in');
  });
});

describe('stored values keep their unit', () => {
  it.each<[number, SizeUnitId, SizeUnitId, string]>([
    [30, INCH, INCH, '30 in'],
    [30, INCH, CM, '76.2 cm'],
    [1000, CM, INCH, '393.7 in'],
  ])('%d stored in %d, viewed in %d, reads "%s"', (value, stored, viewer, expected) => {
    expect(formatStoredLength(value, stored, viewer)).toBe(expected);
  });

  it('shows a stored weight in the viewer unit', () => {
    expect(formatStoredWeight(10, LB, KG)).toBe('4.5 kg');
    expect(formatStoredWeight(10, LB, LB)).toBe('10 lb');
  });

  it('gives form values with two decimals at most', () => {
    expect(lengthForInput(1000, CM, INCH)).toBe(393.7);
    expect(lengthForInput(10, CM, INCH)).toBe(3.94);
    expect(lengthForInput(30, INCH, INCH)).toBe(30);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [12.5, 0, 13],
    [3, 1, 3],
  ])('%d to %d decimals is %d', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });
});

describe('preferredUnits', () => {
  it.each([
    [
      { sizeId: 2, weightId: 3, temperatureUnit: 'celsius' },
      { size: 2, weight: 3, temperature: 'celsius' },
    ],
    [
      { sizeId: 1, weightId: 4, temperatureUnit: 'fahrenheit' },
      { size: 1, weight: 4, temperature: 'fahrenheit' },
    ],
    [
      { sizeId: 3, weightId: 1, temperatureUnit: 'kelvin' },
      { size: 1, weight: 4, temperature: 'celsius' },
    ],
    [
      { sizeId: 2, weightId: 4 },
      { size: 2, weight: 4, temperature: 'celsius' },
    ],
  ])('%o → %o', (user, expected) => {
    expect(preferredUnits(user)).toEqual(expected);
  });
});

describe('convertTemperature', () => {
  it.each([
    [27, 'celsius', 27],
    [27, 'fahrenheit', 80.6],
    [-40, 'fahrenheit', -40],
    [0, 'fahrenheit', 32],
  ] as const)('%d °C on the %s scale → %d', (celsius, to, expected) => {
    expect(convertTemperature(celsius, to)).toBeCloseTo(expected, 6);
  });
});

describe('unitName', () => {
  it.each([
    [1, 'centimetres'],
    [2, 'inches'],
    [3, 'kilograms'],
    [4, 'pounds'],
  ] as const)('%d is %s', (unitId, expected) => {
    expect(unitName(unitId)).toBe(expected);
  });
});
