import { APP_VERSION, AppError } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { appliedSchemaVersion, expectedSchemaVersion } from '../../db/schema-version';
import { ok, okResponse } from '../../http/envelope';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const ZReady = z.object({ status: z.literal('ready') });

export interface HealthOptions {
  database: Database;
  /** True once the server is stopping (SIGTERM): it finishes what it has and takes nothing new. */
  shuttingDown: () => boolean;
}

/**
 * Liveness (`/health`: the process answers, with a database round trip), readiness (`/ready`:
 * migrated to this build's schema, database reachable, not stopping; a load balancer sends traffic
 * only while it answers 200) and the served application version.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, shuttingDown }) => {
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
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this instance takes requests: migrated, database reachable, not stopping',
        response: okResponse(ZReady),
      },
      config: { rateLimit: false },
    },
    async () => {
      const unavailable = (reason: 'stopping' | 'database' | 'migrations') =>
        new AppError('UNAVAILABLE', {
          details: { ready: false, reason, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        });
      if (shuttingDown()) throw unavailable('stopping');
      const applied = await appliedSchemaVersion(database.executeSql).catch(() => undefined);
      if (applied === undefined) throw unavailable('database');
      if (applied !== expectedSchemaVersion()) throw unavailable('migrations');
      return ok({ status: 'ready' as const });
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
