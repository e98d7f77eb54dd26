// The users module's public surface: what other modules may call. Everything else is internal.
export type { UserRow } from './repo';
export { getUserByEmail } from './repo';
export { authenticateWithPassword } from './service';
