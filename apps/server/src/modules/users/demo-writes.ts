// The writes the demo world (db/seed) makes as this module makes them: accounts with verified
// addresses, their grants and where they fish. Only the seed uses them.
export { getLocalityByName, insertPermissionGrant, insertUser, updateUserLocality } from './repo';
export { markEmailVerified } from './email-verifications';
