import { describe, expect, it } from 'vitest';
import {
  canFishTournament,
  canJudgeTournament,
  canJoinTournament,
  canManageTournament,
  canSeeTournamentInside,
  canUseJudgeScreens,
  tournamentCan,
  type TournamentViewer,
} from './policy';

const tournament = { organiserId: 'organiser', acceptedJudgeEmails: ['judge@example.com'] };
const viewer = (userId: string, email: string, emailVerified = true): TournamentViewer => ({
  userId,
  email,
  emailVerified,
});

const people: [string, TournamentViewer | null, { judge: boolean; manage: boolean }][] = [
  ['its organiser (ADR 013)', viewer('organiser', 'org@example.com'), { judge: true, manage: true }],
  [
    'its organiser, address not proven (their right is the account, not an address)',
    viewer('organiser', 'org@example.com', false),
    { judge: true, manage: true },
  ],
  ['a named judge who accepted', viewer('judge', 'Judge@Example.com'), { judge: true, manage: false }],
  [
    'the same address on an account that has not proven it (ADR 011)',
    viewer('impostor', 'judge@example.com', false),
    { judge: false, manage: false },
  ],
  ['a named judge still invited', viewer('invited', 'invited@example.com'), { judge: false, manage: false }],
  ['anyone else', viewer('someone', 'someone@example.com'), { judge: false, manage: false }],
  ['a guest', null, { judge: false, manage: false }],
];

describe('who judges and who manages a tournament (issue 33 point 1)', () => {
  it.each(people)('%s', (_name, who, expected) => {
    expect(canJudgeTournament(who, tournament)).toBe(expected.judge);
    expect(canManageTournament(who, tournament)).toBe(expected.manage);
    // Whoever judges sees inside; so do its members, and nobody else.
    expect(canSeeTournamentInside(who, tournament, false)).toBe(expected.judge);
    expect(canSeeTournamentInside(who, tournament, true)).toBe(who !== null);
  });

  it('gives a tournament session to its members only', () => {
    expect(canFishTournament(viewer('angler', 'a@example.com'), true)).toBe(true);
    expect(canFishTournament(viewer('organiser', 'org@example.com'), false)).toBe(false);
    expect(canFishTournament(null, true)).toBe(false);
  });

  it('lets a signed-in viewer who is not a member join while entries are open, judges and organiser included', () => {
    const organiser = viewer('organiser', 'org@example.com');
    expect(canJoinTournament(organiser, false, 'Active')).toBe(true);
    expect(canJoinTournament(organiser, true, 'Active')).toBe(false);
    expect(canJoinTournament(organiser, false, 'Finished')).toBe(false);
    expect(canJoinTournament(organiser, false, 'Cancelled')).toBe(false);
    expect(canJoinTournament(null, false, 'Active')).toBe(false);
  });

  it('opens the judge screens with JUDGE_TOURNAMENTS', () => {
    expect(canUseJudgeScreens({ permissions: ['JUDGE_TOURNAMENTS'] })).toBe(true);
    expect(canUseJudgeScreens({ permissions: ['CREATE_TOURNAMENT'] })).toBe(false);
    expect(canUseJudgeScreens(null)).toBe(false);
  });

  it('answers the whole `can` from the same rules', () => {
    expect(
      tournamentCan(viewer('organiser', 'org@example.com'), tournament, { joined: false, status: 'Active' }),
    ).toEqual({ judge: true, manage: true, join: true, seeMembers: true, seeObjectOfTheDay: true });
    expect(
      tournamentCan(viewer('angler', 'a@example.com'), tournament, { joined: true, status: 'Active' }),
    ).toEqual({ judge: false, manage: false, join: false, seeMembers: true, seeObjectOfTheDay: true });
    expect(tournamentCan(null, tournament, { joined: false, status: 'Active' })).toEqual({
      judge: false,
      manage: false,
      join: false,
      seeMembers: false,
      seeObjectOfTheDay: false,
    });
  });
});
