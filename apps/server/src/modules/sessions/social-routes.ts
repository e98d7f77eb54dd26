import {
  ZBackupMedia,
  ZBackupMediaInput,
  ZBackupMediaQuery,
  ZComment,
  ZCommentInput,
  ZCommentPage,
  ZCommentParams,
  ZCommentsQuery,
  ZFishLogUpdate,
  ZMediaIdParams,
  ZSession,
  ZSessionParams,
  ZShare,
  ZShareInput,
  envelopeOf,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { redirectToPreviewImage } from '../../http/page-meta';
import type { Storage } from '../../platform/storage/storage';
import { updateLog } from './log-service';
import { sessionPosterUrl } from './social-preview';
import * as social from './social-service';

const tags = ['sessions'];

/** Fish-log edits, comments, shares and backup media of sessions. */
export const socialRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.put(
    '/fishingLogs/:uuid',
    {
      schema: {
        tags,
        summary: 'Edit a fish log of yours, or delete it with isDelete; answers its session',
        params: ZSessionParams,
        body: ZFishLogUpdate,
        response: okResponse(ZSession),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await updateLog(db, storage, requireActor(request), request.params.uuid, request.body)),
  );

  app.get(
    '/sessions/:uuid/poster',
    {
      schema: {
        tags,
        summary:
          "Redirects to the poster of a visible session's first video: the image of its share link preview",
        params: ZSessionParams,
        response: { 302: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (request, reply) => {
      const url = await sessionPosterUrl(db, storage, request.params.uuid);
      redirectToPreviewImage(reply, url);
      return ok({ url });
    },
  );

  app.get(
    '/comments/:sessionUUID',
    {
      schema: {
        tags,
        summary: "A page of a session's comments, newest first (2 by default)",
        params: ZCommentParams,
        querystring: ZCommentsQuery,
        response: okResponse(ZCommentPage),
      },
    },
    async (request) =>
      ok(await social.listComments(db, storage, request.actor, request.params.sessionUUID, request.query)),
  );

  app.post(
    '/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a session (signed-in users)',
        body: ZCommentInput,
        response: okResponse(ZComment),
      },
      preValidation: signedIn,
      config: { abuseLimited: true },
    },
    async (request) => ok(await social.addComment(db, storage, requireActor(request), request.body)),
  );

  app.post(
    '/share',
    {
      schema: {
        tags,
        summary: 'Share a session or a tournament: answers the link',
        body: ZShareInput,
        response: okResponse(ZShare),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await social.share(db, requireActor(request), request.body)),
  );

  app.get(
    '/backupMedia',
    {
      schema: {
        tags,
        summary: 'The backup media of a log or a session',
        querystring: ZBackupMediaQuery,
        response: okResponse(z.array(ZBackupMedia)),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await social.listBackupMedia(db, storage, requireActor(request), request.query)),
  );

  app.post(
    '/backupMedia',
    {
      schema: {
        tags,
        summary:
          'Add backup media (an uploaded video or picture) to a log or a session of yours; at most 3 each',
        body: ZBackupMediaInput,
        response: okResponse(ZBackupMedia),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await social.addBackupMedia(db, storage, requireActor(request), request.body)),
  );

  app.delete(
    '/backupMedia/:mediaId',
    {
      schema: {
        tags,
        summary: 'Delete backup media of yours',
        params: ZMediaIdParams,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      await social.deleteBackupMedia(db, storage, requireActor(request), request.params.mediaId);
      return ok(null);
    },
  );
};
