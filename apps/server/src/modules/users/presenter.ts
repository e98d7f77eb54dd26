import { permissionsOf, type Permission, type RoleName, type UserInfo } from '@tightlines/domain';
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
  };
}
