import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, ZErrorEnvelope } from '@tightlines/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and its docs page at /api/docs. */
/** Failures any documented route may answer; each is the error envelope. */
const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 429, 500] as const;

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Every documented route also documents its failures, so clients (and the fuzzer) know every status it may answer.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (!response) return;
    for (const status of ERROR_STATUSES) response[status] ??= ZErrorEnvelope;
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tightlines API',
        description:
          'Every answer is the envelope { code, message, result }: code 200 is OK, 101000 is "user not found", other failures carry their HTTP status.',
        version: APP_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
