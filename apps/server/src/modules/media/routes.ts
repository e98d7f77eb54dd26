import { ZUploadRequest, ZUploadTicket } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import * as media from './service';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.post(
    '/media/uploads',
    {
      schema: {
        tags,
        summary: 'Get a signed URL to upload a picture or a video directly to storage (PUT the bytes there)',
        body: ZUploadRequest,
        response: okResponse(ZUploadTicket),
      },
      preValidation: signedIn,
      config: { abuseLimited: true },
    },
    async (request) => ok(await media.createUploadTicket(storage, requireActor(request), request.body)),
  );
};
