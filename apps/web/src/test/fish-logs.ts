import type { FishLog } from '@tightlines/domain';
import { emptyLists, type ApiRoute } from './serve-api';

const logUUID = '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d13';

/**
 * A released Atlantic sailfish of 100.5 cm, pending, with no position and no video: the fish log
 * a test starts from, `changes` giving what the test is about.
 */
export function aFishLog(changes: Partial<FishLog> = {}): FishLog {
  return {
    UUID: logUUID,
    fishingLogUUID: logUUID,
    FishingSessionUUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
    fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001',
    fishName: 'Atlantic sailfish',
    type: 'Release',
    logTime: '2026-03-01T11:00:00.000Z',
    latitude: null,
    longitude: null,
    positionPrecision: 'none',
    fishLength: 100.5,
    fishWeight: null,
    sizeUnit: { UnitId: 1 },
    weightUnit: { UnitId: 4 },
    fishValue: 0,
    status: 'Pending',
    verified: false,
    ruleName: null,
    boatName: null,
    videoURLs: [],
    ...changes,
  };
}

/** The fish log `aFishLog` makes, at a known position: what the edit form starts from. */
export const aFishLogAtSea = (changes: Partial<FishLog> = {}): FishLog =>
  aFishLog({ latitude: 9.5, longitude: -85.7, positionPrecision: 'exact', fishLength: 100, ...changes });

/**
 * What the "log a session" form reads besides the species, which these tests leave empty: the
 * regions, the user's boats, the tournaments on now and the map settings.
 */
export const sessionFormReads = (): Record<string, ApiRoute> => ({
  ...emptyLists('/regions', '/boats'),
  'GET /api/tournaments/fishing-now': () => ({ items: [] }),
  'GET /api/map/config': () => null,
});
