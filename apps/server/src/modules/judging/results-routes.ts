import {
  AppError,
  envelopeOf,
  ZJudgingCatchParams,
  ZJudgingTournamentParams,
  ZOfficialResults,
  ZResultsEvidence,
  ZResultsVerification,
  ZResultsVerifyInput,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../http/envelope';
import type { JudgingDeps } from './deps';
import { getOfficialResults, getResultsEvidence, getResultsFile, verifyResults } from './results';

/** The app's page that checks results files against every official result. */
const VERIFY_PAGE = '/results/verify';
const ZVerifyPageRedirect = z.object({ location: z.string() });

const tags = ['results'];

/** The most a posted results file may weigh (a results PDF is a few kilobytes). */
const VERIFY_MAX_BYTES = 5 * 1024 * 1024;

/** The file types a results file may be posted as, read raw. */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'application/pdf'];

/**
 * Official results (issue 22 point 6), public: the standings, the CSV and PDF downloads, and the
 * verification anyone may ask for with a file or its SHA-256.
 */
export const resultsRoutes: FastifyPluginAsyncZod<{ judging: JudgingDeps }> = async (
  app,
  { judging: deps },
) => {
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/results/:tournamentId',
    {
      schema: {
        tags,
        summary: "A tournament's official results: standings per boat and per angler, with their SHA-256",
        params: ZJudgingTournamentParams,
        response: okResponse(ZOfficialResults),
      },
    },
    async (request) => ok(await getOfficialResults(deps.db, request.params.tournamentId)),
  );

  app.get(
    '/results/:tournamentId/evidence/:catchId',
    {
      schema: {
        tags,
        summary:
          'A catch the official results count: its videos and the judges’ decision (never its position)',
        params: ZJudgingCatchParams,
        response: okResponse(ZResultsEvidence),
      },
    },
    async (request) =>
      ok(await getResultsEvidence(deps, request.params.tournamentId, request.params.catchId)),
  );

  for (const kind of ['csv', 'pdf'] as const) {
    app.get(
      `/results/:tournamentId/results.${kind}`,
      {
        schema: {
          tags,
          summary: `The official results as ${kind.toUpperCase()}, carrying the results' SHA-256`,
          params: ZJudgingTournamentParams,
          response: { 200: z.string().describe(`the ${kind.toUpperCase()} file itself (not an envelope)`) },
        },
      },
      async (request, reply) => {
        const file = await getResultsFile(deps.db, request.params.tournamentId, kind);
        return reply
          .type(kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header('content-disposition', `attachment; filename="official-results.${kind}"`)
          .header('x-results-sha256', file.resultsSha256)
          .header('x-file-sha256', file.sha256)
          .send(file.bytes as never);
      },
    );
  }

  app.get(
    '/results/verify',
    {
      schema: {
        tags,
        summary:
          'Where results stored before issue 31 say to verify them: sends the browser to the app’s check page',
        response: { 302: envelopeOf(ZVerifyPageRedirect).describe('Location: /results/verify') },
      },
    },
    // Their CSV and PDF printed this address: their bytes are evidence and never change, so the
    // address leads to the page that checks a file or a SHA-256 against every official result.
    // The answer is an API answer like any other (JSON envelope), naming where it leads.
    async (_request, reply) =>
      reply
        .code(302)
        .header('location', VERIFY_PAGE)
        .send(ok({ location: VERIFY_PAGE })),
  );

  app.post(
    '/results/verify',
    {
      schema: {
        tags,
        summary: 'Check a results file (posted raw) or a SHA-256 against the official results',
        response: okResponse(ZResultsVerification),
      },
      bodyLimit: VERIFY_MAX_BYTES,
    },
    async (request) => {
      if (Buffer.isBuffer(request.body)) {
        if (!request.body.length) throw new AppError('VALIDATION', { details: { fields: ['file'] } });
        return ok(await verifyResults(deps.db, { bytes: request.body }));
      }
      const input = ZResultsVerifyInput.safeParse(request.body ?? {});
      if (!input.success) throw new AppError('VALIDATION', { details: { fields: ['sha256'] } });
      return ok(await verifyResults(deps.db, input.data));
    },
  );
};
