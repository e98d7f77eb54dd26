import { AppError, type Tokens } from '@tightlines/domain';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oidcPayloads } from '../../db/schema';
import {
  NATIVE_CLIENT_ID,
  NATIVE_REDIRECT_URI,
  SIGN_IN_SCOPES,
  WEB_CLIENT_ID,
} from '../../platform/idp/clients';
import { grantFirstPartyConsent } from '../../platform/idp/consent';
import type { Identity } from '../../platform/idp/identity';

type Client = 'web' | 'native';

interface TokenEndpointAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

/** Client authentication at the token endpoint: the web client is confidential, the native one public. */
function clientAuth(
  identity: Identity,
  client: Client,
): { headers: Record<string, string>; form: Record<string, string> } {
  if (client === 'native') return { headers: {}, form: { client_id: NATIVE_CLIENT_ID } };
  const basic = Buffer.from(`${WEB_CLIENT_ID}:${identity.secrets.webClientSecret}`).toString('base64');
  return { headers: { authorization: `Basic ${basic}` }, form: {} };
}

async function callTokenEndpoint(
  identity: Identity,
  client: Client,
  form: Record<string, string>,
): Promise<Tokens> {
  const auth = clientAuth(identity, client);
  const response = await identity.callProvider({
    method: 'POST',
    path: '/token',
    headers: auth.headers,
    form: { ...auth.form, ...form },
  });
  const answer = response.json<TokenEndpointAnswer>();
  if (response.statusCode !== 200 || !answer.access_token || !answer.refresh_token) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    tokenType: 'Bearer',
    expiresIn: answer.expires_in ?? 0,
  };
}

/** Exchanges the web app's authorization code (with its PKCE verifier) as the confidential web client. */
export function exchangeWebCode(identity: Identity, code: string, codeVerifier: string): Promise<Tokens> {
  return callTokenEndpoint(identity, 'web', {
    grant_type: 'authorization_code',
    code,
    code_verifier: codeVerifier,
    redirect_uri: `${identity.publicUrl}/`,
  });
}

/**
 * Rotates a refresh token. A refresh token used twice makes the provider revoke its whole grant,
 * so both the thief's and the owner's sessions end. Throws UNAUTHENTICATED ("Invalid token").
 */
export function refreshTokens(identity: Identity, client: Client, refreshToken: string): Promise<Tokens> {
  return callTokenEndpoint(identity, client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Revokes a refresh token and with it the grant, which ends every access token issued under it. */
export async function revokeRefreshToken(
  identity: Identity,
  client: Client,
  refreshToken: string,
): Promise<void> {
  const auth = clientAuth(identity, client);
  await identity.callProvider({
    method: 'POST',
    path: '/token/revocation',
    headers: auth.headers,
    form: { ...auth.form, token: refreshToken, token_type_hint: 'refresh_token' },
  });
}

/**
 * Tokens for a user whose password was just checked (POST /api/auth/login, see sign-in.ts): runs the
 * standard authorization-code flow with PKCE against our provider in-process, as the native client,
 * so the tokens are ordinary provider tokens (refreshable, revocable). Throws INTERNAL if the
 * provider issues no code.
 */
export async function issueNativeTokens(identity: Identity, userId: string): Promise<Tokens> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = await identity.callProvider({
    method: 'GET',
    path: `/auth?${new URLSearchParams({
      client_id: NATIVE_CLIENT_ID,
      response_type: 'code',
      redirect_uri: NATIVE_REDIRECT_URI,
      scope: SIGN_IN_SCOPES,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    })}`,
  });
  // Answer the provider's prompts (login, then consent for the native client) until it issues a code.
  let location = String(authorize.headers.location ?? '');
  const cookieJar = new Map(authorize.cookies.map((entry) => [entry.name, entry.value]));
  let code: string | null = null;
  for (let round = 0; round < 3 && !code; round += 1) {
    const uid = /\/interaction\/([^/?#]+)/.exec(location)?.[1];
    const interaction = uid ? await identity.provider.Interaction.find(uid) : undefined;
    if (!uid || !interaction) break;
    interaction.result =
      interaction.prompt.name === 'login'
        ? { login: { accountId: userId } }
        : {
            consent: {
              grantId: await grantFirstPartyConsent(identity.provider, interaction, identity.audience),
            },
          };
    await interaction.save(60);
    const cookie = [...cookieJar].map(([name, value]) => `${name}=${value}`).join('; ');
    const resume = await identity.callProvider({ method: 'GET', path: `/auth/${uid}`, headers: { cookie } });
    for (const entry of resume.cookies) cookieJar.set(entry.name, entry.value);
    location = String(resume.headers.location ?? '');
    const redirect = new URL(location, identity.publicUrl);
    if (redirect.searchParams.get('state') === state) code = redirect.searchParams.get('code');
  }
  if (!code) throw new AppError('INTERNAL');
  return callTokenEndpoint(identity, 'native', {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: NATIVE_REDIRECT_URI,
  });
}

/** Ends a user's sessions at the provider, so the next authorization asks for their password again. */
export async function endProviderSessionsOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.model} = 'Session' and ${oidcPayloads.payload}->>'accountId' = ${userId}`);
}

/** Ends every session of a user (after a password reset): their grants, tokens and provider sessions. */
export async function endAllSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`);
}

/**
 * Ends every session of a user but the one behind `keepGrantId` (after a password change made from
 * it): the other grants with their refresh tokens, and the provider sessions that did not sign in
 * through that grant.
 */
export async function endOtherSessionsOf(db: Db, userId: string, keepGrantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(
    sql`${oidcPayloads.payload}->>'accountId' = ${userId}
      and not (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${keepGrantId})
      and ${oidcPayloads.grantId} is distinct from ${keepGrantId}
      and not (${oidcPayloads.model} = 'Session' and exists (
        select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) as a
        where a.value->>'grantId' = ${keepGrantId}))`,
  );
}

/** Revokes one grant: every access and refresh token issued under it stops working. */
export async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      sql`${oidcPayloads.grantId} = ${grantId} or (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${grantId})`,
    );
}
