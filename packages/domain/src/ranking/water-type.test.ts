import { describe, expect, it } from 'vitest';
import { fishingStyleLabel } from '../sessions/fishing-style';
import { toWaterType } from './water-type';

describe('toWaterType', () => {
  it.each([
    ['Billfish', 'Offshore'],
    ['Non Billfish', 'Nearshore'],
    ['All Styles', 'Both'],
    ['', 'Both'],
    [null, 'Both'],
    [undefined, 'Both'],
  ] as const)('%s → %s', (label, expected) => {
    expect(toWaterType(label)).toBe(expected);
  });
});

describe('fishingStyleLabel', () => {
  it.each([
    ['Offshore', 'Billfish'],
    ['Nearshore', 'All Species'],
    ['Inshore', 'None'],
    [null, 'None'],
  ] as const)('%s → %s', (style, expected) => {
    expect(fishingStyleLabel(style)).toBe(expected);
  });
});
