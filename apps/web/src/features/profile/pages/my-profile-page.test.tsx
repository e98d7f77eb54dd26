import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captainProfile } from '../../../test/profiles';
import { renderElement, signedInAs } from '../../../test/render';
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

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MyProfilePage', () => {
  it('shows the completeness of the profile and an empty boats tab with the add button', async () => {
    serve(200, { code: 200, message: 'OK', result: profile });
    renderElement(<MyProfilePage />, { auth: captain });
    expect(await screen.findByRole('heading', { name: 'Carla Vega' })).toBeInTheDocument();
    // Name, country and birthday.
    expect(screen.getByTestId('profile-completeness-value')).toHaveTextContent('30%');
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/users/cap%40example.com/profile');
    await userEvent.click(screen.getByRole('tab', { name: 'Boats' }));
    const panel = screen.getByRole('tabpanel', { name: 'Boats' });
    expect(within(panel).getByText('No boats yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add boat' })).toBeInTheDocument();
  });

  it('says why the profile could not load and offers a retry', async () => {
    serve(503, { code: 503, message: 'Error connecting to server, please try again later', result: null });
    renderElement(<MyProfilePage />, { auth: captain });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error connecting to server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
