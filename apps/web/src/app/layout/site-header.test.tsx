import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderElement } from '../../test/render';
import { EARLY_TAP_ATTRIBUTE } from '../early-taps';
import { SiteHeader } from './site-header';

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
