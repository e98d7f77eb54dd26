import inject from 'light-my-request';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/database';
import { createAccessTokenVerifier } from './access-tokens';
import { apiAudience } from './clients';
import { createCookieSealer } from './cookie-sealer';
import { loadIdentitySecrets, publicJwks, type IdentitySecrets } from './keys';
import { createIdentityProvider } from './provider';

export interface ProviderResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  json<T>(): T;
  body: string;
  cookies: { name: string; value: string }[];
}

/** Everything the API needs of our identity provider, built once per process. */
export interface Identity {
  provider: Provider;
  issuer: string;
  audience: string;
  publicUrl: string;
  secrets: IdentitySecrets;
  verifyAccessToken: ReturnType<typeof createAccessTokenVerifier>;
  sealer: ReturnType<typeof createCookieSealer>;
  /** The provider's request handler, answering as PUBLIC_URL whatever Host or X-Forwarded-* a request sent. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Calls a provider endpoint in-process (no network), e.g. the token endpoint, as a server-side client. */
  callProvider(request: {
    method: 'GET' | 'POST';
    path: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  }): Promise<ProviderResponse>;
}

/** The account the provider signs in, as far as its ID token claims need it. */
export interface IdentityAccount {
  id: string;
  email: string;
  name: string;
  lastname: string;
}

/**
 * Builds the identity provider. `findAccount` answers which live account an id names (null for
 * none); app wiring passes the users module's lookup, so this driver imports no module.
 */
export async function createIdentity({
  db,
  publicUrl,
  trustProxy,
  findAccount,
}: {
  db: Db;
  publicUrl: string;
  trustProxy: boolean;
  findAccount: (accountId: string) => Promise<IdentityAccount | null>;
}): Promise<Identity> {
  const secrets = await loadIdentitySecrets(db);
  const provider = createIdentityProvider({
    db,
    publicUrl,
    secrets,
    findAccountClaims: async (accountId) => {
      const user = await findAccount(accountId);
      return user ? { sub: user.id, email: user.email, name: user.name, family_name: user.lastname } : null;
    },
  });
  const issuer = `${publicUrl}/idp`;
  const audience = apiAudience(publicUrl);
  const providerCallback = provider.callback();
  const { host, protocol } = new URL(publicUrl);
  // The provider builds its discovery document, redirects and cookie flags from the request's origin
  // (it trusts X-Forwarded-*, see provider.ts): they are pinned to PUBLIC_URL here, so a forged Host
  // cannot rename the endpoints, and behind an HTTPS proxy its cookies are Secure.
  const callback = (request: IncomingMessage, response: ServerResponse) => {
    request.headers.host = host;
    request.headers['x-forwarded-host'] = host;
    request.headers['x-forwarded-proto'] = protocol.replace(/:$/, '');
    if (!trustProxy) delete request.headers['x-forwarded-for'];
    return providerCallback(request, response);
  };

  return {
    provider,
    issuer,
    audience,
    publicUrl,
    secrets,
    verifyAccessToken: createAccessTokenVerifier({ issuer, audience, jwks: publicJwks(secrets.jwks) }),
    sealer: createCookieSealer(secrets.sealKey),
    handle: (request, response) => void callback(request, response),
    async callProvider({ method, path, form, headers = {} }) {
      const response = await inject(callback, {
        method,
        url: path,
        headers: {
          host,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      });
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        json: <T>() => response.json() as T,
        body: response.body,
        cookies: response.cookies.map((cookie) => ({ name: cookie.name, value: cookie.value })),
      };
    },
  };
}
