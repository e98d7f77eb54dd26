import {
  permissionsOf,
  type Permission,
  type RoleName,
  type UserCard,
  type UserInfo,
} from '@tightlines/domain';
import type { UserRow } from './repo';

export interface UserInfoExtras {
  genderName: string | null;
  localityName: string | null;
  grants: string[];
  isJudge: boolean;
  /** The picture as a URL the client may load (storage keys are signed by the caller). */
  pictureUrl: string | null;
}

/** The user info of spec §3 ("User-info response fields read"). */
export function toUserInfoDto(user: UserRow, extras: UserInfoExtras): UserInfo {
  const grants = extras.grants as Permission[];
  const withJudge: Permission[] = extras.isJudge ? [...grants, 'JUDGE_TOURNAMENTS'] : grants;
  return {
    roleName: user.roleName as RoleName,
    email: user.email,
    gender: extras.genderName,
    Boats: [],
    permissions: permissionsOf(user.roleName as RoleName, withJudge).map((name) => ({ Name: name })),
    name: user.name,
    lastname: user.lastname,
    url: extras.pictureUrl,
    localityName: extras.localityName,
    isJudge: extras.isJudge,
    sizeId: user.sizeUnitId,
    weightId: user.weightUnitId,
    temperatureUnit: user.temperatureUnit,
    language: user.language ?? null,
  };
}

/**
 * A user as a search shows them to someone else: name, role and picture; the e-mail only when their
 * privacy shows it (not even echoed when the searcher typed it in full: that would confirm whose
 * address it is where the profile says nothing).
 */
export function toUserCardDto(
  row: { id: string; name: string; lastname: string; roleName: string; email: string; showEmail: boolean },
  extras: { pictureUrl: string | null },
): UserCard {
  return {
    userUUID: row.id,
    name: row.name,
    lastname: row.lastname,
    roleName: row.roleName as RoleName,
    url: extras.pictureUrl,
    email: row.showEmail ? row.email : null,
  };
}
