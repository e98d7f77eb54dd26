import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { VerifyEmailNotice } from './verify-email-notice';

afterEach(() => vi.unstubAllGlobals());

const unverified = { email: 'ana@example.com', verified: false };

describe('VerifyEmailNotice (issue 32)', () => {
  it('asks an unverified account to check its mail, and sends a new link', async () => {
    const fetch = serveApi({
      'GET /api/accounts/email_verification': () => unverified,
      'POST /api/accounts/email_verification': () => null,
    });
    renderElement(<VerifyEmailNotice />, { auth: signedInAs() });

    expect(await screen.findByText('Check your e-mail to verify your address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ana@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new link is on its way to ana@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says why a new link was not sent (the hourly cap)', async () => {
    serveApi({
      'GET /api/accounts/email_verification': () => unverified,
      'POST /api/accounts/email_verification': () => refusal(429, 'verificationMailsLimit'),
    });
    renderElement(<VerifyEmailNotice />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(messages.verificationMailsLimit),
    );
  });

  it('shows nothing once the address is verified, nor to a guest', async () => {
    const fetch = serveApi({
      'GET /api/accounts/email_verification': () => ({ email: 'ana@example.com', verified: true }),
    });
    const { unmount } = renderElement(<VerifyEmailNotice />, { auth: signedInAs() });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Check your e-mail to verify your address')).not.toBeInTheDocument();
    unmount();
    fetch.mockClear();
    // A guest: no session stored by the signed-in render before (that one would be restored).
    localStorage.clear();
    renderElement(<VerifyEmailNotice />);
    expect(screen.queryByText('Check your e-mail to verify your address')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('/accounts/email_verification'))).toEqual([]);
  });
});
