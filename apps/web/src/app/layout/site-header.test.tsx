import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement, signedInAs } from '../../test/render';
import { SiteHeader } from './site-header';

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
