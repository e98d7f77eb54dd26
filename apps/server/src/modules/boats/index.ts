// The boats module's public surface: what other modules and app wiring may use. Everything else is
// internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export { listBoatsOf, renameCaptainEmail } from './service';
export { boatRoutes } from './routes';
