import type { Permission } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { readsPerTurn } from '../../platform/reads/per-turn';
import * as repo from './repo';

/**
 * Account lookups and permission grants that other modules, the HTTP layer (through app wiring)
 * and maintenance commands use. Deleted accounts are never found. None of these throws.
 */

/** The live account with this id, or null. */
export function getUserById(db: Db, userId: string): Promise<repo.UserRow | null> {
  return repo.getUserById(db, userId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the live account a request is signed in as, with the permissions granted on top of its
 * role's (those `derived` from other modules included), while its sign-in grant stands (logout, a
 * new password or expiry end it at once); null otherwise. It runs on every signed-in request, so:
 * one prepared statement, and the requests that ask during one turn of the event loop share it
 * (one read for all of them, started once the turn is over: each request still gets a read that
 * started after it asked, so a revocation committed before it arrived counts).
 */
export function signedInAccounts(
  db: Db,
  derived: readonly repo.DerivedGrant[] = [],
): (userId: string, grantId: string) => Promise<repo.SignedInAccount | null> {
  const keyOf = ({ userId, grantId }: repo.SignInKey) => `${userId.toLowerCase()} ${grantId}`;
  // Nothing is kept between reads: a revocation counts at once.
  const accounts = readsPerTurn<repo.SignInKey, repo.SignedInAccount | null, string>(
    async (keys) => {
      const found = await repo.getSignedInAccounts(db, [...keys], derived);
      const byKey = new Map(found.map((row) => [keyOf(row), row.account]));
      return keys.map((key) => byKey.get(keyOf(key)) ?? null);
    },
    { cacheKeyFn: keyOf },
  );
  return async (userId, grantId) =>
    // Only well-formed ids reach the shared statement: one that PostgreSQL refused would fail them all.
    UUID.test(userId) ? accounts.load({ userId, grantId }) : null;
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
