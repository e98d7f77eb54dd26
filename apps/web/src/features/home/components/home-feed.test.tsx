import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { HomeFeed } from './home-feed';

const session: Session = {
  UUID: '0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d11',
  StartDatetime: '2026-03-01T10:00:00.000Z',
  FinishDatetime: '2026-03-01T15:00:00.000Z',
  createdAt: '2026-03-01T15:00:00.000Z',
  FishingStyle: 'Offshore',
  owner: { name: 'Carla', lastname: 'Vega', url: null },
  ownerRole: 'Captain',
  boatUUID: null,
  boatName: 'Reel Deal',
  localityUUID: null,
  localityName: 'Flamingo',
  TeamMembers: [{ name: 'Ana', lastname: 'Mora', url: null, email: null, userUUID: null }],
  Releases: 2,
  Raises: 0,
  Bites: 0,
  Harvests: 0,
  numComments: 3,
  canEdit: false,
  isTournamentSession: false,
  isDeleted: false,
  IsHidden: false,
  weatherInfo: { sky: 'Sunny' },
  fishSummary: [{ fishName: 'Atlantic sailfish', type: 'Release', count: 2 }],
  videoURLs: [],
  can: { edit: false, hide: false, delete: false },
};

function serve(status: number, result: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          code: status === 200 ? 200 : status,
          message: status === 200 ? 'OK' : 'Error loading the fishlogs',
          result,
        }),
        {
          status,
        },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeFeed', () => {
  it('shows each session with its fish summary, weather, team and comment count', async () => {
    serve(200, { items: [session], nextCursor: null, window: { start: null, end: null } });
    renderElement(<HomeFeed />);
    expect(await screen.findByRole('article', { name: /Carla Vega · Billfish/ })).toBeInTheDocument();
    expect(screen.getByText('2 × Atlantic sailfish (Release)')).toBeInTheDocument();
    expect(screen.getByTestId('session-weather')).toHaveTextContent('Weather: Sunny');
    expect(screen.getByText('Team: Ana Mora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (3)' })).toBeInTheDocument();
    // A short page is the last one: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more sessions' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    serve(200, { items: [], nextCursor: null, window: { start: null, end: null } });
    renderElement(<HomeFeed />);
    expect(await screen.findByText('No fishing sessions yet')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const fetch = serve(500, null);
    renderElement(<HomeFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the fishlogs');
    serve(200, { items: [session], nextCursor: null, window: { start: null, end: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });
});
