// The profile module's public surface: its routes and "download all my data" (routes and jobs),
// for app wiring. Nothing else may be imported from outside the module (.dependency-cruiser.cjs
// refuses deep imports; docs/architecture.md).
export { profileRoutes } from './routes';
export { createDataExports, type DataExports } from './data-exports';
export type { DataExportDeps } from './data-export-deps';
