import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SessionPage, UserInfo } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../test/sessions';
import { renderElement } from '../../../test/render';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { refusal, serveApi } from '../../../test/serve-api';
import { HomeFeed } from './home-feed';

const session = aSession({
  boatName: 'Reel Deal',
  localityName: 'Flamingo',
  TeamMembers: [{ name: 'Ana', lastname: 'Mora', url: null, email: null, userUUID: null }],
  Releases: 2,
  numComments: 3,
  weatherInfo: { sky: 'Sunny' },
  fishSummary: [{ fishName: 'Atlantic sailfish', type: 'Release', count: 2 }],
});

/** The home feed's answer: a page of sessions, or a refusal of the server. */
function serve(answer: () => unknown) {
  return serveApi({ 'GET /api/sessions/home': answer });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Sessions `from`…`to` (exclusive), each with its own UUID and owner name. */
function sessionsNumbered(from: number, to: number): Session[] {
  return Array.from({ length: to - from }, (_, index) => {
    const n = from + index;
    return {
      ...session,
      UUID: `0b7c1f8e-4a4b-4c1e-9a55-${String(n).padStart(12, '0')}`,
      owner: { name: 'Angler', lastname: String(n), url: null },
    };
  });
}

const pageOf = (items: Session[], nextCursor: string | null): SessionPage => ({
  items,
  nextCursor,
  window: { start: null, end: null },
});

describe('HomeFeed', () => {
  it('shows each session with its fish summary, weather, team and comment count', async () => {
    serve(() => pageOf([session], null));
    renderElement(<HomeFeed />);
    expect(await screen.findByRole('article', { name: /Carla Vega · Billfish/ })).toBeInTheDocument();
    expect(screen.getByText('2 × Atlantic sailfish (Release)')).toBeInTheDocument();
    expect(screen.getByTestId('session-weather')).toHaveTextContent('Weather: Sunny');
    expect(screen.getByText('Team: Ana Mora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (3)' })).toBeInTheDocument();
    // A short page is the last one: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more sessions' })).not.toBeInTheDocument();
  });

  it('shows the year’s top boats after the third card once that place comes into view', async () => {
    const viewport = stubIntersectionObserver();
    serveApi({
      'GET /api/sessions/home': () => pageOf(sessionsNumbered(1, 6), null),
      'GET /api/rankings': () => ({
        period: { start: '2026-01-01', end: '2026-12-31' },
        entries: [],
        hasMore: false,
        leaderSeries: [],
      }),
    });
    const view = renderElement(<HomeFeed />);
    const fifth = await screen.findByRole('article', { name: /Angler 5/ });
    expect(fifth).toBeInTheDocument();
    await viewport.reported();
    expect(screen.queryByRole('region', { name: 'Top boats this year' })).toBeNull();
    // The place after the third card comes into view: the widget loads there.
    act(() => viewport.scrollIntoView());
    const widget = await screen.findByRole('region', { name: 'Top boats this year' }, { timeout: 10_000 });
    const order = [...view.container.querySelectorAll('article, section')];
    expect(order.indexOf(widget)).toBe(3);
    expect(await within(widget).findByText('No boat has ranked points this year yet.')).toBeVisible();
  });

  it('says so when there is nothing yet', async () => {
    serve(() => pageOf([], null));
    renderElement(<HomeFeed />);
    expect(await screen.findByText('No fishing sessions yet')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const fetch = serve(() => refusal(500, 'internalServerError'));
    renderElement(<HomeFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error. Try again later');
    serve(() => pageOf([session], null));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });

  it('loads the next page by itself as the end of the list comes into view, then says the feed ended', async () => {
    const viewport = stubIntersectionObserver();
    const fetch = serveApi({
      'GET /api/sessions/home': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? pageOf(sessionsNumbered(10, 13), null)
          : pageOf(sessionsNumbered(0, 10), 'page-2'),
      // The leaderboard after the third card comes into view with the end.
      'GET /api/rankings': () => ({
        period: { start: '2026-01-01', end: '2026-12-31' },
        entries: [],
        hasMore: false,
        leaderSeries: [],
      }),
    });
    renderElement(<HomeFeed />);
    // The first page's cards come at once; the next page waits until the reader nears the list's end.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    // The list's end and the leaderboard's place are watched.
    await waitFor(() => expect(viewport.observed()).toHaveLength(2));
    await viewport.reported();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/sessions/home'))).toHaveLength(1);
    // The keyboard and screen-reader way is there.
    expect(screen.getByRole('button', { name: 'Load more sessions' })).toBeInTheDocument();

    act(() => viewport.scrollIntoView());
    // The next page arrives while the leaderboard's code loads beside it (a module Vitest transforms
    // on first use): seconds on a busy two-core machine, so a deadline, not the default second.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13), { timeout: 10_000 });
    const pages = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/sessions/home'));
    expect(pages.map(([url]) => new URL(String(url), 'http://x').searchParams.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more sessions' })).not.toBeInTheDocument();
    expect(screen.getByText('You have seen every session of the last 7 days.')).toBeInTheDocument();
    await screen.findByText('No boat has ranked points this year yet.', {}, { timeout: 10_000 });
  });

  it("shows the signed-in reader's feed after a sign-in comes back, never the guest's kept", async () => {
    // The browser comes back from the identity provider with a code for a sign-in it started.
    sessionStorage.setItem(
      'tightlines.pendingSignIn',
      JSON.stringify({ state: 'st', verifier: 'ver', returnTo: '/' }),
    );
    window.history.replaceState(null, '', '/?code=abc&state=st');
    let signedIn = false;
    let finishSignIn: () => void = () => undefined;
    const info: UserInfo = {
      roleName: 'Captain',
      email: 'cap@example.com',
      gender: null,
      Boats: [],
      permissions: [{ Name: 'FILTER_UNLIMITED_DATE_RANGE' }],
      name: 'Carla',
      lastname: 'Vega',
      url: null,
      localityName: 'Quepos',
      isJudge: false,
      sizeId: 1,
      weightId: 4,
      temperatureUnit: 'celsius',
      language: null,
    };
    const [guestSession] = sessionsNumbered(1, 2);
    const [memberSession] = sessionsNumbered(2, 3);
    const fetch = serveApi({
      // The session's cookies exist once the sign-in answers, and not before: whatever the feed
      // reads before that, it reads as a guest.
      'POST /api/auth/sessions/signIn': () =>
        new Promise((resolve) => {
          finishSignIn = () => {
            signedIn = true;
            resolve(Response.json({ code: 200, message: 'OK', result: { email: info.email } }));
          };
        }),
      'GET /api/users': () => [info],
      'GET /api/sessions/home': () => pageOf([signedIn ? memberSession! : guestSession!], null),
    });
    renderElement(<HomeFeed />);
    // The sign-in is on its way (the feed, mounted with it, could have been read meanwhile).
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/auth/sessions/signIn'),
    );
    await act(async () => finishSignIn());

    expect(await screen.findByRole('article', { name: /Angler 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Angler 1/ })).not.toBeInTheDocument();
    expect(screen.getByText('You have seen every session.')).toBeInTheDocument();
  });
});
