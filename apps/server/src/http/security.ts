import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '@tightlines/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { isServerPath } from './spa';

/**
 * Security headers on every answer and a request budget for what the server works out per request
 * (the API, the identity provider, the hosted checkout, signed media): a signed-in account's own,
 * wherever it calls from, else its address's (kept in Redis when REDIS_URL is set, so every instance
 * behind a load balancer counts against the same budget). The app's own files and pages spend no
 * budget: a first visit downloads some 70 of them, and many people share one address (a marina's
 * Wi-Fi, a club house, a phone carrier). The policy allows no inline scripts; inline styles stay
 * allowed because Mantine writes CSS variables into a style element.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  leaveTheAppsFilesUnlimited(app);
  limitAbuseProneRoutes(app, config);
  // Added first, so this onRequest hook runs before every hook added after it: answers sent early
  // (the guest feed, the rate limiter's 429) carry the headers too. Set on the raw response: a route
  // that sets its own CSP (the API docs page, swagger-ui's staticCSP) overrides this one for its answers.
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    // Runs in the route's onRequest hooks, after authentication has found the actor.
    keyGenerator: budgetOf,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(config.REDIS_URL ? sharedBudgets(app, config.REDIS_URL) : {}),
  });
}

/**
 * The security headers of every answer: a literal table, reviewed against helmet 8's defaults (the
 * same names and values, with our content security policy, a stricter referrer policy and no
 * cross-origin embedder policy, which would block the videos served from the S3 store). Nothing in
 * them changes per request (no nonces), so they are worked out once at start; building them for each
 * request was a large share of the cost of a kept feed page (bench/HISTORY.md).
 */
function securityHeaders(
  config: Pick<Config, 'storage' | 'MAP_PMTILES_URL'>,
): readonly (readonly [string, string])[] {
  const connectSrc = [
    "'self'",
    // Uploads go straight to the S3 store when it holds the media; the map reads its PMTiles
    // archive by range requests.
    ...(config.storage.driver === 's3' ? [config.storage.origin] : []),
    ...(config.MAP_PMTILES_URL?.startsWith('https://') ? [new URL(config.MAP_PMTILES_URL).origin] : []),
  ];
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
  return [
    ['content-security-policy', contentSecurityPolicy],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * Whose budget a request spends: the signed-in account's, so people signed in behind one address
 * never use up each other's; a guest's (or a refused token's) is its address's (an IPv6 address's
 * /64, as the plugin's own key does).
 */
function budgetOf(request: FastifyRequest): string {
  return request.actor ? `account:${request.actor.userId}` : addressOf(request);
}

const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * The built web app's files and pages (routes outside the server's paths: @fastify/static's, one per
 * file) are left out of the budgets. They are files read from disk and cached by the browser, and
 * limiting them broke the app for the tenth visitor behind a shared address (issue 31). Register
 * before the rate-limit plugin, which reads `config.rateLimit` when each route is added. (Pages
 * answered by the history fallback, the not-found handler, are outside the plugin's reach anyway.)
 */
function leaveTheAppsFilesUnlimited(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isServerPath(route.url)) route.config = { ...route.config, rateLimit: false };
  });
}

/**
 * Budgets counted in Redis. A Redis outage must not take the product down, so requests are then
 * let through (fail open, logged) rather than refused; the per-process budgets come back with it.
 */
function sharedBudgets(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    // The rate-limit plugin's advice: give up on a command quickly rather than hold the request.
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: 'tightlines:rate:', skipOnError: true };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An abuse-prone route (sign-in, registration, password reset, comments, upload starts): it gets
     * the small AUTH_RATE_LIMIT_MAX budget per address (instead of the general budget), and (`true`)
     * the same budget per account.
     * `'per-address'` leaves out the per-account budget, for routes where spending it would let a
     * stranger keep the owner out (password sign-in, reset requests): those count per account in
     * their own way (modules/auth/sign-in.ts, the reset-mail cap of modules/users/service.ts).
     */
    abuseLimited?: true | 'per-address';
    /**
     * A people search: the signed-in account gets SEARCH_RATE_LIMIT_MAX searches per window, from
     * whatever addresses, so nobody reads the user directory out page by page.
     */
    searchLimited?: boolean;
  }
}

/**
 * Gives every route flagged `config: { abuseLimited: true }` its two budgets. Register it before the
 * rate-limit plugin, so the per-address budget is in the route's config when the plugin reads it.
 */
function limitAbuseProneRoutes(app: FastifyInstance, config: Config): void {
  let limitPerAccount: ReturnType<typeof createAccountRateLimit> | undefined;
  let limitSearches: ReturnType<typeof createAccountRateLimit> | undefined;
  app.addHook('onRoute', (route) => {
    if (route.config?.searchLimited) {
      limitSearches ??= createAccountRateLimit(app, config.SEARCH_RATE_LIMIT_MAX, config, 'search');
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), limitSearches];
    }
    if (!route.config?.abuseLimited) return;
    // Per address even when signed in: the per-account budget below is a second one.
    route.config.rateLimit = {
      max: config.AUTH_RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW,
      keyGenerator: addressOf,
    };
    if (route.config.abuseLimited === 'per-address') return;
    limitPerAccount ??= createAccountRateLimit(app, config.AUTH_RATE_LIMIT_MAX, config, 'account');
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, limitPerAccount];
  });
}

/**
 * The per-account budget, keyed by the account the request is about (the e-mail in the body or path,
 * else the signed-in caller), so guessing one account's password from many addresses is refused too.
 */
function createAccountRateLimit(
  app: FastifyInstance,
  max: number,
  config: Config,
  budget: 'account' | 'search',
) {
  const check = app.createRateLimit({
    max,
    timeWindow: config.RATE_LIMIT_WINDOW,
    keyGenerator: (request) => `${budget}:${accountOf(request)}`,
  });
  return async function limitPerAccount(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!accountOf(request)) return;
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError('RATE_LIMITED');
    }
  };
}

function accountOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const params = request.params as { userEmail?: unknown } | undefined;
  const account = body?.email ?? body?.username ?? params?.userEmail ?? request.actor?.userId;
  return typeof account === 'string' ? account.trim().toLowerCase() : '';
}
