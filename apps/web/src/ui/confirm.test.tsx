import { AppError } from '@tightlines/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../test/render';
import { confirmAction } from './confirm';
import { showError } from './feedback';

// The modal host loads on first use (ui/modals.tsx): these prove a modal asked for before it is
// there still opens, and answers.
describe('confirmAction', () => {
  it('opens the confirmation on first use and resolves true when confirmed', async () => {
    renderElement(<p>page</p>);
    const answer = confirmAction({ title: 'Delete session', message: 'Delete it?', confirmLabel: 'Delete' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    renderElement(<p>page</p>);
    const answer = confirmAction({ title: 'Leave', message: 'Leave the club?', confirmLabel: 'Leave' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('showError', () => {
  it('shows the error message in a modal that closes with OK', async () => {
    renderElement(<p>page</p>);
    showError(new AppError('CONFLICT', { key: 'tournamentNotJoinable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This tournament is not open to join.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
