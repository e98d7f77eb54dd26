import { CATCH_CLOCK_SKEW_MS } from '../sessions/constants';

/** The fishing area's default radius around a tournament's localities (issue 21 point 7). */
export const DEFAULT_FISHING_RADIUS_NM = 100;

const EARTH_RADIUS_NM = 3440.065;

export const CATCH_FLAGS = [
  'outsideFishingArea',
  'noPosition',
  'logTimeOutsideHours',
  'videoTimeOutsideHours',
  'videoUsedBefore',
  'speciesNotInTournament',
  'deviceClockDiffers',
] as const;
export type CatchFlag = (typeof CATCH_FLAGS)[number];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface FlaggedCatch {
  /** The species logged (its catalogue UUID). */
  speciesId: string;
  position: GeoPoint | null;
  logTime: Date;
  videos: { contentHash: string; startRecordingTime: Date | null; endRecordingTime: Date | null }[];
  /**
   * For a catch captured offline (issue 40): how far the device's clock was ahead of the server's
   * (behind when negative) when the catch was sent; its times were taken on that clock. Null
   * for a catch sent as it was logged.
   */
  deviceClockSkewMs?: number | null;
}

export interface TournamentFairPlay {
  /** The tournament's localities, or its regions' localities; none for a Global tournament. */
  places: GeoPoint[];
  radiusNm: number;
  startAt: Date;
  endAt: Date;
  /** The species the tournament scores (its species list); none means it takes any species. */
  speciesIds: readonly string[];
}

/**
 * The automatic fair-play flags of a tournament catch: position outside the fishing area (or
 * none given where there is an area), log or video recording time outside the tournament's hours,
 * a video file (by content hash) already used in another catch, a species outside the tournament's
 * species list, a catch captured offline on a device whose clock differed from the server's by
 * more than two minutes when it was sent (its times may be off by as much). Flags are shown to the owner and the judges; a flagged catch is never rejected
 * (refusing a species would lose the catch's video and data, which the judges may still weigh).
 */
export function catchFlags(
  logged: FlaggedCatch,
  tournament: TournamentFairPlay,
  hashesUsedElsewhere: ReadonlySet<string>,
): CatchFlag[] {
  const flags: CatchFlag[] = [];
  if (tournament.places.length) {
    if (!logged.position) flags.push('noPosition');
    else if (nearestDistanceNm(logged.position, tournament.places) > tournament.radiusNm) {
      flags.push('outsideFishingArea');
    }
  }
  const within = (instant: Date) =>
    instant.getTime() >= tournament.startAt.getTime() && instant.getTime() <= tournament.endAt.getTime();
  if (!within(logged.logTime)) flags.push('logTimeOutsideHours');
  const recordedOutside = logged.videos.some((video) =>
    [video.startRecordingTime, video.endRecordingTime].some(
      (instant) => instant !== null && !within(instant),
    ),
  );
  if (recordedOutside) flags.push('videoTimeOutsideHours');
  if (logged.videos.some((video) => hashesUsedElsewhere.has(video.contentHash)))
    flags.push('videoUsedBefore');
  if (!isTournamentSpecies(logged.speciesId, tournament)) flags.push('speciesNotInTournament');
  if (Math.abs(logged.deviceClockSkewMs ?? 0) > CATCH_CLOCK_SKEW_MS) flags.push('deviceClockDiffers');
  return flags;
}

/** Whether a species is one the tournament scores (any species when its list is empty). */
export function isTournamentSpecies(speciesId: string, tournament: Pick<TournamentFairPlay, 'speciesIds'>) {
  return !tournament.speciesIds.length || tournament.speciesIds.includes(speciesId);
}

/** Great-circle distance in nautical miles (haversine). */
export function distanceNm(from: GeoPoint, to: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function nearestDistanceNm(position: GeoPoint, places: GeoPoint[]): number {
  return Math.min(...places.map((place) => distanceNm(position, place)));
}
