import {
  ZCommentIdParams,
  ZModerateSessionInput,
  ZRemoveCommentInput,
  ZSession,
  ZSessionParams,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import * as moderation from './moderation-service';

const tags = ['moderation'];

/** What CONTENT_MODERATORs do to anyone's sessions and comments; every action is recorded. */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.post(
    '/moderation/sessions/:uuid',
    {
      schema: {
        tags,
        summary: "Hide, restore or delete anyone's session (CONTENT_MODERATOR), with an optional reason",
        params: ZSessionParams,
        body: ZModerateSessionInput,
        response: okResponse(ZSession.nullable()),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await moderation.moderateSession(
          db,
          storage,
          requireActor(request),
          request.params.uuid,
          request.body,
        ),
      ),
  );

  app.post(
    '/moderation/comments/:commentId/remove',
    {
      schema: {
        tags,
        summary: "Remove anyone's comment (CONTENT_MODERATOR), with an optional reason",
        params: ZCommentIdParams,
        body: ZRemoveCommentInput,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => {
      await moderation.removeComment(
        db,
        requireActor(request),
        request.params.commentId,
        request.body.reason,
      );
      return ok(null);
    },
  );
};
