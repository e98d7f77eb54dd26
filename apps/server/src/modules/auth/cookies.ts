import { CompactEncrypt, compactDecrypt, base64url } from 'jose';
import type { FastifyReply } from 'fastify';

export const ACCESS_COOKIE = 'tl_at';
export const REFRESH_COOKIE = 'tl_rt';
/** Cookie-authenticated writes must carry this header: a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-tightlines-csrf';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Seals and unseals the access token kept in a cookie (A256GCM), so even a leaked cookie jar shows no JWT. */
export function createCookieSealer(sealKey: string) {
  const key = base64url.decode(sealKey);
  return {
    seal: (value: string) =>
      new CompactEncrypt(encoder.encode(value))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(key),
    unseal: async (sealed: string): Promise<string | null> => {
      try {
        const { plaintext } = await compactDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
        return decoder.decode(plaintext);
      } catch {
        return null;
      }
    },
  };
}

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
