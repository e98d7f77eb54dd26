import {
  ZCompletedUpload,
  ZFinishedUpload,
  ZFinishUpload,
  ZPartUrls,
  ZPartUrlsRequest,
  ZUploadAnswer,
  ZUploadedParts,
  ZUploadRef,
  ZUploadRequest,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { type Actor, requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { getOrCreateSecret } from '../../platform/secrets/app-secrets';
import type { Storage } from '../../platform/storage/storage';
import { finishUpload } from './ingest-service';
import { releaseUpload, reserveUpload } from './media-objects';
import * as multipart from './multipart-service';
import * as media from './service';
import { createUploadHandles } from './upload-handle';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage; quotaBytes: number }> = async (
  app,
  { db, storage, quotaBytes },
) => {
  const secret = await getOrCreateSecret(db, 'media.upload-handle-key', () =>
    randomBytes(32).toString('base64url'),
  );
  const deps = {
    storage,
    handles: createUploadHandles(Buffer.from(secret, 'base64url')),
    reserve: (actor: Actor, key: string, size: number) =>
      reserveUpload(db, { ownerId: actor.userId, key, size, quotaBytes }),
    release: (actor: Actor, key: string) => releaseUpload(db, { ownerId: actor.userId, key }),
  };

  app.post(
    '/media/uploads',
    {
      schema: {
        tags,
        summary:
          'Start a direct upload to storage: one signed PUT, or for a video over 8 MiB a multipart plan (send the parts, then complete)',
        body: ZUploadRequest,
        response: okResponse(ZUploadAnswer),
      },
      preValidation: signedIn,
      config: { abuseLimited: true },
    },
    async (request) => ok(await media.createUploadTicket(deps, requireActor(request), request.body)),
  );

  app.post(
    '/media/uploads/partUrls',
    {
      schema: {
        tags,
        summary: 'Signed URLs to PUT some parts of your multipart upload',
        body: ZPartUrlsRequest,
        response: okResponse(ZPartUrls),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await multipart.signUploadParts(deps, requireActor(request), request.body)),
  );

  app.get(
    '/media/uploads/parts',
    {
      schema: {
        tags,
        summary: 'The parts of your multipart upload that storage has received (to resume it)',
        querystring: ZUploadRef,
        response: okResponse(ZUploadedParts),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await multipart.listUploadedParts(deps, requireActor(request), request.query)),
  );

  app.post(
    '/media/uploads/complete',
    {
      schema: {
        tags,
        summary: 'Join the parts of your multipart upload into the file; its key can then be attached',
        body: ZUploadRef,
        response: okResponse(ZCompletedUpload),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await multipart.completeUpload(deps, requireActor(request), request.body)),
  );

  app.post(
    '/media/uploads/finish',
    {
      schema: {
        tags,
        summary:
          'Finish your upload once its bytes are sent: the file is checked and its location and device metadata removed; then it can be attached',
        body: ZFinishUpload,
        response: okResponse(ZFinishedUpload),
      },
      // Not abuse-limited: the work is done once per upload (whose start is), then answered from the row.
      preValidation: signedIn,
    },
    async (request) => ok(await finishUpload(db, storage, requireActor(request), request.body.key)),
  );

  app.post(
    '/media/uploads/abort',
    {
      schema: {
        tags,
        summary: 'Abandon your multipart upload and drop its parts',
        body: ZUploadRef,
        response: okResponse(z.null()),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await multipart.abortUpload(deps, requireActor(request), request.body)),
  );
};
