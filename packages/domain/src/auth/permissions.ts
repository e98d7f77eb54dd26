/** Permissions of spec §6. Anonymous users hold none. */
export const PERMISSIONS = [
  'ADD_BOAT',
  'CHANGE_FISHLOG',
  'FILTER_UNLIMITED_DATE_RANGE',
  'ACCESS_CALENDAR',
  'VIEW_TOURNAMENTS',
  'CREATE_TOURNAMENT',
  'JUDGE_TOURNAMENTS',
  'USER_PROFILE',
  'CONTENT_MODERATOR',
  /** Creates and edits clubs (issue 37); a per-user grant, like CONTENT_MODERATOR. */
  'CLUB_ADMIN',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['Angler', 'Mate', 'Captain', 'Boat'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const everyMember: Permission[] = [
  'USER_PROFILE',
  'CHANGE_FISHLOG',
  'VIEW_TOURNAMENTS',
  'ACCESS_CALENDAR',
  'CREATE_TOURNAMENT',
];

/**
 * What each role may do by default. JUDGE_TOURNAMENTS comes from judging a tournament or being
 * named its judge (ADR 013) and CONTENT_MODERATOR and CLUB_ADMIN from a per-user grant; neither belongs to a role.
 */
export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Angler: everyMember,
  Mate: everyMember,
  Captain: [...everyMember, 'ADD_BOAT', 'FILTER_UNLIMITED_DATE_RANGE'],
  Boat: [...everyMember, 'ADD_BOAT', 'FILTER_UNLIMITED_DATE_RANGE'],
};

/** The permissions a user holds: their role's, plus any granted to them personally. */
export function permissionsOf(roleName: RoleName | null, grants: readonly Permission[] = []): Permission[] {
  const fromRole = roleName ? ROLE_PERMISSIONS[roleName] : [];
  return PERMISSIONS.filter((permission) => fromRole.includes(permission) || grants.includes(permission));
}

/** Angler and Mate never see log coordinates (spec §5); other roles see them in degrees-minutes-seconds. */
export function canSeeCoordinates(roleName: RoleName | null): boolean {
  return roleName === 'Captain' || roleName === 'Boat';
}
