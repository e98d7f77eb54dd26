import {
  ZDraftParams,
  ZFishingNowList,
  ZJudgeInvitationAnswer,
  ZJudgeInvitationAnswered,
  ZObjectOfTheDay,
  ZObjectOfTheDayQuery,
  ZJoinResult,
  ZJoinTournamentInput,
  ZLeaveResult,
  ZLeaveTournamentInput,
  ZMemberPage,
  ZPageQuery,
  ZTournament,
  ZTournamentCounters,
  ZTournamentCountersQuery,
  ZTournamentDraft,
  ZTournamentDraftInput,
  ZTournamentDraftList,
  ZTournamentListQuery,
  ZTournamentPage,
  ZTournamentParams,
  ZTournamentStatusInput,
  envelopeOf,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { redirectToPreviewImage } from '../../http/page-meta';
import { pageLanguage } from '../../http/page-language';
import { createTournament } from './create';
import type { TournamentsDeps } from './deps';
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts';
import { answerJudgeInvitation } from './judge-invitations';
import { joinTournament } from './join';
import { leaveTournament } from './leave';
import { listMembers } from './members';
import { getObjectOfTheDay, listFishingNow } from './object-of-the-day';
import { countTournaments, listTournaments, listTournamentsToJudge } from './list';
import { setTournamentStatus } from './organiser-actions';
import { getTournament } from './get-tournament';
import { tournamentPictureUrl } from './share-preview';

const tags = ['tournaments'];

/**
 * Tournaments (spec §7 Tournaments): the feed and its counters and one tournament for anyone;
 * drafts, publishing, joining and the organiser's status actions for signed-in users, each
 * authorised in its service.
 */
export const tournamentRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsDeps }> = async (
  app,
  { tournaments: deps },
) => {
  const { db } = deps;

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'The tournament feed: filters, time lapse around today, keyset paged',
        querystring: ZTournamentListQuery,
        response: okResponse(ZTournamentPage),
      },
    },
    async (request) => ok(await listTournaments(deps, request.actor, request.query, pageLanguage(request))),
  );

  app.get(
    '/tournaments/counters',
    {
      schema: {
        tags,
        summary: "Tournaments per status among those the list's filters keep (place, species, time lapse)",
        querystring: ZTournamentCountersQuery,
        response: okResponse(ZTournamentCounters),
      },
    },
    async (request) => ok(await countTournaments(deps, request.query)),
  );

  app.get(
    '/tournaments/to-judge',
    {
      schema: {
        tags,
        summary: 'The tournaments naming you judge, still to be judged (keyset paged)',
        querystring: ZPageQuery,
        response: okResponse(ZTournamentPage),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await listTournamentsToJudge(deps, requireActor(request), request.query)),
  );

  app.get(
    '/tournaments/fishing-now',
    {
      schema: {
        tags,
        summary: "Your tournaments on now (you may log a tournament session in them), with today's object",
        response: okResponse(ZFishingNowList),
      },
      preValidation: signedIn,
    },
    async (request) => ok({ items: await listFishingNow(deps, requireActor(request)) }),
  );

  app.get(
    '/tournaments/drafts',
    {
      schema: {
        tags,
        summary: 'Your tournament drafts, last saved first',
        response: okResponse(ZTournamentDraftList),
      },
      preValidation: signedIn,
    },
    async (request) => ok({ items: await listDrafts(db, requireActor(request)) }),
  );

  app.put(
    '/tournaments/drafts',
    {
      schema: {
        tags,
        summary: 'Save the wizard as a draft (new without UUID, else replaces your draft)',
        body: ZTournamentDraftInput,
        response: okResponse(ZTournamentDraft),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await saveDraft(deps, requireActor(request), request.body)),
  );

  app.get(
    '/tournaments/drafts/:draftId',
    {
      schema: {
        tags,
        summary: 'One of your drafts, to resume',
        params: ZDraftParams,
        response: okResponse(ZTournamentDraft),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await getDraft(db, requireActor(request), request.params.draftId)),
  );

  app.delete(
    '/tournaments/drafts/:draftId',
    {
      schema: {
        tags,
        summary: 'Delete one of your drafts',
        params: ZDraftParams,
        response: okResponse(z.object({ UUID: z.uuid() })),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await deleteDraft(deps, requireActor(request), request.params.draftId)),
  );

  app.post(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Publish a tournament (a draft by its UUID): every wizard rule checked again',
        body: ZTournamentDraftInput,
        response: okResponse(ZTournament),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await createTournament(deps, requireActor(request), request.body)),
  );

  app.get(
    '/tournaments/:tournamentId',
    {
      schema: {
        tags,
        summary: 'One tournament',
        params: ZTournamentParams,
        response: okResponse(ZTournament),
      },
    },
    async (request) =>
      ok(await getTournament(deps, request.actor, request.params.tournamentId, pageLanguage(request))),
  );

  app.get(
    '/tournaments/:tournamentId/picture',
    {
      schema: {
        tags,
        summary:
          "Redirects to a published tournament's picture: the image of its share link preview (as a guest sees it)",
        params: ZTournamentParams,
        response: { 302: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (request, reply) => {
      const url = await tournamentPictureUrl(deps, request.params.tournamentId);
      redirectToPreviewImage(reply, url);
      return ok({ url });
    },
  );

  app.get(
    '/tournaments/:tournamentId/members',
    {
      schema: {
        tags,
        summary: 'Who joined, in joining order (for its organiser, judges and members; keyset paged)',
        params: ZTournamentParams,
        querystring: ZPageQuery,
        response: okResponse(ZMemberPage),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await listMembers(deps, requireActor(request), request.params.tournamentId, request.query)),
  );

  app.get(
    '/tournaments/:tournamentId/object-of-the-day',
    {
      schema: {
        tags,
        summary:
          "A tournament day's object (today by default), for its members, judges and organiser once the day began; else null",
        params: ZTournamentParams,
        querystring: ZObjectOfTheDayQuery,
        response: okResponse(ZObjectOfTheDay.nullable()),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await getObjectOfTheDay(deps, requireActor(request), request.params.tournamentId, request.query.date),
      ),
  );

  app.post(
    '/tournaments/:tournamentId/join',
    {
      schema: {
        tags,
        summary: 'Join: free at once; paid answers a checkout, joined by the verified payment',
        params: ZTournamentParams,
        body: ZJoinTournamentInput,
        response: okResponse(ZJoinResult),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await joinTournament(deps, requireActor(request), request.params.tournamentId, request.body.timeZone),
      ),
  );

  app.post(
    '/tournaments/:tournamentId/leave',
    {
      schema: {
        tags,
        summary: "Leave a tournament you joined, before its start (refunded by the organiser's refund rule)",
        params: ZTournamentParams,
        body: ZLeaveTournamentInput,
        response: okResponse(ZLeaveResult),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await leaveTournament(deps, requireActor(request), request.params.tournamentId)),
  );

  app.put(
    '/tournaments/:tournamentId/judge_invitation',
    {
      schema: {
        tags,
        summary: 'Accept or decline judging a tournament that names you judge (your address verified)',
        params: ZTournamentParams,
        body: ZJudgeInvitationAnswer,
        response: okResponse(ZJudgeInvitationAnswered),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await answerJudgeInvitation(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.body.accept,
        ),
      ),
  );

  app.put(
    '/tournaments/:tournamentId',
    {
      schema: {
        tags,
        summary: 'Delete, cancel or finish your tournament (organiser only; cancelling refunds)',
        params: ZTournamentParams,
        body: ZTournamentStatusInput,
        response: okResponse(ZTournament.nullable()),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await setTournamentStatus(
          deps,
          requireActor(request),
          request.params.tournamentId,
          request.body.statusName,
        ),
      ),
  );
};
