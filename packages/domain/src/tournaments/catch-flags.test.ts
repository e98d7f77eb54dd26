import { describe, expect, it } from 'vitest';
import {
  catchFlags,
  DEFAULT_FISHING_RADIUS_NM,
  distanceNm,
  type CatchFlag,
  type FlaggedCatch,
} from './catch-flags';

const losSuenos = { latitude: 9.6495, longitude: -84.664 };
const quepos = { latitude: 9.4295, longitude: -84.1655 };
const cancun = { latitude: 21.1619, longitude: -86.8515 };
const startAt = new Date('2026-06-10T13:30:00Z');
const endAt = new Date('2026-06-10T22:00:00Z');
const sailfish = '0b6f1c6e-5a51-4c5e-9d54-000000000001';
const tuna = '0b6f1c6e-5a51-4c5e-9d54-000000000002';
const local = {
  places: [losSuenos],
  radiusNm: DEFAULT_FISHING_RADIUS_NM,
  startAt,
  endAt,
  speciesIds: [sailfish] as string[],
};
const during = new Date('2026-06-10T15:00:00Z');
const before = new Date('2026-06-10T12:00:00Z');

const video = (contentHash: string, start: Date | null = during, end: Date | null = during) => ({
  contentHash,
  startRecordingTime: start,
  endRecordingTime: end,
});
const fair: FlaggedCatch = { speciesId: sailfish, position: quepos, logTime: during, videos: [video('a')] };

const table: [string, Partial<FlaggedCatch>, typeof local, CatchFlag[]][] = [
  ['a fair catch near a locality', {}, local, []],
  ['a catch 700 nm away', { position: cancun }, local, ['outsideFishingArea']],
  ['a catch without a position', { position: null }, local, ['noPosition']],
  ['a global catch anywhere', { position: cancun }, { ...local, places: [] }, []],
  ['a narrower radius', {}, { ...local, radiusNm: 10 }, ['outsideFishingArea']],
  ['logged before the start', { logTime: before }, local, ['logTimeOutsideHours']],
  [
    'a video recorded before the start',
    { videos: [video('b', before, during)] },
    local,
    ['videoTimeOutsideHours'],
  ],
  ['a video without recording times', { videos: [video('c', null, null)] }, local, []],
  ['a video used in another catch', { videos: [video('used')] }, local, ['videoUsedBefore']],
  ['a species outside the tournament', { speciesId: tuna }, local, ['speciesNotInTournament']],
  ['captured offline on a clock 2 minutes ahead', { deviceClockSkewMs: 120_000 }, local, []],
  [
    'captured offline on a clock 3 minutes behind',
    { deviceClockSkewMs: -180_000 },
    local,
    ['deviceClockDiffers'],
  ],
  [
    'captured offline on a clock 2 minutes and 1 s ahead',
    { deviceClockSkewMs: 121_000 },
    local,
    ['deviceClockDiffers'],
  ],
  ['any species in a tournament of none listed', { speciesId: tuna }, { ...local, speciesIds: [] }, []],
  [
    'everything wrong at once',
    { speciesId: tuna, position: cancun, logTime: before, videos: [video('used', before, before)] },
    local,
    [
      'outsideFishingArea',
      'logTimeOutsideHours',
      'videoTimeOutsideHours',
      'videoUsedBefore',
      'speciesNotInTournament',
    ],
  ],
];

describe('catchFlags (issue 21 point 7)', () => {
  it.each(table)('%s', (_name, change, tournament, flags) => {
    expect(catchFlags({ ...fair, ...change }, tournament, new Set(['used']))).toEqual(flags);
  });

  it('measures great-circle distance in nautical miles', () => {
    expect(distanceNm(losSuenos, losSuenos)).toBe(0);
    expect(distanceNm(losSuenos, quepos)).toBeCloseTo(32.6, 0);
    expect(distanceNm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(60.04, 1);
  });
});
