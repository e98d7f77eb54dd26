// The judging module's public surface: its routes, for app wiring (docs/architecture.md).
export type { JudgingDeps } from './deps';
export { judgingRoutes } from './routes';
export { resultsRoutes } from './results-routes';
