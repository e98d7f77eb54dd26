import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../http/authenticate';

export interface SessionCookieOptions {
  secure: boolean;
}

/** Sets the HttpOnly session cookies: the sealed access token for the API, the refresh token only for /api/auth. */
export function setSessionCookies(
  reply: FastifyReply,
  {
    sealedAccessToken,
    refreshToken,
    accessTtlSeconds,
    refreshTtlSeconds,
  }: {
    sealedAccessToken: string;
    refreshToken: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  },
  { secure }: SessionCookieOptions,
): void {
  reply.setCookie(ACCESS_COOKIE, sealedAccessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: accessTtlSeconds,
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
