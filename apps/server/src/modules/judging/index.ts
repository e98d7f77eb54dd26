// The judging module's public surface: the module built once by app wiring (`createJudging`),
// with its routes, its jobs, and finishing the judging (the organiser's Finish of the tournaments
// module goes through it) (docs/architecture.md).
export type { JudgingDeps } from './deps';
export { createJudging, type Judging } from './module';
