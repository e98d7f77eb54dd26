import {
  LOGBOOK_MAX_BYTES,
  ZLogbookExportQuery,
  ZLogbookImportQuery,
  ZLogbookImportResult,
  ZLogbookPreview,
  ZLogbookPreviewQuery,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { refuseFile, tooLarge } from './logbook-file';
import { exportLogbook, importLogbook, previewLogbook } from './logbook-service';

const tags = ['sessions'];

/** How an import's file may be posted: raw, as a file picker or a script sends it. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'application/gpx+xml',
  'application/xml',
  'text/xml',
];

const fileBody = z
  .unknown()
  .describe(`the file's bytes (CSV or GPX, at most ${LOGBOOK_MAX_BYTES} bytes), not JSON`);

/**
 * My Fishlogs' logbook (issue 40 point 3): the export of the sessions it shows, and an import's
 * preview and confirmation. The file is read as it arrives and refused past its size (413) before
 * the rest is read; its rows and points are counted while they are parsed (logbook-csv.ts, -gpx.ts).
 */
export const logbookRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.addContentTypeParser(FILE_TYPES, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > LOGBOOK_MAX_BYTES)
      return done(tooLarge(), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    payload.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > LOGBOOK_MAX_BYTES) {
        refused = true;
        chunks.length = 0;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!refused) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!refused) done(error, undefined);
    });
  });

  const fileOf = (body: unknown): Buffer => {
    if (!Buffer.isBuffer(body)) throw refuseFile('logbookEmpty');
    return body;
  };

  app.get(
    '/sessions/mine/export',
    {
      schema: {
        tags,
        summary: "My Fishlogs' sessions in its range (as /sessions/mine) as a CSV or GPX file",
        querystring: ZLogbookExportQuery,
        response: { 200: z.string().describe('the file itself (not an envelope)') },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const file = await exportLogbook(db, requireActor(request), request.query, now());
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as never);
    },
  );

  app.post(
    '/sessions/import/preview',
    {
      schema: {
        tags,
        summary: 'What importing a logbook file would log, and each row it cannot with why; saves nothing',
        querystring: ZLogbookPreviewQuery,
        body: fileBody,
        response: okResponse(ZLogbookPreview),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await previewLogbook(db, requireActor(request), request.query.format, fileOf(request.body))),
  );

  app.post(
    '/sessions/import',
    {
      schema: {
        tags,
        summary:
          'Log every session of a logbook file in one go, or none (a row with an error refuses it); the same key answers the first import',
        querystring: ZLogbookImportQuery,
        body: fileBody,
        response: okResponse(ZLogbookImportResult),
      },
      preValidation: signedIn,
    },
    async (request) => {
      const { format, key } = request.query;
      return ok(await importLogbook(db, requireActor(request), format, key, fileOf(request.body)));
    },
  );
};
