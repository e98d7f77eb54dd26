import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../http/authenticate';

export interface SessionCookieOptions {
  secure: boolean;
}

/**
 * Sets the HttpOnly session cookies: the sealed access token for the API, the refresh token only for
 * /api/auth. Both cookies live as long as the refresh token, though the access token inside expires
 * much sooner: a browser that dropped the access cookie with its token would send nothing to
 * `/api/users/…` (the refresh cookie never goes there), and the API could only answer `Invalid
 * token`, which signs the user out. Kept, the expired token makes the API answer `Expired Token`,
 * and the app renews the session and retries.
 */
export function setSessionCookies(
  reply: FastifyReply,
  {
    sealedAccessToken,
    refreshToken,
    refreshTtlSeconds,
  }: {
    sealedAccessToken: string;
    refreshToken: string;
    refreshTtlSeconds: number;
  },
  { secure }: SessionCookieOptions,
): void {
  reply.setCookie(ACCESS_COOKIE, sealedAccessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: refreshTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    maxAge: refreshTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, { secure }: SessionCookieOptions): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/api', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure });
}
