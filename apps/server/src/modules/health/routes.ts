import { APP_VERSION, AppError } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ok, okResponse } from '../../http/envelope';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness with a real database round trip, and the served application version. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of the server and its database',
        response: okResponse(ZHealth),
      },
      config: { rateLimit: false },
    },
    async () => {
      const healthy = await database.ping().catch(() => false);
      if (!healthy) {
        throw new AppError('UNAVAILABLE', {
          details: { database: 'down', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        });
      }
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );

  app.get(
    '/version',
    {
      schema: {
        tags: ['system'],
        summary: 'Version of the served application',
        response: okResponse(z.string()),
      },
    },
    async () => ok(APP_VERSION),
  );
};
