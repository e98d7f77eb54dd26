// The profile module's public surface: its routes, for app wiring. Nothing else may be imported
// from outside the module (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export { profileRoutes } from './routes';
