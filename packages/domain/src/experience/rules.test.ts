import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages';
import { fieldIssueRef, type FieldIssue } from '../shared/field-messages';
import { addBoatName, normaliseBoatNames } from './rules';
import { ZExperienceInput } from './schemas';

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

  it('keeps each boat once', () => {
    const parsed = ZExperienceInput.parse({
      ...base,
      years: 99,
      boats: [{ name: 'A' }, { name: '' }, { name: 'a' }],
    });
    expect(parsed.years).toBe(99);
    expect(parsed.boats).toEqual([{ name: 'A' }]);
  });

  it.each([
    [120, { key: 'numberTooBig', values: { maximum: 99 } }],
    [-3, { key: 'numberTooSmall', values: { minimum: 0 } }],
    [7.5, { key: 'wholeNumber' }],
  ])('refuses %d years, saying what is wrong rather than asking for the fields', (years, message) => {
    const result = ZExperienceInput.safeParse({ ...base, years });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), fieldIssueRef(issue as FieldIssue)]),
    ).toEqual([['years', message]]);
  });

  it('asks for the necessary fields', () => {
    const result = ZExperienceInput.safeParse({ roleName: 'Captain' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messageKeys.completeNecessaryFields);
  });
});
