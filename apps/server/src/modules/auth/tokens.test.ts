import { eq, sql } from 'drizzle-orm';
import { base64url, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let user: TestUser;
let signingJwk: JWK;
let claims: Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  const [row] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'idp.jwks'));
  signingJwk = (row!.value as { keys: JWK[] }).keys[0]!;
  claims = JSON.parse(new TextDecoder().decode(base64url.decode(user.tokens.accessToken.split('.')[1]!)));
});
afterAll(() => t.close());

/** Signs a token with our real key, changing what the case needs. */
async function ourToken(changes: { payload?: Record<string, unknown>; typ?: string } = {}) {
  const key = await importJWK(signingJwk, 'ES256');
  return new SignJWT({ ...claims, ...changes.payload })
    .setProtectedHeader({ alg: 'ES256', kid: signingJwk.kid, typ: changes.typ ?? 'at+jwt' })
    .sign(key);
}

async function call(authorization: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/users?userEmail=${user.email}`,
    headers: { authorization },
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('accepts a genuine token', async () => {
    expect((await call(`Bearer ${user.tokens.accessToken}`)).statusCode).toBe(200);
  });

  it('answers Expired Token for an expired one', async () => {
    const response = await call(
      `Bearer ${await ourToken({ payload: { exp: now() - 60, iat: now() - 1000 } })}`,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, message: 'Expired Token', result: null });
  });

  const forgeries: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () =>
        `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${base64url.encode(JSON.stringify(claims))}.`,
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const publicKey = JSON.stringify({
          kty: signingJwk.kty,
          crv: signingJwk.crv,
          x: signingJwk.x,
          y: signingJwk.y,
        });
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .sign(new TextEncoder().encode(publicKey));
      },
    ],
    [
      'a forged signature (another key)',
      async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', kid: signingJwk.kid, typ: 'at+jwt' })
          .sign(privateKey);
      },
    ],
    [
      'an embedded jwk header',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', jwk: await exportJWK(publicKey) })
          .sign(privateKey);
      },
    ],
    [
      'a jku header',
      async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', jku: 'https://evil.example/jwks' })
          .sign(privateKey);
      },
    ],
    ['a wrong issuer', () => ourToken({ payload: { iss: 'https://evil.example/idp' } })],
    ['a wrong audience', () => ourToken({ payload: { aud: 'https://evil.example/api' } })],
    [
      'an ID token (typ JWT, client audience)',
      () => ourToken({ typ: 'JWT', payload: { aud: 'tightlines-web' } }),
    ],
    ['not yet valid', () => ourToken({ payload: { nbf: now() + 3600 } })],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = user.tokens.accessToken.split('.');
        return `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }))}.${signature}`;
      },
    ],
    ['a truncated token', async () => user.tokens.accessToken.slice(0, -10)],
    ['a grant that does not exist', () => ourToken({ payload: { gid: 'no-such-grant' } })],
    ['garbage', async () => 'not.a.token'],
  ];

  it.each(forgeries)('answers Invalid token for %s', async (_name, make) => {
    const response = await call(`Bearer ${await make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, message: 'Invalid token', result: null });
  });

  it('answers Invalid token for a malformed Authorization header', async () => {
    expect((await call('Basic dXNlcjpwYXNz')).json().message).toBe('Invalid token');
  });

  it('refuses the tokens of a deleted user', async () => {
    const doomed = await createUser(t);
    // No route deletes an account yet: the row is marked deleted directly.
    await t.database.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.email, doomed.email));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users?userEmail=${doomed.email}`,
      headers: doomed.auth,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid token');
  });

  it('lets a public route answer a caller with a bad token as a guest', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/species',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookies', () => {
  const cookieCall = (cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/users?userEmail=${user.email}`, headers: { cookie } });

  it.each([
    ['a raw JWT instead of a sealed one', () => `tl_at=${user.tokens.accessToken}`],
    [
      'a tampered sealed cookie',
      () => `tl_at=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA`,
    ],
    ['garbage', () => 'tl_at=%00%01garbage'],
  ])('answers Invalid token for %s', async (_name, cookie) => {
    const response = await cookieCall(cookie());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, message: 'Invalid token' });
  });
});
