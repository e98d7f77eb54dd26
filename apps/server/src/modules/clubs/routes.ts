import {
  AppError,
  envelopeOf,
  ZClub,
  ZClubInput,
  ZClubJoinInput,
  ZClubList,
  ZClubParams,
  ZClubRequestResult,
  ZClubUpdate,
  ZMyClubs,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { redirectToPreviewImage } from '../../http/page-meta';
import { createClub, editClub, requireClubAdmin } from './admin';
import type { ClubsDeps } from './deps';
import { followClub, unfollowClub } from './follow';
import { canUseMyClubs } from './policy';
import { getClub, listClubs, myClubs } from './read-clubs';
import { joinClub, leaveClub, renewClub } from './requests';
import { clubPictureUrl } from './share-preview';

const tags = ['clubs'];

/**
 * Clubs (issue 37, spec §7 Clubs): the directory and one club for anyone; my clubs, follow and
 * unfollow, join, renew and leave for a signed-in user with USER_PROFILE; creating and editing for
 * CLUB_ADMIN.
 */
export const clubRoutes: FastifyPluginAsyncZod<{ clubs: ClubsDeps }> = async (app, { clubs: deps }) => {
  /** A signed-in user holding USER_PROFILE (spec §2 /myclubs); FORBIDDEN otherwise. */
  const member = (request: Parameters<typeof requireActor>[0]) => {
    const actor = requireActor(request);
    if (!canUseMyClubs(actor)) throw new AppError('FORBIDDEN');
    return actor;
  };

  app.get(
    '/clubs',
    { schema: { tags, summary: 'Every club, by name', response: okResponse(ZClubList) } },
    async (request) => ok(await listClubs(deps, request.actor)),
  );

  app.get(
    '/clubs/mine',
    {
      schema: {
        tags,
        summary: 'The clubs I follow, belong to or asked about, and the others',
        response: okResponse(ZMyClubs),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await myClubs(deps, member(request))),
  );

  app.get(
    '/clubs/:clubId',
    {
      schema: { tags, summary: 'One club (its page)', params: ZClubParams, response: okResponse(ZClub) },
    },
    async (request) => ok(await getClub(deps, request.actor, request.params.clubId)),
  );

  app.get(
    '/clubs/:clubId/picture',
    {
      schema: {
        tags,
        summary: "Redirects to a club's picture: the image of its page's link preview",
        params: ZClubParams,
        response: { 302: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (request, reply) => {
      const url = await clubPictureUrl(deps, request.params.clubId);
      redirectToPreviewImage(reply, url);
      return ok({ url });
    },
  );

  app.put(
    '/clubs/:clubId/follow',
    {
      schema: { tags, summary: 'Follow a club', params: ZClubParams, response: okResponse(ZClub) },
      preValidation: signedIn,
    },
    async (request) => {
      const actor = member(request);
      await followClub(deps, actor, request.params.clubId);
      return ok(await getClub(deps, actor, request.params.clubId));
    },
  );

  app.delete(
    '/clubs/:clubId/follow',
    {
      schema: { tags, summary: 'Stop following a club', params: ZClubParams, response: okResponse(ZClub) },
      preValidation: signedIn,
    },
    async (request) => {
      const actor = member(request);
      await unfollowClub(deps, actor, request.params.clubId);
      return ok(await getClub(deps, actor, request.params.clubId));
    },
  );

  app.post(
    '/clubs/:clubId/join',
    {
      schema: {
        tags,
        summary: 'Ask to join a club: a request the job processes, or a paid club’s checkout',
        params: ZClubParams,
        body: ZClubJoinInput,
        response: okResponse(ZClubRequestResult),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await joinClub(deps, member(request), request.params.clubId, request.body)),
  );

  app.post(
    '/clubs/:clubId/renew',
    {
      schema: {
        tags,
        summary: 'Renew a paid club’s subscription: a checkout whose payment adds a year',
        params: ZClubParams,
        body: ZClubJoinInput,
        response: okResponse(ZClubRequestResult),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await renewClub(deps, member(request), request.params.clubId, request.body)),
  );

  app.post(
    '/clubs/:clubId/leave',
    {
      schema: {
        tags,
        summary: 'Ask to leave a club: a request the job processes',
        params: ZClubParams,
        body: z.object({}).optional(),
        response: okResponse(ZClubRequestResult),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await leaveClub(deps, member(request), request.params.clubId)),
  );

  app.post(
    '/clubs',
    {
      schema: { tags, summary: 'Create a club (CLUB_ADMIN)', body: ZClubInput, response: okResponse(ZClub) },
      preValidation: signedIn,
    },
    async (request) => ok(await createClub(deps, requireClubAdmin(requireActor(request)), request.body)),
  );

  app.patch(
    '/clubs/:clubId',
    {
      schema: {
        tags,
        summary: 'Edit a club (CLUB_ADMIN)',
        params: ZClubParams,
        body: ZClubUpdate,
        response: okResponse(ZClub),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await editClub(deps, requireClubAdmin(requireActor(request)), request.params.clubId, request.body)),
  );
};
