import { errors, jwtVerify, createLocalJWKSet, type JWK } from 'jose';
import { SIGNING_ALG } from './keys';

const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessTokenClaims {
  sub: string;
  gid: string;
  clientId: string;
  /** Until when the token is accepted: its expiry, plus the clock tolerance (ms since the epoch). */
  acceptedUntil: number;
}

export type VerifiedToken =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies our provider's JWT access tokens locally: signature with our published keys (ES256 only,
 * so `alg: none` and HS256 tricks fail), type `at+jwt` (an ID token is refused), issuer, audience,
 * time. Keys embedded in the token header (`jwk`, `jku`) are never used.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwks: { keys: JWK[] };
}) {
  const keySet = createLocalJWKSet(options.jwks);
  return async function verifyAccessToken(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat', 'gid', 'client_id'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return {
        ok: true,
        claims: {
          sub: String(payload.sub),
          gid: String(payload.gid),
          clientId: String(payload.client_id),
          acceptedUntil: (Number(payload.exp) + CLOCK_TOLERANCE_SECONDS) * 1000,
        },
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  };
}
