import type { Session } from '@tightlines/domain';

/**
 * A session of the feed as the server sends it: Carla Vega's offshore morning as a captain, with
 * no boat, place, crew, fish, weather or video, that the reader may not change; `changes` give
 * what a test is about.
 */
export function aSession(changes: Partial<Session> = {}): Session {
  return {
    UUID: '0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d11',
    StartDatetime: '2026-03-01T10:00:00.000Z',
    FinishDatetime: '2026-03-01T15:00:00.000Z',
    createdAt: '2026-03-01T15:00:00.000Z',
    FishingStyle: 'Offshore',
    owner: { name: 'Carla', lastname: 'Vega', url: null },
    ownerRole: 'Captain',
    boatUUID: null,
    boatName: null,
    localityUUID: null,
    localityName: null,
    TeamMembers: [],
    Releases: 0,
    Raises: 0,
    Bites: 0,
    Harvests: 0,
    numComments: 0,
    canEdit: false,
    isTournamentSession: false,
    isDeleted: false,
    IsHidden: false,
    hiddenByModerator: null,
    weatherInfo: null,
    fishSummary: [],
    verifiedCatches: 0,
    videoURLs: [],
    can: { edit: false, hide: false, restore: false, delete: false },
    ...changes,
  };
}
