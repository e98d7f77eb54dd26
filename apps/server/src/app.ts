import cookie from '@fastify/cookie';
import { AppError } from '@tightlines/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Jobs } from './platform/jobs/jobs';
import { createLogger } from './http/logger';
import { registerErrorHandler, sendError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { catalogueRoutes } from './modules/catalogue/routes';
import { healthRoutes } from './modules/health/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  logger?: FastifyBaseLogger;
}

export type App = FastifyInstance;

const REQUEST_ID_PATTERN = /^[\w.-]{8,64}$/;

/** Paths the API process owns; anything else is a page of the single-page app. */
export function isServerPath(url: string): boolean {
  return /^\/(api|idp|media|pay)(\/|$|\?)/.test(url);
}

/** Builds the whole HTTP application from its dependencies. Tests call this with a test database. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(catalogueRoutes, { prefix: '/api', db: database.db });

  const spa = await registerSpa(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (isPage && spa) return spa.sendIndex(reply);
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });

  return app;
}
