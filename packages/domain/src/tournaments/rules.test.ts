import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages';
import { tournamentWizardIssues } from './rules';
import { ZTournamentDraftInput, type TournamentDraftInput } from './schemas';

const now = new Date('2026-06-01T12:00:00Z');
const RULE = '11111111-1111-4111-8111-111111111111';
const FISH = '22222222-2222-4222-8222-222222222222';
const PLACE = '33333333-3333-4333-8333-333333333333';

const valid: TournamentDraftInput = {
  tournamentName: 'Marlin Open',
  regionType: 'Regional',
  regionNames: [{ regionName: 'Guanacaste' }],
  officialTournamentTimeZone: 'America/Costa_Rica',
  startDate: '2026-06-10T13:30:00Z',
  endDate: '2026-06-10T22:00:00Z',
  uploadDeadlineTime: '2026-06-11T04:00:00Z',
  clubOption: 'All members',
  ruleUUID: RULE,
  judgesEmails: [{ judgeEmail: 'judge@example.com' }],
  fishes: [{ fishUUID: FISH }],
  entranceFee: 150,
  prize: 0,
  acceptedTerms: true,
};

const req = messageKeys.completeRequiredFields;
const cases: [string, Partial<TournamentDraftInput>, string, string][] = [
  ['no name', { tournamentName: undefined }, 'tournamentName', req],
  ['no region type', { regionType: undefined }, 'regionType', messageKeys.selectOption],
  ['regional without regions', { regionNames: [] }, 'regionNames', req],
  ['regional region twice', { regionNames: [{ regionName: 'A' }, { regionName: 'a' }] }, 'regionNames', req],
  ['regional without zone', { officialTournamentTimeZone: undefined }, 'officialTournamentTimeZone', req],
  [
    'unknown zone',
    { officialTournamentTimeZone: 'Mars/Olympus' },
    'officialTournamentTimeZone',
    messageKeys.invalidTimeZone,
  ],
  ['local without localities', { regionType: 'Local', regionNames: [] }, 'localityUUIDs', req],
  ['local with regions', { regionType: 'Local', localityUUIDs: [PLACE] }, 'regionNames', req],
  ['global not in UTC', { regionType: 'Global', regionNames: [] }, 'officialTournamentTimeZone', req],
  ['global with regions', { regionType: 'Global', officialTournamentTimeZone: 'UTC' }, 'regionNames', req],
  ['no end date', { endDate: undefined }, 'endDate', req],
  ['start not after now', { startDate: '2026-06-01T12:00:00Z' }, 'startDate', messageKeys.startNotFuture],
  ['end not after start', { endDate: '2026-06-10T13:30:00Z' }, 'endDate', messageKeys.endBeforeStart],
  [
    'deadline not after end',
    { uploadDeadlineTime: '2026-06-10T22:00:00Z' },
    'uploadDeadlineTime',
    messageKeys.deadlineBeforeEnd,
  ],
  ['no club option', { clubOption: undefined }, 'clubOption', messageKeys.selectOption],
  ['club only without club', { clubOption: 'Club members only' }, 'clubId', messageKeys.selectOneClub],
  ['no rules', { ruleUUID: undefined }, 'ruleUUID', messageKeys.selectRules],
  ['no judge', { judgesEmails: [] }, 'judgesEmails', messageKeys.selectOneJudge],
  [
    'judge twice',
    { judgesEmails: [{ judgeEmail: 'j@example.com' }, { judgeEmail: 'J@example.com' }] },
    'judgesEmails',
    messageKeys.judgeAlreadySelected,
  ],
  ['no species', { fishes: [] }, 'fishes', req],
  ['no fee', { entranceFee: undefined }, 'entranceFee', req],
  ['no prize', { prize: undefined }, 'prize', req],
  ['terms not accepted', { acceptedTerms: false }, 'acceptedTerms', req],
];

describe('tournamentWizardIssues (spec §5)', () => {
  it('passes a complete regional tournament', () => {
    expect(tournamentWizardIssues(valid, now)).toEqual([]);
  });

  it('passes a global tournament in UTC and a local one', () => {
    expect(
      tournamentWizardIssues(
        { ...valid, regionType: 'Global', regionNames: [], officialTournamentTimeZone: 'UTC' },
        now,
      ),
    ).toEqual([]);
    expect(
      tournamentWizardIssues({ ...valid, regionType: 'Local', regionNames: [], localityUUIDs: [PLACE] }, now),
    ).toEqual([]);
  });

  it.each(cases)('refuses %s', (_name, change, field, message) => {
    expect(tournamentWizardIssues({ ...valid, ...change }, now)).toContainEqual({ field, message });
  });
});

describe('ZTournamentDraftInput amounts (issue 31: a filled but wrong amount says what is wrong)', () => {
  it.each([
    [-1, messageKeys.amountNegative],
    [-0.01, messageKeys.amountNegative],
    [10.001, messageKeys.amountCents],
    [1_000_001, messageKeys.amountTooLarge],
  ])('refuses an entrance fee of %s with its own message', (entranceFee, message) => {
    const result = ZTournamentDraftInput.safeParse({ entranceFee });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['entranceFee', message],
    ]);
  });

  it('takes 0 (a free tournament) and cents', () => {
    expect(ZTournamentDraftInput.safeParse({ entranceFee: 0, prize: 12.5 }).success).toBe(true);
  });
});
