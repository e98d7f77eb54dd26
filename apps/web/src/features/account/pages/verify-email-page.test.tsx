import { screen } from '@testing-library/react';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const CODE = '7a4c3b52-1b7e-4bb0-9f0e-1d2c3b4a5968';
const page = () =>
  renderRoutes([{ path: '/verify_email/:code', element: <VerifyEmailPage /> }], {
    path: `/verify_email/${CODE}`,
  });

describe('VerifyEmailPage (issue 32)', () => {
  it('opens the link once and says the address is verified', async () => {
    const fetch = serveApi({
      [`PUT /api/accounts/email_verification/${CODE}`]: () => ({ email: 'ana@example.com' }),
    });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(screen.getByText(/ana@example.com is proven yours/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('says why a used or expired link cannot be used', async () => {
    serveApi({
      [`PUT /api/accounts/email_verification/${CODE}`]: () => refusal(404, 'emailVerificationInvalid'),
    });
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailVerificationInvalid);
  });
});
