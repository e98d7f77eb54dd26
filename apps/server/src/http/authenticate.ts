import { AppError, permissionsOf, type Permission, type RoleName } from '@tightlines/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims, VerifiedToken } from '../platform/idp/access-tokens';
import type { Identity } from '../platform/idp/identity';

/** The HttpOnly cookie holding the sealed access token (set by the auth module, read here). */
export const ACCESS_COOKIE = 'tl_at';
/** The HttpOnly refresh-token cookie, sent only to /api/auth. */
export const REFRESH_COOKIE = 'tl_rt';
/** Cookie-authenticated writes must carry this header: a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-tightlines-csrf';

/** Who is calling: resolved once per API request from a bearer token or the session cookie. */
export interface Actor {
  userId: string;
  email: string;
  /** The random folder of the caller's uploads (users.media_prefix): media URLs never name the account. */
  mediaPrefix: string;
  roleName: RoleName;
  /** The account proved it holds `email` (ADR 011): rights given to the address need it. */
  emailVerified: boolean;
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
 * What authentication needs to know of accounts. The users module answers; app wiring passes its
 * functions in, so this layer never imports a module.
 */
export interface ActorAccounts {
  /**
   * The live (not deleted) account `userId` while its sign-in grant `grantId` stands (not revoked by
   * logout, a new password or refresh-token reuse, not expired), with the permissions granted on top
   * of its role's; null otherwise. Read fresh for every request (a read started after the request
   * arrived, which requests arriving together may share), so a revocation counts at once.
   */
  getSignedInAccount(userId: string, grantId: string): Promise<SignedInAccount | null>;
}

export interface SignedInAccount {
  id: string;
  email: string;
  mediaPrefix: string;
  roleName: string;
  emailVerified: boolean;
  permissionGrants: string[];
}

/**
 * Resolves the actor of every /api request: the token checked (checkedTokens), then the account,
 * its permission grants and whether its sign-in grant stands, in one statement (shared by the
 * requests that arrive together: users' `signedInAccounts`). A token that fails
 * any check leaves the request anonymous; the route's guard then answers 401 with `Expired Token` or
 * `Invalid token` (spec §8). Writes authenticated by cookie must carry the CSRF header, or they are
 * refused with 403.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { identity, accounts }: { identity: Identity; accounts: ActorAccounts },
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('authProblem', 'missing');

  const checkToken = checkedTokens(identity);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const credentials = readCredentials(request);
    if (credentials.kind !== 'token') {
      request.authProblem = credentials.kind;
      return;
    }
    const verified = await checkToken(credentials);
    if (!verified.ok) {
      request.authProblem = verified.reason;
      return;
    }
    const user = await accounts.getSignedInAccount(verified.claims.sub, verified.claims.gid);
    if (!user) {
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
    request.actor = {
      userId: user.id,
      email: user.email,
      mediaPrefix: user.mediaPrefix,
      roleName: user.roleName as RoleName,
      emailVerified: user.emailVerified,
      permissions: permissionsOf(user.roleName as RoleName, user.permissionGrants as Permission[]),
      grantId: verified.claims.gid,
      via: credentials.via,
    };
    request.authProblem = 'none';
  });
}

/** What a request presented: a bearer token, or the sealed access token of the session cookie. */
type Credentials =
  | { kind: 'token'; presented: string; via: 'bearer' | 'cookie' }
  | { kind: 'missing' | 'expired' | 'invalid' };

function readCredentials(request: FastifyRequest): Credentials {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization);
    return match?.[1] ? { kind: 'token', presented: match[1], via: 'bearer' } : { kind: 'invalid' };
  }
  const sealed = request.cookies[ACCESS_COOKIE];
  if (sealed) return { kind: 'token', presented: sealed, via: 'cookie' };
  // The access cookie outlives its token (auth's cookies.ts), so only /api/auth, the refresh cookie's
  // path, can see a refresh cookie alone (after the access cookie was cleared): "refresh, then retry".
  return { kind: request.cookies[REFRESH_COOKIE] ? 'expired' : 'missing' };
}

/** Presented tokens kept once checked (a few hundred bytes each). */
const MAX_CHECKED_TOKENS = 10_000;

/**
 * Unseals and verifies a presented token, or answers what that gave the last time: a browser or a
 * client presents the same token on every request until it expires, and checking its ES256
 * signature (and opening the cookie's seal) was a fifth of a signed-in feed page's cost in the
 * server process. Only what checked out is kept, until the token stops being accepted; the keys
 * that sign tokens are fixed for the process's life, so the answer cannot change meanwhile.
 * Whether the account and its grant still stand is read on every request (revocation is at once).
 */
function checkedTokens(identity: Identity) {
  const checked = new LRUCache<string, AccessTokenClaims>({ max: MAX_CHECKED_TOKENS });
  return async ({
    presented,
    via,
  }: {
    presented: string;
    via: 'bearer' | 'cookie';
  }): Promise<VerifiedToken> => {
    const key = `${via} ${presented}`;
    const known = checked.get(key);
    if (known && Date.now() < known.acceptedUntil) return { ok: true, claims: known };
    if (known) {
      checked.delete(key);
      return { ok: false, reason: 'expired' };
    }
    const token = via === 'cookie' ? await identity.sealer.unseal(presented) : presented;
    if (!token) return { ok: false, reason: 'invalid' };
    const verified = await identity.verifyAccessToken(token);
    if (verified.ok) checked.set(key, verified.claims);
    return verified;
  };
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
