import {
  ZCatchCommentInput,
  ZCatchComment,
  ZCatchDecisionInput,
  ZCatchJudging,
  ZCatchParams,
  ZJudgeTournamentPage,
  ZJudgeTournamentQuery,
  ZJudgingCatch,
  ZJudgingCatchPage,
  ZJudgingCatchParams,
  ZJudgingCatchQuery,
  ZJudgingNote,
  ZJudgingNoteInput,
  ZJudgingOverview,
  ZJudgingTournamentParams,
  ZOfficialResults,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { decideCatch } from './decide';
import type { JudgingDeps } from './deps';
import { getJudgingCatch, getJudgingOverview, listJudgeTournaments, listJudgingCatches } from './feed';
import { finishJudging } from './finish';
import { addCatchComment, addJudgingNote, getCatchJudging } from './notes';

const tags = ['judging'];

/**
 * Judging (issue 22; spec §2 Judge screens, §4, §7 judge calls): the judge list, the workspace's
 * catches, decisions, notes, comments and finishing, for signed-in users, each authorised in its
 * service (a tournament's named judges and its organiser).
 */
export const judgingRoutes: FastifyPluginAsyncZod<{ judging: JudgingDeps }> = async (
  app,
  { judging: deps },
) => {
  app.get(
    '/judging/tournaments',
    {
      schema: {
        tags,
        summary: 'The tournaments you judge: filters, date range (Weekly by default), catches to judge',
        querystring: ZJudgeTournamentQuery,
        response: okResponse(ZJudgeTournamentPage),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await listJudgeTournaments(deps, requireActor(request), request.query)),
  );

  app.get(
    '/judging/tournaments/:tournamentId',
    {
      schema: {
        tags,
        summary: 'The judging workspace: counters, summary, evidence checklist, boats, whether it may finish',
        params: ZJudgingTournamentParams,
        response: okResponse(ZJudgingOverview),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await getJudgingOverview(deps, requireActor(request), request.params.tournamentId)),
  );

  app.get(
    '/judging/tournaments/:tournamentId/catches',
    {
      schema: {
        tags,
        summary: "The tournament's catches to judge: boat, status and day filters, keyset paged",
        params: ZJudgingTournamentParams,
        querystring: ZJudgingCatchQuery,
        response: okResponse(ZJudgingCatchPage),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await listJudgingCatches(deps, requireActor(request), request.params.tournamentId, request.query)),
  );

  app.get(
    '/judging/tournaments/:tournamentId/catches/:catchId',
    {
      schema: {
        tags,
        summary: 'One catch as the judges see it',
        params: ZJudgingCatchParams,
        response: okResponse(ZJudgingCatch),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await getJudgingCatch(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.params.catchId,
        ),
      ),
  );

  app.put(
    '/judging/tournaments/:tournamentId/catches/:catchId/decision',
    {
      schema: {
        tags,
        summary:
          'Decide a catch (released or not) with the version you saw; 409 with the fresh catch if stale',
        params: ZJudgingCatchParams,
        body: ZCatchDecisionInput,
        response: okResponse(ZJudgingCatch),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await decideCatch(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.params.catchId,
          request.body,
        ),
      ),
  );

  app.post(
    '/judging/tournaments/:tournamentId/catches/:catchId/notes',
    {
      schema: {
        tags,
        summary: 'Pin a note to a moment of one of the catch videos',
        params: ZJudgingCatchParams,
        body: ZJudgingNoteInput,
        response: okResponse(ZJudgingNote),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await addJudgingNote(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.params.catchId,
          request.body,
        ),
      ),
  );

  app.post(
    '/judging/tournaments/:tournamentId/catches/:catchId/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a catch (its angler reads it)',
        params: ZJudgingCatchParams,
        body: ZCatchCommentInput,
        response: okResponse(ZCatchComment),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await addCatchComment(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.params.catchId,
          request.body,
        ),
      ),
  );

  app.post(
    '/judging/tournaments/:tournamentId/finish',
    {
      schema: {
        tags,
        summary:
          'Finish judging: official results, tournament Finished, read-only (once; again answers the same)',
        params: ZJudgingTournamentParams,
        response: okResponse(ZOfficialResults),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await finishJudging(deps, requireActor(request), request.params.tournamentId)),
  );

  app.get(
    '/catches/:catchId/judging',
    {
      schema: {
        tags,
        summary: 'Your tournament catch as judged: status, points, refusal reason, the judges’ comments',
        params: ZCatchParams,
        response: okResponse(ZCatchJudging),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await getCatchJudging(deps, requireActor(request), request.params.catchId)),
  );
};
