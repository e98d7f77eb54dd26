import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ACCESS_COOKIE } from '../auth/cookies';
import { cachedGuestFirstPage } from './guest-feed';

const HOME_FEED_PATH = '/api/sessions/home';

/**
 * Answers a guest's `GET /api/sessions/home` (no query) from the cache as soon as it arrives: every
 * visitor's first request, and the same bytes for all of them. It runs after the security headers
 * and counts against the guest's rate-limit budget exactly as the route would (the same budget, so
 * the route's own check is skipped), but skips cookie parsing, authentication, validation and the
 * handler, which cost more than copying the cached bytes. Anything else, a miss included, goes on
 * to the route, which answers the same bytes (`guestFirstPage`) and fills the cache.
 */
export function answerGuestFirstPageEarly(app: FastifyInstance, db: Db): void {
  const spendRateBudget = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url !== HOME_FEED_PATH || mayBeSignedIn(request)) return;
    const body = cachedGuestFirstPage(db);
    if (body === null) return;
    await spendRateBudget.call(app, request, reply); // throws RATE_LIMITED when it is spent
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** Whether the request carries credentials: it is then answered by the route, as that user. */
function mayBeSignedIn(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.cookie ?? '').includes(`${ACCESS_COOKIE}=`)
  );
}
