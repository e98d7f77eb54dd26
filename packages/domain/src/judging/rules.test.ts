import { describe, expect, it } from 'vitest';
import type { FishLogStatus } from '../sessions/constants';
import {
  applyJudgement,
  canDecide,
  decisionPoints,
  decisionStatus,
  judgedStatusOf,
  catchDefaultPoints,
  judgeSummaryOf,
  logCountersOf,
  moveLogCounters,
  speciesCorrectOf,
  statusesOfFilter,
} from './rules';
import { decisionIssues } from './decision-issues';
import { evidenceChecklistOf, missingEvidence } from './evidence';
import { isOwnCatch } from './own-catch';
import { defaultPointsOf, maxPointsOf } from './points';

describe('spec §4 judge summary transitions', () => {
  const start = { released: 3, notReleased: 2 };
  it.each<[FishLogStatus, FishLogStatus, { released: number; notReleased: number }]>([
    ['Pending', 'Approved', { released: 4, notReleased: 2 }],
    ['Pending', 'Refused', { released: 3, notReleased: 3 }],
    ['Approved', 'Refused', { released: 2, notReleased: 3 }],
    ['Refused', 'Approved', { released: 4, notReleased: 1 }],
    ['Approved', 'Approved', { released: 3, notReleased: 2 }],
    ['Refused', 'Refused', { released: 3, notReleased: 2 }],
  ])('%s → %s', (from, to, expected) => {
    expect(applyJudgement(start, from, to)).toEqual(expected);
  });

  it('summarises statuses as releases and not-releases', () => {
    expect(judgeSummaryOf(['Approved', 'Refused', 'Pending', 'Approved', 'Invalid'])).toEqual({
      released: 2,
      notReleased: 1,
    });
  });
});

describe('spec §3 log counters', () => {
  const start = logCountersOf(['Pending', 'Pending', 'Invalid', 'Approved']);
  it('counts Pending, Invalid, Qualified (approved or refused) and All', () => {
    expect(start).toEqual({ Pending: 2, Invalid: 1, Qualified: 1, All: 4 });
  });
  it.each<[FishLogStatus, FishLogStatus, object]>([
    ['Pending', 'Approved', { Pending: 1, Invalid: 1, Qualified: 2, All: 4 }],
    ['Pending', 'Refused', { Pending: 1, Invalid: 1, Qualified: 2, All: 4 }],
    ['Approved', 'Refused', { Pending: 2, Invalid: 1, Qualified: 1, All: 4 }],
    ['Refused', 'Approved', { Pending: 2, Invalid: 1, Qualified: 1, All: 4 }],
  ])('%s → %s', (from, to, expected) => {
    expect(moveLogCounters(start, from, to)).toEqual(expected);
  });
});

describe('decisions', () => {
  it('released sets Approved and restores the points; not released sets Refused and 0', () => {
    expect([decisionStatus(true), decisionPoints(true, 250)]).toEqual(['Approved', 250]);
    expect([decisionStatus(false), decisionPoints(false, 250)]).toEqual(['Refused', 0]);
  });
  it.each<[FishLogStatus, FishLogStatus, boolean]>([
    ['Pending', 'Approved', true],
    ['Pending', 'Refused', true],
    ['Approved', 'Refused', true],
    ['Refused', 'Approved', true],
    ['Invalid', 'Approved', false],
    ['Pending', 'Pending', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canDecide(from, to)).toBe(allowed);
  });
  it('species correctness defaults to true', () => {
    expect([speciesCorrectOf(null), speciesCorrectOf(undefined), speciesCorrectOf(false)]).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('species correctness defaults to false for a species outside the tournament, with no points', () => {
    const outside = ['speciesNotInTournament'] as const;
    expect([
      speciesCorrectOf(null, outside),
      speciesCorrectOf(true, outside),
      speciesCorrectOf(null, ['noPosition']),
    ]).toEqual([false, true, true]);
    expect(catchDefaultPoints('igfa-strict', 'Blue Marlin', outside)).toBe(0);
    expect(catchDefaultPoints('igfa-strict', 'Blue Marlin', [])).toBe(500);
    expect(catchDefaultPoints('igfa-strict', 'Blue Marlin', null)).toBe(500);
  });
  it('a pending catch without video is Invalid', () => {
    expect([
      judgedStatusOf('Pending', 0),
      judgedStatusOf('Pending', 1),
      judgedStatusOf('Approved', 0),
    ]).toEqual(['Invalid', 'Pending', 'Approved']);
  });
  it('qualified filters approved and refused', () => {
    expect(statusesOfFilter('qualified')).toEqual(['Approved', 'Refused']);
  });
});

describe('evidence checklist and the decision rules', () => {
  const checklist = evidenceChecklistOf('igfa-strict');
  it('lists the billfish video evidence per rule set', () => {
    expect(checklist).toEqual([
      'anglerOnRod',
      'fishAndSpeciesVisible',
      'leaderTouched',
      'released',
      'objectCodeVisible',
    ]);
    expect(evidenceChecklistOf('jungle-rules')).toContain('rodBentToFish');
    expect(evidenceChecklistOf('unknown')).toEqual(checklist);
    expect(missingEvidence(checklist, ['released', 'leaderTouched'])).toEqual([
      'anglerOnRod',
      'fishAndSpeciesVisible',
      'objectCodeVisible',
    ]);
  });
  it.each([
    [{ released: true, evidence: checklist }, []],
    [{ released: true, evidence: ['released' as const] }, ['overrideNote']],
    [{ released: true, evidence: [], overrideNote: '  ' }, ['overrideNote']],
    [{ released: true, evidence: [], overrideNote: 'code hidden by glare, read on the card' }, []],
    [{ released: false, evidence: checklist }, ['refusalReason']],
    [{ released: false, evidence: [], refusalReason: 'No leader touch' }, []],
    [{ released: true, evidence: checklist, points: 500 }, []],
    [{ released: true, evidence: checklist, points: 100_000 }, ['points']],
    [{ released: false, evidence: [], refusalReason: 'No leader touch', points: 100_000 }, []],
  ])('%o lacks %o', (input, fields) => {
    expect(decisionIssues(input, { checklist, maxPoints: 500 }).map((issue) => issue.field)).toEqual(fields);
  });

  it('says how many points a rule set allows at most', () => {
    expect(maxPointsOf('igfa-strict')).toBe(500);
    expect(maxPointsOf('jungle-rules')).toBe(500);
    const [issue] = decisionIssues(
      { released: true, evidence: checklist, points: 501 },
      { checklist, maxPoints: 500 },
    );
    expect(issue).toEqual({ field: 'points', message: { key: 'numberTooBig', values: { maximum: 500 } } });
  });
});

describe('nobody judges their own catch', () => {
  const judge = { userId: 'judge', email: 'Judge@Example.com' };
  const ties = {
    anglerId: 'angler',
    crewIds: ['mate'],
    boatOwnerId: 'owner',
    boatCaptainEmail: 'captain@example.com',
  };
  it.each([
    ['the angler', { ...ties, anglerId: 'judge' }, true],
    ['one of the crew', { ...ties, crewIds: ['mate', 'judge'] }, true],
    ["the boat's owner", { ...ties, boatOwnerId: 'judge' }, true],
    ["the boat's captain", { ...ties, boatCaptainEmail: 'judge@example.com' }, true],
    ['a stranger to it', ties, false],
    ['a stranger to a catch without a boat', { ...ties, boatOwnerId: null, boatCaptainEmail: null }, false],
  ])('a judge who is %s: %s', (_, catchTies, own) => {
    expect(isOwnCatch(judge, catchTies)).toBe(own);
  });
});

describe('default points', () => {
  it.each([
    ['igfa-strict', 'Atlantic blue marlin', 500],
    ['igfa-modified', 'White marlin', 250],
    ['igfa-strict', 'Longbill spearfish', 150],
    ['jungle-rules', 'Atlantic sailfish', 100],
    ['igfa-strict', 'Wahoo', 0],
    ['jungle-rules', 'Wahoo', 50],
    ['jungle-rules', 'Dorado (mahi-mahi)', 25],
    ['jungle-rules', 'Bluefish', 10],
  ])('%s %s scores %d', (rule, fish, points) => {
    expect(defaultPointsOf(rule, fish)).toBe(points);
  });
});
