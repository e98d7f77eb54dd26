import { isMessageKey, messageText } from '@tightlines/domain';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/database';
import { createOidcAdapterFactory } from './adapter';
import { API_SCOPE, apiAudience, NATIVE_CLIENT_ID, NATIVE_REDIRECT_URI, WEB_CLIENT_ID } from './clients';
import { SIGNING_ALG, type IdentitySecrets } from './keys';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DAY = 24 * 60 * 60;

export interface AccountClaims {
  [claim: string]: unknown;
  sub: string;
  email: string;
  name: string;
  family_name: string;
}

export interface IdentityProviderOptions {
  db: Db;
  publicUrl: string;
  secrets: IdentitySecrets;
  /** Claims of an active account, or null when it does not exist (deleted accounts included). */
  findAccountClaims(accountId: string): Promise<AccountClaims | null>;
}

/**
 * Our OpenID Connect provider, mounted at /idp: authorization code with PKCE (S256 only), refresh
 * tokens with rotation (a reused one revokes its grant), revocation, and 15-minute JWT access tokens
 * for the API. Its state lives in the database through the adapter; signing keys come from the database.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { publicUrl, secrets } = options;
  const audience = apiAudience(publicUrl);

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(options.db),
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_secret: secrets.webClientSecret,
        client_name: 'Tightlines',
        redirect_uris: [`${publicUrl}/`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: NATIVE_CLIENT_ID,
        client_name: 'Tightlines mobile',
        application_type: 'native',
        redirect_uris: [NATIVE_REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys, long: { signed: true }, short: { signed: true } },
    pkce: { methods: ['S256'], required: () => true },
    // `screen=register` opens the hosted page on its registration form.
    extraParams: ['screen'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'family_name'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience,
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: SIGNING_ALG } },
        }),
      },
    },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    findAccount: async (_ctx, sub) => {
      const claims = await options.findAccountClaims(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    // Our own clients are first-party: the user is never asked to consent to them.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    // The grant id lets the API refuse access tokens of a grant revoked at logout or on refresh-token reuse.
    extraTokenClaims: async (_ctx, token) => ('grantId' in token ? { gid: token.grantId } : undefined),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    // Only our own messages reach the page, named by key (ours are keys: `signInLeft`): a provider's
    // error text (an upstream's, or oidc-provider's own) is logged by the provider, never shown.
    renderError: async (ctx, out) => {
      const description = ownMessage(out.error_description);
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>We could not sign you in</h1><p>${escapeHtml(description)}</p><p><a href="/">Back to Tightlines</a></p></body></html>`;
    },
  };

  const provider = new Provider(`${publicUrl}/idp`, configuration);
  // identity.ts overwrites X-Forwarded-Host/Proto with PUBLIC_URL's (and drops X-Forwarded-For
  // unless TRUST_PROXY), so reading them gives the public origin, never one a client chose.
  provider.proxy = true;
  return provider;
}

/** The English of one of our message keys, else our generic message. */
function ownMessage(key: unknown): string {
  return messageText({ key: isMessageKey(key) ? key : 'genericRequestError' });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
