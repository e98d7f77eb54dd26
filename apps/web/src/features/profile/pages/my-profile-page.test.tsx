import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import { renderElement, signedInAs } from '../../../test/render';
import { emptyLists, refusal, serveApi } from '../../../test/serve-api';
import { MyProfilePage } from './my-profile-page';

const captain = signedInAs(
  {
    email: 'cap@example.com',
    name: 'Carla Vega',
    roleName: 'Captain',
    units: { size: 2, weight: 4, temperature: 'fahrenheit' },
  },
  ['USER_PROFILE', 'ADD_BOAT'],
);

const profile = captainProfile;

/** The captain's profile, as the server answers it (a result, or a refusal). */
function serve(answer: () => unknown) {
  return serveApi({
    'GET /api/users/cap%40example.com/profile': answer,
    // No boat names the captain captain, waiting for an answer.
    ...emptyLists('/boats/captaincy'),
    // The leaderboard widget below the tabs.
    'GET /api/rankings': () => ({
      period: { start: '2026-01-01', end: '2026-12-31' },
      entries: [],
      hasMore: false,
      leaderSeries: [],
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('MyProfilePage', () => {
  it('shows the completeness of the profile and an empty boats tab with the add button', async () => {
    const fetch = serve(() => profile);
    renderElement(<MyProfilePage />, { auth: captain });
    expect(await screen.findByRole('heading', { name: 'Carla Vega' })).toBeInTheDocument();
    // Name, country and birthday.
    expect(screen.getByTestId('profile-completeness-value')).toHaveTextContent('30%');
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/users/cap%40example.com/profile');
    await userEvent.click(screen.getByRole('tab', { name: 'Boats' }));
    const panel = screen.getByRole('tabpanel', { name: 'Boats' });
    expect(within(panel).getByText('No boats yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add boat' })).toBeInTheDocument();
  });

  it('says why the profile could not load and offers a retry', async () => {
    serve(() => refusal(503, 'connectionError'));
    renderElement(<MyProfilePage />, { auth: captain });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error connecting to server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
