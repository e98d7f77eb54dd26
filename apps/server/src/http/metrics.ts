import { AppError } from '@tightlines/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { collectProcessMetrics, processHistogram, type MetricsRegistry } from '../platform/metrics/metrics';
import { registerErrorHandler, sendError } from './error-handler';

/** Where the figures are read: at the app's own port behind a bearer token, or on a port of their own. */
export const METRICS_PATH = '/metrics';

/**
 * Serves the registry at `/metrics` (ADR 018): on METRICS_PORT alone when it is set (a port the
 * operator keeps off the public network, the app's port then has no `/metrics`), else on the app's
 * port when METRICS_TOKEN is set, else nowhere. A token set is asked for on either port. Requests
 * are timed by route pattern only while the figures are served.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'HOST'>,
  registry: MetricsRegistry,
): void {
  if (config.METRICS_PORT === undefined && config.METRICS_TOKEN === undefined) return;
  collectProcessMetrics(registry);
  timeRequests(app, registry);
  const serve = (on: FastifyInstance) =>
    on.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
      if (config.METRICS_TOKEN !== undefined && !bearerMatches(request, config.METRICS_TOKEN)) {
        return sendError(request, reply, new AppError('UNAUTHENTICATED'));
      }
      return sendMetrics(reply, registry);
    });
  const port = config.METRICS_PORT;
  if (port === undefined) {
    serve(app);
    return;
  }
  const metricsServer = Fastify({ loggerInstance: app.log });
  registerErrorHandler(metricsServer);
  serve(metricsServer);
  // Listening once the app is ready, before it takes requests: a scrape sees it from the start.
  app.addHook('onReady', async () => {
    await metricsServer.listen({ port, host: config.HOST });
  });
  app.addHook('onClose', async () => metricsServer.close());
}

async function sendMetrics(reply: FastifyReply, registry: MetricsRegistry) {
  const text = await registry.metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
}

/**
 * Compares digests of equal length in constant time, so neither the token's length nor how much
 * of it a guess got right shows in the answer's timing.
 */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Each answer's duration by method, route pattern (`/api/tournaments/:id`, never the URL, which
 * would make a series per id) and status. What no route matched (the app's pages, unknown paths)
 * is one series, `(unmatched)`.
 */
function timeRequests(app: FastifyInstance, registry: MetricsRegistry): void {
  const durations = processHistogram(registry, {
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const matched = route !== undefined && !request.is404;
    durations.observe(
      {
        method: request.method,
        route: matched ? route : '(unmatched)',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
