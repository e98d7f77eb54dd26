// The experience module's public surface: what other modules and app wiring may use. Everything
// else is internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export { listExperiencesOf } from './service';
export { experienceRoutes } from './routes';
