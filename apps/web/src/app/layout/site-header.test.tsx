import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { SiteHeader } from './site-header';

afterEach(() => vi.unstubAllGlobals());

describe('SiteHeader on a phone', () => {
  it('opens the navigation drawer when the burger is tapped', async () => {
    renderElement(<SiteHeader />);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
    await userEvent.click(burger);
    expect(await screen.findByRole('navigation', { name: 'Main mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close navigation', expanded: true })).toBeInTheDocument();
  });
});

describe('SiteHeader signed in, on a wide screen', () => {
  it('opens the account menu on the first click', async () => {
    renderElement(<SiteHeader />, { auth: signedInAs() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Mora', expanded: false }));
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Account menu of Ana Mora', expanded: true }),
    ).toBeInTheDocument();
  });
});

describe('SiteHeader signed in, on a phone', () => {
  it('reaches My Profile, boats, units and password from the drawer', async () => {
    renderElement(<SiteHeader />, { auth: signedInAs({}, ['USER_PROFILE']) });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main mobile' });
    const links = within(drawer).getAllByRole('link');
    const href = (name: string) => links.find((link) => link.textContent === name)?.getAttribute('href');
    expect(href('My Profile')).toBe('/my_profile');
    expect(href('Boats')).toBe('/my_profile?tab=boats');
    expect(href('Units')).toBe('/my_profile?edit=units');
    expect(href('Password')).toBe('/my_profile?edit=password');
  });

  it('shows the unread count on the bell and in the drawer, which opens the notifications', async () => {
    serveApi({ 'GET /api/notifications': () => ({ items: [], nextCursor: null, unreadCount: 3 }) });
    renderElement(<SiteHeader />, { auth: signedInAs() });
    expect(await screen.findByRole('button', { name: '3 unread notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main mobile' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '3 unread notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
  });

  it('shows a guest no account links', async () => {
    renderElement(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main mobile' });
    expect(within(drawer).queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
