import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@tightlines/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers on every answer and a per-address request budget. The policy allows no inline
 * scripts; inline styles stay allowed because Mantine writes CSS variables into a style element.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

/**
 * A second budget for sign-in style routes, keyed by the account the request is about (the e-mail
 * in the body or path), so guessing one account's password from many addresses is refused too.
 */
export function createAccountRateLimit(app: FastifyInstance, config: Config) {
  const check = app.createRateLimit({
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    keyGenerator: (request) => `account:${accountOf(request)}`,
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

export type AccountRateLimit = ReturnType<typeof createAccountRateLimit>;

function accountOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const params = request.params as { userEmail?: unknown } | undefined;
  const account = body?.email ?? body?.username ?? params?.userEmail;
  return typeof account === 'string' ? account.trim().toLowerCase() : '';
}
