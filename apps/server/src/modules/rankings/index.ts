// The rankings module's public surface (docs/architecture.md): `refreshRankedCatches`, the one way
// the ranking counters follow a catch, called by the sessions and judging modules in the
// transaction of the change; the verify command; the routes for app wiring.
export { refreshRankedCatches } from './refresh';
export type { CatchScope } from './repo';
export { verifyRankings, type RankingsVerifyReport } from './verify';
export type { RankingsDeps } from './deps';
export { rankingRoutes } from './routes';
