// The judging module's public surface: its routes, its jobs, and finishing the judging (the
// organiser's Finish of the tournaments module goes through it), for app wiring (docs/architecture.md).
export type { JudgingDeps } from './deps';
export { finishJudging } from './finish';
export { scheduleJudgingJobs } from './jobs';
export { liveStandingsRoutes } from './live-routes';
export { judgingRoutes } from './routes';
export { resultsRoutes } from './results-routes';
