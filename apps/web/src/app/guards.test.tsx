import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signedInAs } from '../test/render';
import { RequireAccess } from './guards';

const member = signedInAs({}, ['USER_PROFILE']);

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/profile', element: <RequireAccess permission="USER_PROFILE">profile page</RequireAccess> },
  { path: '/judge', element: <RequireAccess permission="JUDGE_TOURNAMENTS">judge page</RequireAccess> },
  {
    path: '/create',
    element: (
      <RequireAccess whenRefused="invite" invitation="app.guard.signInToCreateTournament">
        wizard
      </RequireAccess>
    ),
  },
];

describe('RequireAccess', () => {
  it('sends a guest home from a members page', async () => {
    renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('lets a member with the permission in', async () => {
    renderRoutes(routes, { path: '/profile', auth: member });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('sends a member without the permission home', async () => {
    renderRoutes(routes, { path: '/judge', auth: member });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('invites a guest to sign in where the page asks for it', async () => {
    renderRoutes(routes, { path: '/create' });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to create a tournament' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in');
  });
});
