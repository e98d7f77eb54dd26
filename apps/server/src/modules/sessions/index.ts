// The sessions module's public surface: what other modules and app wiring may use. Everything else
// is internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export { sessionRoutes } from './routes';
export { sessionPreviews } from './social-preview';
/** For the demo world only (db/seed). */
export * as sessionsDemoWrites from './demo-writes';
/** Account deletion (profile): what a deleted account leaves of its sessions. */
export { eraseSessionsOf } from './account-erasure';
