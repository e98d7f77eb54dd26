import { act, screen } from '@testing-library/react';
import { messages, timings, type UserInfo } from '@tightlines/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../test/render';
import { refusal, serveApi } from '../../test/serve-api';
import { API_CACHE_NAME } from '../../api/offline-cache';
import { useAuth } from './auth-context';

const EMAIL = 'cap@example.com';
const info: UserInfo = {
  roleName: 'Captain',
  email: EMAIL,
  gender: null,
  Boats: [],
  permissions: [],
  name: 'Carla',
  lastname: 'Vega',
  url: null,
  localityName: 'Quepos',
  isJudge: false,
  sizeId: 2,
  weightId: 4,
  temperatureUnit: 'celsius',
  language: null,
};

function WhoIsSignedIn() {
  const auth = useAuth();
  return <p>{auth.user ? `${auth.status}: ${auth.user.name}` : auth.status}</p>;
}

function SignInFailure() {
  const auth = useAuth();
  const why = auth.signInFailure instanceof Error ? `: ${auth.signInFailure.message}` : '';
  return <p>{`${auth.status}${why}`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A returning visitor: their session is restored from storage.
  localStorage.setItem('tightlines.email', EMAIL);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the signed-in user', () => {
  it('is loaded from the stored session, then refreshed every 120 s by its query', async () => {
    let name = 'Carla';
    const fetch = serveApi({ 'GET /api/users': () => [{ ...info, name }] });
    renderElement(<WhoIsSignedIn />);
    expect(await screen.findByText('authenticated: Carla Vega')).toBeInTheDocument();
    const lookups = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/users?')).length;
    expect(lookups()).toBe(1);

    name = 'Carlota';
    await act(() => vi.advanceTimersByTimeAsync(timings.userInfoRefreshMs - 1_000));
    expect(lookups()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('authenticated: Carlota Vega')).toBeInTheDocument();
    expect(lookups()).toBe(2);
  });

  it('is signed out when their info cannot be read', async () => {
    serveApi({ 'GET /api/users': () => refusal(404, 'userNotFound') });
    renderElement(<WhoIsSignedIn />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('tightlines.email')).toBeNull();
  });

  it("forgets what the service worker kept of the account's data when signing out", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
    serveApi({ 'GET /api/users': () => [info], 'POST /api/auth/logout': () => null });
    function SignOut() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.signOut()}>
          {auth.status}
        </button>
      );
    }
    renderElement(<SignOut />);
    const button = await screen.findByRole('button', { name: 'authenticated' });
    expect(deleted).toEqual([]);
    await act(async () => button.click());
    expect(await screen.findByRole('button', { name: 'anonymous' })).toBeInTheDocument();
    expect(deleted).toEqual([API_CACHE_NAME]);
  });

  it('keeps why a returning sign-in could not be finished, for the page to say', async () => {
    localStorage.clear();
    sessionStorage.setItem(
      'tightlines.pendingSignIn',
      JSON.stringify({ state: 'the-state', verifier: 'v'.repeat(43), returnTo: '/' }),
    );
    window.history.replaceState(null, '', '/?code=the-code&state=the-state');
    serveApi({ 'POST /api/auth/sessions/signIn': () => refusal(400, 'genericRequestError') });
    try {
      renderElement(<SignInFailure />);
      expect(await screen.findByText(`anonymous: ${messages.genericRequestError}`)).toBeInTheDocument();
    } finally {
      sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('forgets what the service worker kept before a new sign-in', async () => {
    localStorage.clear();
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
    sessionStorage.setItem(
      'tightlines.pendingSignIn',
      JSON.stringify({ state: 'the-state', verifier: 'v'.repeat(43), returnTo: '/' }),
    );
    window.history.replaceState(null, '', '/?code=the-code&state=the-state');
    serveApi({ 'POST /api/auth/sessions/signIn': () => ({ email: EMAIL }), 'GET /api/users': () => [info] });
    try {
      renderElement(<WhoIsSignedIn />);
      expect(await screen.findByText('authenticated: Carla Vega')).toBeInTheDocument();
      expect(deleted).toEqual([API_CACHE_NAME]);
    } finally {
      sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });
});
