import { createHash, randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequest,
  type APIRequestContext,
  type BrowserContextOptions,
} from '@playwright/test';

/** The demo accounts `npm start` seeds (SEED_DEMO), one per role the journeys need. */
const DEMO_ACCOUNTS = {
  angler: 'angler@demo.tightlines.app',
  mate: 'mate@demo.tightlines.app',
  captain: 'captain@demo.tightlines.app',
  boat: 'boat@demo.tightlines.app',
  organiser: 'organiser@demo.tightlines.app',
  judge: 'judge@demo.tightlines.app',
  moderator: 'moderator@demo.tightlines.app',
} as const;
const DEMO_PASSWORD = 'tightlines-demo';

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * How long the access token sealed in the session cookie lives (apps/server/src/platform/idp/
 * provider.ts). The cookie itself lives as long as the refresh token, so its expiry says nothing of
 * the token's: a state's age does.
 */
const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000;

/**
 * How long a signed-in state must still have before its access token expires (15 minutes after the
 * sign-in) to be handed to a journey: longer than any journey runs. A journey whose access cookie ran
 * out would make the app rotate the refresh token, and the next journey given the same state would
 * then present a used refresh token, which revokes the whole grant (apps/server/src/modules/auth/
 * service.ts). Within this margin the app never refreshes, so reusing the state is safe.
 */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * Signs a demo account in without the sign-in screens: the same calls the browser makes (authorize
 * with PKCE, the hosted page's login, the redirect back with a code, the code exchange), then returns
 * what a browser signed in so would hold: the HttpOnly session cookies, and the e-mail the app
 * restores the session from (app/auth/session-store.ts). The journeys that test the sign-in screens
 * themselves live in identity.spec.ts.
 */
async function signIn(api: APIRequest, baseURL: string, role: DemoRole): Promise<StorageState> {
  // A cookie jar of its own, so no other sign-in's cookies end up in this state.
  const request = await api.newContext({ baseURL });
  try {
    return await signInWith(request, baseURL, role);
  } finally {
    await request.dispose();
  }
}

async function signInWith(
  request: APIRequestContext,
  baseURL: string,
  role: DemoRole,
): Promise<StorageState> {
  const email = DEMO_ACCOUNTS[role];
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const { clientId, redirectUri, scope } = (await (await request.get('/api/auth/config')).json()).result;
  const authorize = await request.get(
    `/idp/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      prompt: 'login',
    })}`,
    { maxRedirects: 0 },
  );
  const interaction = authorize.headers().location!;
  const login = await request.post(`${interaction}/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-tightlines-csrf': '1' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const resume = await request.get((await login.json()).result.redirectTo, { maxRedirects: 0 });
  const back = new URL(resume.headers().location!);
  expect(back.searchParams.get('state')).toBe(state);
  const session = await request.post('/api/auth/sessions/signIn', {
    data: { code: back.searchParams.get('code'), codeVerifier: verifier },
    headers: { 'x-tightlines-csrf': '1' },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { cookies } = await request.storageState();
  // The app sets this hint beside the stored e-mail; the server then answers pages without the guests'
  // prerendered markup (apps/web/src/app/signed-in-hint.ts).
  const hint = { name: 'tl_signed_in', value: '1', domain: new URL(baseURL).hostname, path: '/' };
  return {
    cookies: [...cookies, { ...hint, expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
    origins: [
      { origin: new URL(baseURL).origin, localStorage: [{ name: 'tightlines.email', value: email }] },
    ],
  };
}

interface KeptState {
  state: StorageState;
  signedInAt: number;
}

function isFresh({ signedInAt }: KeptState): boolean {
  return signedInAt + ACCESS_TOKEN_LIFETIME_MS - Date.now() > FRESH_FOR_MS;
}

/**
 * One signed-in state per demo role, made on first use and kept by one worker: each is its own grant,
 * so what one worker's journeys do to their session cannot end another worker's. A state is made
 * again before its access token gets near its end (see FRESH_FOR_MS). Journeys given a state must not
 * sign out (that revokes the grant its state shares); a journey about signing out uses an account of
 * its own, signed in through the form.
 */
export function demoSessions(api: APIRequest, baseURL: string) {
  const states = new Map<DemoRole, KeptState>();
  return {
    async stateOf(role: DemoRole): Promise<StorageState> {
      const kept = states.get(role);
      if (kept && isFresh(kept)) return kept.state;
      const signedInAt = Date.now();
      const state = await signIn(api, baseURL, role);
      states.set(role, { state, signedInAt });
      return state;
    },
  };
}

export type DemoSessions = ReturnType<typeof demoSessions>;
