// The auth module's public surface: what other modules and app wiring may use. Everything else is
// internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export type { PasswordSignIn } from './sign-in';
export { createPasswordSignIn } from './sign-in';
export { createPasswordHasher } from './password';
export { endAllSessionsOf, endOtherSessionsOf } from './service';
export { authRoutes } from './routes';
export { scheduleAuthJobs } from './jobs';
