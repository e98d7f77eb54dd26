import { AppError, permissionsOf, type Permission, type RoleName } from '@tightlines/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ACCESS_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '../modules/auth/cookies';
import { findPermissionGrants, getUserById } from '../modules/users/repo';
import { isGrantActive } from '../platform/idp/adapter';
import type { Identity } from '../platform/idp/identity';

/** Who is calling: resolved once per API request from a bearer token or the session cookie. */
export interface Actor {
  userId: string;
  email: string;
  /** The random folder of the caller's uploads (users.media_prefix): media URLs never name the account. */
  mediaPrefix: string;
  roleName: RoleName;
  permissions: Permission[];
  grantId: string;
  via: 'bearer' | 'cookie';
}

/** Why a request has no actor: no credentials, an expired access token, or a token we refuse. */
export type AuthProblem = 'none' | 'missing' | 'expired' | 'invalid';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    authProblem: AuthProblem;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the actor of every /api request. A token that fails any check leaves the request
 * anonymous; the route's guard then answers 401 with `Expired Token` or `Invalid token` (spec §8).
 * Writes authenticated by cookie must carry the CSRF header, or they are refused with 403.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { db, identity }: { db: Db; identity: Identity },
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('authProblem', 'missing');

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credentials = await readCredentials(request, identity);
    if (credentials.kind !== 'token') {
      request.authProblem = credentials.kind;
      return;
    }
    const verified = await identity.verifyAccessToken(credentials.token);
    if (!verified.ok) {
      request.authProblem = verified.reason;
      return;
    }
    const user = await getUserById(db, verified.claims.sub);
    if (!user || !(await isGrantActive(db, verified.claims.gid))) {
      request.authProblem = 'invalid';
      return;
    }
    if (
      credentials.via === 'cookie' &&
      !SAFE_METHODS.has(request.method) &&
      request.headers[CSRF_HEADER] !== '1'
    ) {
      throw new AppError('FORBIDDEN');
    }
    const grants = (await findPermissionGrants(db, user.id)) as Permission[];
    request.actor = {
      userId: user.id,
      email: user.email,
      mediaPrefix: user.mediaPrefix,
      roleName: user.roleName as RoleName,
      permissions: permissionsOf(user.roleName as RoleName, grants),
      grantId: verified.claims.gid,
      via: credentials.via,
    };
    request.authProblem = 'none';
  });
}

type Credentials =
  { kind: 'token'; token: string; via: 'bearer' | 'cookie' } | { kind: 'missing' | 'expired' | 'invalid' };

async function readCredentials(request: FastifyRequest, identity: Identity): Promise<Credentials> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization);
    return match?.[1] ? { kind: 'token', token: match[1], via: 'bearer' } : { kind: 'invalid' };
  }
  const sealed = request.cookies[ACCESS_COOKIE];
  if (sealed) {
    const token = await identity.sealer.unseal(sealed);
    return token ? { kind: 'token', token, via: 'cookie' } : { kind: 'invalid' };
  }
  // The access cookie lives as long as its token; a refresh cookie alone means "refresh, then retry".
  return { kind: request.cookies[REFRESH_COOKIE] ? 'expired' : 'missing' };
}

/** The actor of a request that needs one; 401 `Expired Token` or `Invalid token` otherwise. */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw new AppError(request.authProblem === 'expired' ? 'EXPIRED_TOKEN' : 'UNAUTHENTICATED');
}

/** Route guard for routes that need a signed-in user; runs before validation, so a guest gets 401, not 400. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireActor(request);
}
