import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addBoatName, capExperienceYears, normaliseBoatNames } from './rules';
import { ZExperienceInput } from './schemas';

describe('capExperienceYears', () => {
  it.each([
    [0, 0],
    [12, 12],
    [99, 99],
    [100, 99],
    [150, 99],
    [7.8, 7],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d → %d', (years, expected) => {
    expect(capExperienceYears(years)).toBe(expected);
  });
});

describe('addBoatName', () => {
  it.each([
    [[], 'Reel Deal', ['Reel Deal']],
    [['Reel Deal'], '  ', ['Reel Deal']],
    [['Reel Deal'], 'reel deal ', ['Reel Deal']],
    [['Reel Deal'], ' Sea Dog ', ['Reel Deal', 'Sea Dog']],
  ])('%o + "%s" → %o', (names, name, expected) => {
    expect(addBoatName(names, name)).toEqual(expected);
  });

  it('never changes the list it was given', () => {
    const names = ['A'];
    addBoatName(names, 'B');
    expect(names).toEqual(['A']);
  });

  it('normalises a whole list', () => {
    expect(normaliseBoatNames(['', 'A', 'a', 'B', ' '])).toEqual(['A', 'B']);
  });
});

describe('ZExperienceInput', () => {
  const base = {
    fishingTypeName: 'Offshore',
    roleName: 'Captain',
    years: 120,
    activitySourceName: 'Website',
  };

  it('caps the years and keeps each boat once', () => {
    const parsed = ZExperienceInput.parse({ ...base, boats: [{ name: 'A' }, { name: '' }, { name: 'a' }] });
    expect(parsed.years).toBe(99);
    expect(parsed.boats).toEqual([{ name: 'A' }]);
  });

  it('asks for the necessary fields', () => {
    const result = ZExperienceInput.safeParse({ roleName: 'Captain' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messages.completeNecessaryFields);
  });
});
