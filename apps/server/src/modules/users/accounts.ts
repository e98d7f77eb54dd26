import type { Permission } from '@tightlines/domain';
import type { Db } from '../../db/database';
import * as repo from './repo';

/**
 * Account lookups and permission grants that other modules, the HTTP layer (through app wiring)
 * and maintenance commands use. Deleted accounts are never found. None of these throws.
 */

/** The live account with this id, or null. */
export function getUserById(db: Db, userId: string): Promise<repo.UserRow | null> {
  return repo.getUserById(db, userId);
}

/**
 * The live account a request is signed in as, with the permissions granted on top of its role's
 * (those `derived` from other modules included), while its sign-in grant `grantId` stands (logout,
 * a new password or expiry end it at once); null otherwise. One statement, prepared once: it runs on
 * every signed-in request. `derived` must be the same on every call for one database.
 */
export function getSignedInAccount(
  db: Db,
  userId: string,
  grantId: string,
  derived: readonly repo.DerivedGrant[] = [],
): Promise<repo.SignedInAccount | null> {
  return repo.getSignedInAccount(db, userId, grantId, derived);
}

/** The live account with this e-mail (case ignored), or null. */
export function getUserByEmail(db: Db, email: string): Promise<repo.UserRow | null> {
  return repo.getUserByEmail(db, email);
}

/** The ids among `ids` that name live accounts. */
export function findLiveUserIds(db: Db, ids: string[]): Promise<string[]> {
  return repo.findLiveUserIds(db, ids);
}

/** Grants a permission on top of the account's role's; granting it again changes nothing. */
export function grantPermission(db: Db, userId: string, permission: Permission): Promise<void> {
  return repo.insertPermissionGrant(db, userId, permission);
}

/** Takes back a granted permission (the role's own permissions stay). */
export function revokePermission(db: Db, userId: string, permission: Permission): Promise<void> {
  return repo.deletePermissionGrant(db, userId, permission);
}
