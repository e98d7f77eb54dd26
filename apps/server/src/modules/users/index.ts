// The users module's public surface: what other modules and app wiring may use. Everything else is
// internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export type { DerivedGrant, SignedInAccount, UserRow } from './repo';
export type { PasswordHasher } from './password-hasher';
export type { UserEvents } from './events';
export {
  findLiveUserIds,
  getUserByEmail,
  getUserById,
  grantPermission,
  revokePermission,
  signedInAccounts,
} from './accounts';
export { authenticateWithPassword, findOrCreateSocialUser } from './service';
export { userRoutes } from './routes';
/** For the demo world only (db/seed). */
export * as usersDemoWrites from './demo-writes';
