import { describe, expect, it } from 'vitest';
import { permissionsOf, ROLE_NAMES, type Permission, type RoleName } from '../auth/permissions';
import {
  blurCoordinate,
  POSITION_VISIBILITIES,
  positionAs,
  positionPrecisionFor,
  type PositionPrecision,
  type PositionVisibility,
  type ViewerRelation,
} from './positions';
import { DEFAULT_PRIVACY } from './privacy';

const viewer = (relation: ViewerRelation, roleName: RoleName | null, grants: Permission[] = []) => ({
  relation,
  roleName,
  permissions: permissionsOf(roleName, grants),
});

describe('positionPrecisionFor', () => {
  // relation, viewer role, owner's setting → what the viewer gets
  type Row = [ViewerRelation, RoleName | null, PositionVisibility, PositionPrecision];
  const table: Row[] = [
    // The owner always sees their own exact positions, whatever their role or setting.
    ...ROLE_NAMES.flatMap((role) =>
      POSITION_VISIBILITIES.map((setting): Row => ['owner', role, setting, 'exact']),
    ),
    // Captain and Boat (roles that see coordinates) get what the owner chose.
    ['other', 'Captain', 'private', 'none'],
    ['other', 'Captain', 'blurred', 'blurred'],
    ['other', 'Captain', 'exact', 'exact'],
    ['other', 'Boat', 'private', 'none'],
    ['other', 'Boat', 'blurred', 'blurred'],
    ['other', 'Boat', 'exact', 'exact'],
    // Angler, Mate and guests never see someone else's coordinates (spec §5), even shared ones.
    ['other', 'Angler', 'private', 'none'],
    ['other', 'Angler', 'blurred', 'none'],
    ['other', 'Angler', 'exact', 'none'],
    ['other', 'Mate', 'private', 'none'],
    ['other', 'Mate', 'blurred', 'none'],
    ['other', 'Mate', 'exact', 'none'],
    ['other', null, 'private', 'none'],
    ['other', null, 'blurred', 'none'],
    ['other', null, 'exact', 'none'],
    // A judge of the catch's tournament sees it exactly (the tournaments feature passes this relation).
    ['tournament-judge', 'Angler', 'private', 'exact'],
    ['tournament-judge', 'Captain', 'private', 'exact'],
  ];

  it.each(table)('%s viewer with role %s, owner setting %s: %s', (relation, role, setting, expected) => {
    expect(positionPrecisionFor(viewer(relation, role), setting)).toBe(expected);
  });

  it.each(['CONTENT_MODERATOR', 'JUDGE_TOURNAMENTS'] as const)(
    'grants nothing more for holding %s in general',
    (grant) => {
      expect(positionPrecisionFor(viewer('other', 'Angler', [grant]), 'exact')).toBe('none');
      expect(positionPrecisionFor(viewer('other', 'Captain', [grant]), 'private')).toBe('none');
      expect(positionPrecisionFor(viewer('other', 'Captain', [grant]), 'blurred')).toBe('blurred');
    },
  );

  it('keeps positions private by default', () => {
    expect(DEFAULT_PRIVACY.positionVisibility).toBe('private');
    expect(positionPrecisionFor(viewer('other', 'Captain'), DEFAULT_PRIVACY.positionVisibility)).toBe('none');
  });
});

describe('positionAs', () => {
  const spot = { latitude: 18.47123, longitude: -66.11987 };

  it('keeps the exact position, blurs to the 0.1° grid, or removes it', () => {
    expect(positionAs('exact', spot)).toEqual({ ...spot, precision: 'exact' });
    expect(positionAs('blurred', spot)).toEqual({ latitude: 18.5, longitude: -66.1, precision: 'blurred' });
    expect(positionAs('none', spot)).toEqual({ latitude: null, longitude: null, precision: 'none' });
  });

  it('shows no half position to anyone but at exact', () => {
    const half = { latitude: 18.4, longitude: null };
    expect(positionAs('blurred', half)).toEqual({ latitude: null, longitude: null, precision: 'none' });
    expect(positionAs('exact', half)).toEqual({ ...half, precision: 'exact' });
  });

  it.each([
    [18.44999, 18.4],
    [18.45001, 18.5],
    [-0.04, 0],
    [-179.96, -180],
    [0.30000000000000004, 0.3],
  ])('blurs %d to %d', (value, expected) => {
    expect(blurCoordinate(value)).toBe(expected);
  });

  it('moves a blurred position at most half a grid cell (about 5.6 km per axis)', () => {
    for (let i = 0; i < 1000; i += 1) {
      const value = (i * 0.0137) % 90;
      expect(Math.abs(blurCoordinate(value) - value)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });
});
