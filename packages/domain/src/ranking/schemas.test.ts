import { describe, expect, it } from 'vitest';
import { ZRankingQuery, rankingWaterType } from './schemas';

const issuePaths = (input: Record<string, string>) => {
  const result = ZRankingQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('ZRankingQuery', () => {
  it('fills the defaults of the contract', () => {
    expect(ZRankingQuery.parse({ category: 'boats' })).toEqual({
      category: 'boats',
      range: 'annually',
      water: 'all',
      location: 'global',
      verified: false,
      offset: 0,
      limit: 5,
    });
  });

  it.each([
    [{ category: 'admirals' }, 'category'],
    [{ category: 'boats', range: 'hourly' }, 'range'],
    [{ category: 'boats', water: 'salty' }, 'water'],
    [{ category: 'boats', species: 'marlin' }, 'species'],
    [{ category: 'boats', location: 'regional' }, 'region'],
    [{ category: 'boats', location: 'local', region: 'Gulf' }, 'locality'],
    [{ category: 'boats', date: '2026-13-01' }, 'date'],
    [{ category: 'boats', verified: 'maybe' }, 'verified'],
    [{ category: 'boats', limit: '51' }, 'limit'],
  ])('names the field of %j', (input, field) => {
    expect(issuePaths(input)).toEqual([field]);
  });

  it('maps water filters as spec §5', () => {
    expect(rankingWaterType('billfish')).toBe('Offshore');
    expect(rankingWaterType('non-billfish')).toBe('Nearshore');
    expect(rankingWaterType('all')).toBe('Both');
  });
});
