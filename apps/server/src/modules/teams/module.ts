import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Fulfil } from '../payments';
import type { TeamsDeps } from './deps';
import { teamRegistrationFulfilment } from './register';
import { teamRoutes } from './routes';

/** The teams module as the app builds it once (app.ts). */
export interface Teams {
  /** What a paid team registration's checkout grants (the payments module's `fulfilments`). */
  fulfilment: Fulfil;
  routes: FastifyPluginAsyncZod;
}

/** Builds the teams module on its dependencies (once, in app wiring; tests build their own). */
export function createTeams(deps: TeamsDeps): Teams {
  return {
    fulfilment: teamRegistrationFulfilment(deps),
    routes: (app) => teamRoutes(app, { teams: deps }),
  };
}
