import type { OfficialResults } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../http/authenticate';
import type { BackgroundJob } from '../../platform/jobs/registry';
import type { JudgingDeps } from './deps';
import { finishJudging } from './finish';
import { judgingJobs } from './jobs';
import { liveStandingsRoutes } from './live-routes';
import { resultsRoutes } from './results-routes';
import { judgingRoutes } from './routes';

/** The judging module as the app builds it once (app.ts). */
export interface Judging {
  /** Finishes a tournament's judging, making its results official (the organiser's Finish goes through it). */
  finish(actor: Actor, tournamentId: string): Promise<OfficialResults>;
  /** The judges' screens, the public official results and the live leaderboard. */
  routes: FastifyPluginAsyncZod;
  /** The module's contribution to the app's job registry. */
  jobs: BackgroundJob[];
}

/** Builds the judging module on its dependencies (once, in app wiring). */
export function createJudging(deps: JudgingDeps): Judging {
  return {
    finish: (actor, tournamentId) => finishJudging(deps, actor, tournamentId),
    routes: async (app) => {
      await app.register(judgingRoutes, { judging: deps });
      await app.register(resultsRoutes, { judging: deps });
      await app.register(liveStandingsRoutes, { judging: deps });
    },
    jobs: judgingJobs(deps),
  };
}
