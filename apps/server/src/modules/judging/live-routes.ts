import { ZJudgingTournamentParams } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEventStream } from '../../platform/events/event-stream';
import { requireReadableTournament } from '../tournaments';
import type { JudgingDeps } from './deps';
import { liveStandingsOf, tournamentChannel } from './live';

/**
 * A tournament's live leaderboard (issue 35 point 4), public like its page: a server-sent event
 * stream whose `refresh` and `standings` events carry `ZLiveStandings`.
 */
export const liveStandingsRoutes: FastifyPluginAsyncZod<{ judging: JudgingDeps }> = async (
  app,
  { judging: deps },
) => {
  app.get(
    '/tournaments/:tournamentId/events',
    {
      schema: {
        tags: ['results'],
        summary:
          "A tournament's live leaderboard as server-sent events: `refresh` (the full standings, first and when " +
          'Last-Event-ID cannot be replayed) and `standings` after each decision; provisional until official',
        params: ZJudgingTournamentParams,
        response: { 200: z.string().describe('text/event-stream; each event’s data is ZLiveStandings') },
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      await requireReadableTournament(deps.db, tournamentId);
      serveEventStream(request, reply, {
        events: deps.events,
        channel: tournamentChannel(tournamentId),
        snapshot: () => liveStandingsOf(deps.db, tournamentId),
      });
    },
  );
};
