import { z } from 'zod';
import { canSeeCoordinates, type Permission, type RoleName } from '../auth/permissions';

/**
 * Where a user's fish were caught, as they let others see it (their privacy setting): nobody
 * (`private`, the default), only roughly (`blurred`: to the `POSITION_BLUR_DEGREES` grid), or
 * exactly — in both cases only to roles that see coordinates at all (spec §5: not Angler or Mate).
 */
export const POSITION_VISIBILITIES = ['private', 'blurred', 'exact'] as const;
export type PositionVisibility = (typeof POSITION_VISIBILITIES)[number];
export const ZPositionVisibility = z.enum(POSITION_VISIBILITIES);

/** What one viewer gets of one position: the exact one, a blurred one, or none at all. */
export const POSITION_PRECISIONS = ['exact', 'blurred', 'none'] as const;
export type PositionPrecision = (typeof POSITION_PRECISIONS)[number];
export const ZPositionPrecision = z.enum(POSITION_PRECISIONS);

/**
 * How the viewer stands to the catch: its owner, a named judge of the tournament the catch was
 * logged in (the seam for the tournaments feature: nothing passes it yet), or anyone else.
 */
export type ViewerRelation = 'owner' | 'tournament-judge' | 'other';

export interface PositionViewer {
  relation: ViewerRelation;
  /** Null for guests. A self-declared role: it never overrides the owner's setting. */
  roleName: RoleName | null;
  permissions: readonly Permission[];
}

/** Blurred positions are rounded to this grid: a tenth of a degree, about 11 km of latitude. */
export const POSITION_BLUR_DEGREES = 0.1;

/**
 * What position `viewer` gets of a catch whose owner chose `ownerVisibility`. The owner always gets
 * the exact position, and so does a judge of the catch's tournament; anyone else gets nothing
 * unless their role sees coordinates (spec §5) AND the owner shares them, blurred or exact as the
 * owner chose. No permission widens this: CONTENT_MODERATOR and JUDGE_TOURNAMENTS held in general
 * grant nothing over someone's positions (a judge sees only their tournament's catches).
 */
export function positionPrecisionFor(
  viewer: PositionViewer,
  ownerVisibility: PositionVisibility,
): PositionPrecision {
  if (viewer.relation === 'owner' || viewer.relation === 'tournament-judge') return 'exact';
  if (!canSeeCoordinates(viewer.roleName)) return 'none';
  if (ownerVisibility === 'exact') return 'exact';
  if (ownerVisibility === 'blurred') return 'blurred';
  return 'none';
}

/** A coordinate on the blur grid (rounded to the nearest tenth of a degree, without float noise). */
export function blurCoordinate(value: number): number {
  const cells = Math.round(value / POSITION_BLUR_DEGREES);
  return Number((cells * POSITION_BLUR_DEGREES).toFixed(1)) || 0;
}

export interface Position {
  latitude: number | null;
  longitude: number | null;
}

/**
 * A stored position as `precision` allows: unchanged, blurred to the grid, or both null. A half
 * position (one coordinate missing) is never shown to anyone but at `exact`.
 */
export function positionAs(
  precision: PositionPrecision,
  position: Position,
): Position & { precision: PositionPrecision } {
  const { latitude, longitude } = position;
  if (latitude === null || longitude === null) {
    return precision === 'exact'
      ? { latitude, longitude, precision }
      : { latitude: null, longitude: null, precision: 'none' };
  }
  if (precision === 'exact') return { latitude, longitude, precision };
  if (precision === 'blurred') {
    return { latitude: blurCoordinate(latitude), longitude: blurCoordinate(longitude), precision };
  }
  return { latitude: null, longitude: null, precision: 'none' };
}
