import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../test/render';
import { EARLY_TAP_ATTRIBUTE } from '../early-taps';
import { SiteHeader } from './site-header';

// The account menu's code arrives only when a test lets it, as it does over a slow network.
const { accountMenuLoaded, releaseAccountMenu } = vi.hoisted(() => {
  let releaseAccountMenu = () => {};
  const accountMenuLoaded = new Promise<void>((resolve) => (releaseAccountMenu = resolve));
  return { accountMenuLoaded, releaseAccountMenu };
});
vi.mock('./account-menu', async (importOriginal) => {
  await accountMenuLoaded;
  return importOriginal();
});

afterEach(() => document.documentElement.removeAttribute(EARLY_TAP_ATTRIBUTE));

describe('SiteHeader on a phone', () => {
  it('opens the navigation drawer when the burger is tapped', async () => {
    renderElement(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('navigation', { name: 'Main mobile' })).toBeInTheDocument();
  });

  it('answers a tap on the prerendered burger made before the app started, once', async () => {
    document.documentElement.setAttribute(EARLY_TAP_ATTRIBUTE, 'main-navigation');
    renderElement(<SiteHeader />);
    expect(await screen.findByRole('navigation', { name: 'Main mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close navigation', expanded: true })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
  });

  it('leaves the drawer closed when nothing was tapped early', async () => {
    renderElement(<SiteHeader />);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute(EARLY_TAP_ATTRIBUTE, 'main-navigation');
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
  });
});

describe('SiteHeader signed in, on a wide screen', () => {
  it('opens the account menu clicked while its code was still loading', async () => {
    renderElement(<SiteHeader />, { auth: signedInAs() });
    const standIn = screen.getByRole('button', { name: 'Account menu of Ana Mora', expanded: false });
    await userEvent.click(standIn);
    releaseAccountMenu();
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Account menu of Ana Mora', expanded: true }),
    ).toBeInTheDocument();
  });
});
