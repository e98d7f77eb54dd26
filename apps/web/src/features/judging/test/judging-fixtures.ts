import {
  judgeSummaryOf,
  logCountersOf,
  type JudgeTournamentDto,
  type JudgingCatch,
  type JudgingOverview,
} from '@tightlines/domain';

/** A tournament as the judging API sends it, for the web tests. */
export const judgeTournament = (change: Partial<JudgeTournamentDto> = {}): JudgeTournamentDto => ({
  UUID: '11111111-1111-4111-8111-111111111111',
  Name: 'Marlin Open',
  Description: '',
  Terms: '',
  StartDate: '2026-06-10T13:00:00.000Z',
  EndDate: '2026-06-12T22:00:00.000Z',
  UploadDeadline: '2026-06-13T04:00:00.000Z',
  OfficialTournamentTimeZone: 'America/Costa_Rica',
  EntranceFee: 0,
  entranceFeeCents: 0,
  Prize: 0,
  prizeCents: 0,
  currencyAcronym: 'USD',
  RegionTypeId: 1,
  regionTypeName: 'Global',
  AllowLateJoin: true,
  refundDaysBeforeStart: 7,
  fishingRadiusNm: 50,
  tournamentStatus: 'Active',
  displayStatus: 'Finished',
  userIsJoined: false,
  can: { judge: true, manage: false, join: false, seeMembers: true, seeObjectOfTheDay: true },
  PictureUrl: null,
  pictures: [],
  ruleUUID: '22222222-2222-4222-8222-222222222222',
  ruleName: 'IGFA strict',
  clubOption: 'All members',
  clubId: null,
  uploadsClosed: true,
  locations: [],
  species: [],
  judgesEmails: [],
  judges: [],
  judgeInvitation: 'accepted',
  judgeNames: ['Jules Judge'],
  memberCount: 3,
  ruleSlug: 'igfa-strict',
  toJudge: 2,
  ...change,
});

let next = 0;

/** A pending catch with one video, never decided. */
export function pendingCatch(change: Partial<JudgingCatch> = {}): JudgingCatch {
  next += 1;
  const id = `33333333-3333-4333-8333-${String(next).padStart(12, '0')}`;
  return {
    catchId: id,
    sessionId: '44444444-4444-4444-8444-444444444444',
    type: 'Release',
    logTime: '2026-06-11T15:30:00.000Z',
    position: { latitude: 9.5, longitude: -85.75 },
    boat: { boatId: '55555555-5555-4555-8555-555555555555', boatName: 'Reel Time' },
    angler: { name: 'Ana', lastname: `Mora ${next}` },
    species: { UUID: '66666666-6666-4666-8666-666666666666', name: 'Sailfish' },
    videos: [
      {
        videoId: `77777777-7777-4777-8777-${String(next).padStart(12, '0')}`,
        videoUrl: `/media/catch-${next}.mp4`,
        thumbnailUrl: null,
        startRecordingTime: null,
        endRecordingTime: null,
        lengthSeconds: 30,
      },
    ],
    objectOfTheDay: {
      date: '2026-06-11',
      code: 'K7',
      speciesUUID: 'x',
      speciesName: 'Sailfish',
      label: 'K7 · Sailfish',
    },
    flags: [],
    decision: {
      version: 0,
      status: 'Pending',
      released: null,
      speciesCorrect: true,
      length: null,
      lengthUnitId: 1,
      weight: null,
      weightUnitId: 3,
      points: 0,
      defaultPoints: 100,
      maxPoints: 500,
      evidence: [],
      overrideNote: null,
      refusalReason: null,
      judge: null,
      decidedAt: null,
    },
    notes: [],
    comments: [],
    ownCatch: false,
    editable: true,
    ...change,
  };
}

/** The workspace's overview of these catches, counted by the domain's own rules. */
export function overviewOf(items: JudgingCatch[], change: Partial<JudgingOverview> = {}): JudgingOverview {
  const statuses = items.map((item) => item.decision.status);
  return {
    tournament: judgeTournament(),
    counters: logCountersOf(statuses),
    summary: judgeSummaryOf(statuses),
    evidenceChecklist: [
      'anglerOnRod',
      'fishAndSpeciesVisible',
      'leaderTouched',
      'released',
      'objectCodeVisible',
    ],
    boats: [{ boatId: '55555555-5555-4555-8555-555555555555', boatName: 'Reel Time' }],
    teams: [],
    finished: false,
    canFinish: false,
    uploadsOpen: false,
    ...change,
  };
}
