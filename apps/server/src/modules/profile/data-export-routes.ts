import { envelopeOf, ZDataExportParams, ZDataExportState, ZUserEmailParams } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { dataExportDownloadUrl, getDataExport, requestDataExport } from './data-export';
import type { DataExportDeps } from './data-export-deps';

const tags = ['profile'];

/** My Profile's "download all my data" (issue 40 point 4, ADR 029): ask, follow, download. */
export const dataExportRoutes: FastifyPluginAsyncZod<{ dataExports: DataExportDeps }> = async (
  app,
  { dataExports: deps },
) => {
  app.get(
    '/users/:userEmail/data-export',
    {
      schema: {
        tags,
        summary: 'Your latest "download all my data" request that has not expired: being prepared, or ready',
        params: ZUserEmailParams,
        response: okResponse(ZDataExportState),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await getDataExport(deps, requireActor(request), request.params.userEmail)),
  );

  app.post(
    '/users/:userEmail/data-export',
    {
      schema: {
        tags,
        summary:
          'Ask for a zip of all your data (JSON and your media), prepared by a job and announced by a notification and an e-mail; while one is being prepared, asking again answers it',
        params: ZUserEmailParams,
        response: okResponse(ZDataExportState),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await requestDataExport(deps, requireActor(request), request.params.userEmail)),
  );

  app.get(
    '/users/:userEmail/data-export/:exportId/file',
    {
      schema: {
        tags,
        summary: 'Redirects to your ready zip (a short-lived signed address), until it expires',
        params: ZDataExportParams,
        response: { 303: envelopeOf(z.object({ url: z.string() })) },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const url = await dataExportDownloadUrl(
        deps,
        requireActor(request),
        request.params.userEmail,
        request.params.exportId,
      );
      reply.code(303).header('location', url);
      return ok({ url });
    },
  );
};
