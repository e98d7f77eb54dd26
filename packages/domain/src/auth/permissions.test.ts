import { describe, expect, it } from 'vitest';
import { canSeeCoordinates, permissionsOf, ROLE_PERMISSIONS } from './permissions';

describe('permissionsOf', () => {
  it.each([
    ['Angler', false],
    ['Mate', false],
    ['Captain', true],
    ['Boat', true],
  ] as const)('%s holds ADD_BOAT: %s', (role, expected) => {
    expect(permissionsOf(role).includes('ADD_BOAT')).toBe(expected);
  });

  it('gives anonymous users nothing', () => {
    expect(permissionsOf(null)).toEqual([]);
  });

  it('adds personal grants once, in catalogue order', () => {
    expect(permissionsOf('Angler', ['CONTENT_MODERATOR', 'USER_PROFILE'])).toEqual([
      'CHANGE_FISHLOG',
      'ACCESS_CALENDAR',
      'VIEW_TOURNAMENTS',
      'CREATE_TOURNAMENT',
      'USER_PROFILE',
      'CONTENT_MODERATOR',
    ]);
  });

  it('never gives a role the judge or moderator permission', () => {
    for (const permissions of Object.values(ROLE_PERMISSIONS)) {
      expect(permissions).not.toContain('JUDGE_TOURNAMENTS');
      expect(permissions).not.toContain('CONTENT_MODERATOR');
    }
  });
});

describe('canSeeCoordinates', () => {
  it.each([
    ['Angler', false],
    ['Mate', false],
    ['Captain', true],
    ['Boat', true],
    [null, false],
  ] as const)('%s → %s', (role, expected) => {
    expect(canSeeCoordinates(role)).toBe(expected);
  });
});
