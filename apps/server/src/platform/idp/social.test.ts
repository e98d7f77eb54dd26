import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CookieJar, startWebAuthorization } from '../../test/browser-session';
import { messages } from '@tightlines/domain';

/** The people the upstream provider knows; one of them shares no name. */
const UPSTREAM_ACCOUNTS: Record<string, { sub: string; [claim: string]: string }> = {
  'river-1': { sub: 'river-1', email: 'river@social.example', name: 'River Song', family_name: 'Song' },
  'nameless-2': { sub: 'nameless-2', email: 'nameless@social.example' },
};

let upstreamServer: http.Server;
let upstream: Provider;
let issuer: string;
let t: TestApp;

/** A second OpenID Connect provider on loopback, standing in for Google or Apple. */
async function startUpstream(publicUrl: string) {
  upstreamServer = http.createServer();
  await new Promise<void>((resolve) => upstreamServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}`;
  upstream = new Provider(issuer, {
    clients: [
      {
        client_id: 'tightlines',
        client_secret: 'upstream-secret',
        redirect_uris: [`${publicUrl}/idp/social/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['upstream-test-key'] },
    findAccount: async (_ctx, sub) =>
      UPSTREAM_ACCOUNTS[sub] ? { accountId: sub, claims: () => UPSTREAM_ACCOUNTS[sub]! } : undefined,
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  upstreamServer.on('request', upstream.callback());
}

beforeAll(async () => {
  const publicUrl = 'http://localhost:8080';
  await startUpstream(publicUrl);
  t = await buildTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      SOCIAL_PROVIDERS: JSON.stringify([
        {
          name: 'upstream',
          label: 'Upstream',
          issuer,
          clientId: 'tightlines',
          clientSecret: 'upstream-secret',
        },
      ]),
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => upstreamServer.close(resolve));
});

/** Plays the browser through both providers; returns where our provider finally sends it. */
async function signInThroughUpstream(
  person: string,
): Promise<{ finalUrl: URL; jar: CookieJar; verifier: string }> {
  const jar = new CookieJar();
  const { verifier, interactionPath } = await startWebAuthorization(t, jar, { state: 'app-state' });
  const details = await t.app.inject({
    method: 'GET',
    url: `${interactionPath}/details`,
    headers: { cookie: jar.header() },
  });
  expect(details.json().result.socialProviders).toEqual([{ name: 'upstream', label: 'Upstream' }]);

  const leave = await t.app.inject({
    method: 'GET',
    url: `${interactionPath}/social/upstream`,
    headers: { cookie: jar.header() },
  });
  expect(leave.statusCode, leave.body).toBe(303);
  jar.store(leave);

  // At the upstream provider: its login page would ask; here the test answers as `person`.
  const upstreamCookies: string[] = [];
  const atUpstream = await fetch(String(leave.headers.location), { redirect: 'manual' });
  upstreamCookies.push(...atUpstream.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!));
  const upstreamUid = /\/interaction\/([^/?#]+)/.exec(atUpstream.headers.get('location') ?? '')![1]!;
  const upstreamInteraction = (await upstream.Interaction.find(upstreamUid))!;
  upstreamInteraction.result = { login: { accountId: person } };
  await upstreamInteraction.save(60);
  const backFromUpstream = await fetch(`${issuer}/auth/${upstreamUid}`, {
    redirect: 'manual',
    headers: { cookie: upstreamCookies.join('; ') },
  });
  const callback = new URL(backFromUpstream.headers.get('location')!);
  expect(callback.pathname).toBe('/idp/social/callback');

  const returned = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: jar.header() },
  });
  expect(returned.statusCode, returned.body).toBe(303);
  jar.store(returned);
  const resume = await t.app.inject({
    method: 'GET',
    url: String(returned.headers.location),
    headers: { cookie: jar.header() },
  });
  jar.store(resume);
  return { finalUrl: new URL(String(resume.headers.location)), jar, verifier };
}

describe('social sign-in through an upstream OpenID Connect provider', () => {
  it('creates a social account on first sign-in and signs it in', async () => {
    const { finalUrl, jar, verifier } = await signInThroughUpstream('river-1');
    const code = finalUrl.searchParams.get('code');
    expect(code).toBeTruthy();
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/signIn',
      headers: { cookie: jar.header() },
      payload: { code, codeVerifier: verifier },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().result.email).toBe('river@social.example');

    // A social account has no password: password sign-in and reset point to the provider.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'river@social.example', password: 'anything-at-all' },
    });
    expect(password.json().message).toBe(
      'This account was created using a social provider, please login with that provider',
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot_pass/river@social.example',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('Password reset is not allowed for social accounts');
  });

  it('signs the same person into the same account next time', async () => {
    const first = await signInThroughUpstream('river-1');
    const second = await signInThroughUpstream('river-1');
    expect(first.finalUrl.searchParams.get('code')).toBeTruthy();
    expect(second.finalUrl.searchParams.get('code')).toBeTruthy();
  });

  it('returns to the app with the name-required error when the upstream shares no name', async () => {
    const { finalUrl } = await signInThroughUpstream('nameless-2');
    expect(finalUrl.origin + finalUrl.pathname).toBe(`${t.config.publicUrl}/`);
    expect(finalUrl.searchParams.get('code')).toBeNull();
    expect(finalUrl.searchParams.get('error')).toBe('access_denied');
    expect(finalUrl.searchParams.get('error_description')).toBe('socialNameRequired');
  });

  it('refuses a callback without the round-trip cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/idp/social/callback?code=x&state=y' });
    expect(response.statusCode).toBe(404);
  });

  it("never passes an upstream provider's error text on: the app gets our own message", async () => {
    const raw = 'Upstream says: call +1 555 0100 to unlock your account';
    const jar = new CookieJar();
    const { interactionPath } = await startWebAuthorization(t, jar, { state: 'app-state' });
    const leave = await t.app.inject({
      method: 'GET',
      url: `${interactionPath}/social/upstream`,
      headers: { cookie: jar.header() },
    });
    jar.store(leave);
    const state = new URL(String(leave.headers.location)).searchParams.get('state')!;
    const returned = await t.app.inject({
      method: 'GET',
      url: `/idp/social/callback?${new URLSearchParams({ error: 'server_error', error_description: raw, state })}`,
      headers: { cookie: jar.header() },
    });
    expect(returned.statusCode, returned.body).toBe(303);
    jar.store(returned);
    const resume = await t.app.inject({
      method: 'GET',
      url: String(returned.headers.location),
      headers: { cookie: jar.header() },
    });
    const finalUrl = new URL(String(resume.headers.location));
    expect(finalUrl.searchParams.get('error_description')).toBe('socialNotConfirmed');
    expect(resume.headers.location).not.toContain('555');
  });

  it("shows only our own message on the provider's error page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/idp/auth?client_id=no-such-client&response_type=code&scope=openid',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).toContain(messages.genericRequestError);
    expect(response.body).not.toMatch(/client is invalid|no-such-client|invalid_client/i);
  });
});
