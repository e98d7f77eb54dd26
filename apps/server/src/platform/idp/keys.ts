import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from '../secrets/app-secrets';

export const SIGNING_ALG = 'ES256';

export interface IdentitySecrets {
  /** Private signing keys of the provider (ID tokens and JWT access tokens). */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's own cookies. */
  cookieKeys: string[];
  /** Secret of the confidential web client, known only to the API (backend for frontend). */
  webClientSecret: string;
  /** Key that seals the access-token cookie (A256GCM). */
  sealKey: string;
}

/** Loads the identity secrets, creating them on the first start of the first instance. */
export async function loadIdentitySecrets(db: Db): Promise<IdentitySecrets> {
  const jwks = await getOrCreateSecret(db, 'idp.jwks', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    return { keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' }] };
  });
  const cookieKeys = await getOrCreateSecret(db, 'idp.cookie-keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const webClientSecret = await getOrCreateSecret(db, 'idp.web-client-secret', () =>
    randomBytes(32).toString('base64url'),
  );
  const sealKey = await getOrCreateSecret(db, 'auth.seal-key', () => randomBytes(32).toString('base64url'));
  return { jwks, cookieKeys, webClientSecret, sealKey };
}

/** The public half of the signing keys, as the API verifies tokens with them. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, crv, x, y, n, e, kid, alg, use }) => ({
      kty,
      crv,
      x,
      y,
      n,
      e,
      kid,
      alg,
      use,
    })),
  };
}
