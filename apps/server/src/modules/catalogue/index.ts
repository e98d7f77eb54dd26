// The catalogue module's public surface: what other modules and app wiring may use. Everything else
// is internal (.dependency-cruiser.cjs refuses deep imports; docs/architecture.md).
export { catalogueName } from './presenter';
export { localityExists, resolveCountry } from './service';
export { catalogueRoutes } from './routes';
export { getRegionByName } from './repo';
