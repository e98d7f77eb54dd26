import type { MessageKey } from '@tightlines/domain';
import * as oidc from 'openid-client';
import type { Config } from '../../config';

export type SocialProviderConfig = Config['SOCIAL_PROVIDERS'][number];

export interface SocialProfile {
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  familyName: string | null;
}

/**
 * Thrown by the account lookup of a social sign-in to refuse it with a message the person is shown,
 * by key: the sign-in comes back to the web app with the key as its `error_description`.
 */
export class SocialSignInRefused extends Error {
  override name = 'SocialSignInRefused';

  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/**
 * The account behind a social sign-in, found or created. It throws SocialSignInRefused to refuse
 * with a message; app wiring passes the users module's, so this driver imports no module.
 */
export type FindOrCreateSocialAccount = (profile: SocialProfile) => Promise<{ id: string }>;

/** What the browser carries (sealed) between leaving for the upstream provider and coming back. */
export interface SocialRoundTrip {
  uid: string;
  provider: string;
  verifier: string;
  state: string;
  nonce: string;
}

/**
 * Sign-in with upstream OpenID Connect providers (Google, Apple, any OIDC), federated through our
 * own provider: the upstream proves who the person is, our provider then issues our tokens.
 * Plain-HTTP issuers are allowed only on loopback (a provider started by tests or a developer).
 */
export function createSocialSignIn(providers: SocialProviderConfig[], publicUrl: string) {
  const configurations = new Map<string, Promise<oidc.Configuration>>();
  const redirectUri = `${publicUrl}/idp/social/callback`;

  function configurationOf(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let configuration = configurations.get(provider.name);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      const loopback =
        issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      configuration = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        ...(loopback ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      });
      // A failed discovery is retried on the next sign-in rather than remembered.
      configuration.catch(() => configurations.delete(provider.name));
      configurations.set(provider.name, configuration);
    }
    return configuration;
  }

  function find(name: string): SocialProviderConfig | undefined {
    return providers.find((provider) => provider.name === name);
  }

  return {
    list: () => providers.map(({ name, label }) => ({ name, label })),
    find,

    /** The upstream authorization URL, and the round trip to keep until the browser comes back. */
    async start(
      provider: SocialProviderConfig,
      uid: string,
    ): Promise<{ url: string; roundTrip: SocialRoundTrip }> {
      const configuration = await configurationOf(provider);
      const roundTrip = {
        uid,
        provider: provider.name,
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(roundTrip.verifier),
        code_challenge_method: 'S256',
        state: roundTrip.state,
        nonce: roundTrip.nonce,
      });
      return { url: url.href, roundTrip };
    },

    /** Exchanges the upstream code (checking state, nonce and PKCE) and reads who signed in. */
    async finish(roundTrip: SocialRoundTrip, callbackUrl: URL): Promise<SocialProfile> {
      const provider = find(roundTrip.provider);
      if (!provider) throw new Error(`unknown social provider ${roundTrip.provider}`);
      const tokens = await oidc.authorizationCodeGrant(await configurationOf(provider), callbackUrl, {
        pkceCodeVerifier: roundTrip.verifier,
        expectedState: roundTrip.state,
        expectedNonce: roundTrip.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        provider: provider.name,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        name: text(claims.name) ?? text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
