import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { formatCoordinate, formatPosition } from './format-coordinates';

describe('formatCoordinate', () => {
  it.each([
    [9.5, 'lat', `9°30'00.0"N`],
    [-85.75, 'lon', `85°45'00.0"W`],
    [45.123456, 'lat', `45°07'24.4"N`],
    [-0.0001, 'lat', `0°00'00.4"S`],
    [10.999999, 'lon', `11°00'00.0"E`],
    [-180, 'lon', `180°00'00.0"W`],
  ] as const)('%s (%s) → %s', (value, axis, expected) =>
    expect(formatCoordinate(value, axis)).toBe(expected),
  );
});

describe('formatPosition', () => {
  it('writes an exact position in degrees-minutes-seconds, latitude first', () => {
    expect(formatPosition(9.5, -85.75)).toBe(`9°30'00.0"N 85°45'00.0"W`);
    expect(formatPosition(-33.8568, 151.2153, 'exact')).toBe(`33°51'24.5"S 151°12'55.1"E`);
  });

  it('marks a blurred position approximate and drops the seconds it does not know', () => {
    expect(formatPosition(9.5, -85.7, 'blurred')).toBe(`≈ 9°30'N 85°42'W (approximate)`);
    expect(formatPosition(-0.1, 179.99, 'blurred')).toBe(`≈ 0°06'S 179°59'E (approximate)`);
  });

  it('never writes decimal degrees', () => {
    expect(formatPosition(45.123456, -73.654321)).not.toMatch(/\d\.\d{3}/);
  });
});

describe('formatPosition in Spanish (issue 19)', () => {
  afterEach(() => activateLanguage('en'));

  it('marks a blurred position approximate in Spanish', async () => {
    await activateLanguage('es');
    expect(formatPosition(9.5, -85.7, 'blurred')).toBe(`≈ 9°30'N 85°42'W (aproximada)`);
  });
});
