import type { FastifyInstance, InjectOptions } from 'fastify';

/** The routes that answer with a server-sent event stream (platform/events), which never ends by itself. */
export const isEventStreamRoute = (url: string) => /\/events$/.test(url);

/**
 * A route's status and headers, without waiting for its body: for the tests that walk every route,
 * some of which answer with an event stream (it ends only when the client goes). The body is
 * dropped, which for a stream is the client going away.
 */
export async function answerHead(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ statusCode: number; headers: Record<string, string | string[] | number | undefined> }> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  response.stream().destroy();
  return { statusCode: response.statusCode, headers: response.headers };
}
