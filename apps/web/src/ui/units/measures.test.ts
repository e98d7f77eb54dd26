import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNITS,
  formatKnots,
  formatLengthIn,
  formatNumber,
  formatTemperature,
  formatWeightIn,
  type DisplayUnits,
} from './measures';

const metric: DisplayUnits = { size: 1, weight: 3, temperature: 'celsius' };
const imperial: DisplayUnits = { size: 2, weight: 4, temperature: 'fahrenheit' };

describe('lengths and weights in the reader units', () => {
  it.each<[number, 1 | 2, DisplayUnits, string]>([
    [30, 2, imperial, '30 in'],
    [30, 2, metric, '76.2 cm'],
    [1000, 1, imperial, '393.7 in'],
    [1234.56, 1, metric, '1,234.6 cm'],
  ])('%d stored in unit %d reads as "%s"', (value, stored, units, expected) => {
    expect(formatLengthIn(value, stored, units)).toBe(expected);
  });

  it.each<[number, 3 | 4, DisplayUnits, string]>([
    [10, 4, metric, '4.5 kg'],
    [10, 4, imperial, '10 lb'],
    [1, 3, imperial, '2.2 lb'],
  ])('%d stored in unit %d reads as "%s"', (value, stored, units, expected) => {
    expect(formatWeightIn(value, stored, units)).toBe(expected);
  });

  it('writes numbers as the locale given writes them', () => {
    expect(formatLengthIn(1234.56, 1, metric, 'es')).toBe('1234,6 cm');
    expect(formatNumber(1234.5, 1, 'de')).toBe('1.234,5');
  });
});

describe('temperatures and speeds', () => {
  it('reads each reader their own scale', () => {
    expect(formatTemperature(27, metric)).toBe('27°C');
    expect(formatTemperature(27, imperial)).toBe('81°F');
    expect(formatTemperature(-1.4, metric)).toBe('-1°C');
  });

  // Issue 31: the scale is chosen on its own, never implied by the length unit.
  it('reads the scale chosen, whatever the length unit', () => {
    expect(formatTemperature(27, { ...imperial, temperature: 'celsius' })).toBe('27°C');
    expect(formatTemperature(27, { ...metric, temperature: 'fahrenheit' })).toBe('81°F');
  });

  it('reads wind in knots for everyone', () => {
    expect(formatKnots(16)).toBe('16 kn');
    expect(formatKnots(1200)).toBe('1,200 kn');
  });

  it('gives guests the account defaults: centimetres, pounds and Celsius', () => {
    expect(DEFAULT_UNITS).toEqual({ size: 1, weight: 4, temperature: 'celsius' });
  });
});
