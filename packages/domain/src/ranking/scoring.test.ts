import { describe, expect, it } from 'vitest';
import { daysOf, rankingPeriod, scoreCatch, type RankingCatchFacts } from './scoring';

const facts = (change: Partial<RankingCatchFacts> = {}): RankingCatchFacts => ({
  type: 'Release',
  status: 'Pending',
  judgedPoints: 0,
  speciesName: 'Atlantic blue marlin',
  ruleSlug: null,
  live: true,
  ...change,
});

describe('scoreCatch', () => {
  it('scores a released fish by its species under Jungle Rules outside a tournament, unverified', () => {
    expect(scoreCatch(facts())).toEqual({ points: 500, verified: false });
    expect(scoreCatch(facts({ speciesName: 'Dorado' }))).toEqual({ points: 25, verified: false });
  });
  it('scores a tournament catch by its rule set until judged', () => {
    expect(scoreCatch(facts({ ruleSlug: 'igfa', speciesName: 'Dorado' }))).toEqual({
      points: 0,
      verified: false,
    });
  });
  it('takes the judge’s points for an approved catch, verified, and drops a refused or invalid one', () => {
    expect(scoreCatch(facts({ status: 'Approved', judgedPoints: 250 }))).toEqual({
      points: 250,
      verified: true,
    });
    expect(scoreCatch(facts({ status: 'Refused' }))).toBeNull();
    expect(scoreCatch(facts({ status: 'Invalid' }))).toBeNull();
  });
  it('counts no harvest, raise or bite, and nothing deleted or hidden', () => {
    expect(scoreCatch(facts({ type: 'Harvest' }))).toBeNull();
    expect(scoreCatch(facts({ type: 'Bite' }))).toBeNull();
    expect(scoreCatch(facts({ live: false }))).toBeNull();
  });
});

describe('rankingPeriod', () => {
  it.each([
    ['daily', '2026-03-10', '2026-03-10', '2026-03-10'],
    ['weekly', '2026-03-10', '2026-03-09', '2026-03-15'],
    ['weekly', '2027-01-01', '2026-12-28', '2027-01-03'],
    ['monthly', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['annually', '2026-07-04', '2026-01-01', '2026-12-31'],
  ] as const)('%s around %s is %s to %s', (range, day, start, end) => {
    expect(rankingPeriod(range, day)).toEqual({ start, end });
  });
  it('lists every day of a period, across a clock change', () => {
    expect(daysOf({ start: '2026-03-07', end: '2026-03-09' })).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    const leapYear = daysOf(rankingPeriod('annually', '2028-05-01'));
    expect(leapYear).toHaveLength(366);
    expect([leapYear[0], leapYear[59], leapYear[365]]).toEqual(['2028-01-01', '2028-02-29', '2028-12-31']);
    expect(daysOf({ start: '2026-12-31', end: '2027-01-01' })).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysOf({ start: '2026-10-24', end: '2026-10-26' })).toHaveLength(3);
  });
});
