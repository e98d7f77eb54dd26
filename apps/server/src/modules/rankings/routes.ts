import { ZRankingPage, ZRankingQuery } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../http/envelope';
import type { RankingsDeps } from './deps';
import { listRankings } from './list-rankings';

const tags = ['rankings'];

/**
 * The leaderboards (issue 36, spec §2 Ranking, §7 Rankings): public, as the feed is; names, pictures
 * and points only, of people who did not opt out.
 */
export const rankingRoutes: FastifyPluginAsyncZod<{ rankings: RankingsDeps }> = async (
  app,
  { rankings: deps },
) => {
  app.get(
    '/rankings',
    {
      schema: {
        tags,
        summary: 'Top boats, captains, mates or anglers of a day, ISO week, month or year, with filters',
        querystring: ZRankingQuery,
        response: okResponse(ZRankingPage),
      },
    },
    async (request) => ok(await listRankings(deps, request.query)),
  );
};
