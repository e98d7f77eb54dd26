import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';
import { activateLanguage } from '../i18n/i18n';
import { renderElement, renderRoutes } from '../test/render';
import { emptyLists, serveApi } from '../test/serve-api';
import { ResetPasswordModal } from '../features/account/components/reset-password-modal';

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

/** The hosted page showing `screenShown`, and the catalogues its register form reads. */
const interaction = (screenShown: 'login' | 'register') => ({
  ...emptyLists('/roles', '/countries'),
  'GET /idp/interaction/u1/details': () => ({
    uid: 'u1',
    prompt: 'login',
    clientName: 'Tightlines',
    loginHint: null,
    screen: screenShown,
    socialProviders: [],
  }),
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

// Issue 31: the tab names the account page shown, not "Sign in" for every one of them.
describe('the account pages’ document titles', () => {
  it('names the sign-in, register and reset screens of the hosted page', async () => {
    serveApi(interaction('register'));
    renderRoutes(routes, { path: '/idp/interaction/u1', auth: GUEST });
    await screen.findByRole('heading', { name: 'Create your Tightlines account' });
    await waitFor(() => expect(document.title).toBe('Register · Tightlines'));

    await userEvent.click(screen.getByRole('button', { name: 'I already have an account' }));
    await screen.findByRole('heading', { name: 'Sign in to Tightlines' });
    await waitFor(() => expect(document.title).toBe('Sign in · Tightlines'));

    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    await waitFor(() => expect(document.title).toBe('Reset password · Tightlines'));
  });

  it('names them in Spanish', async () => {
    await activateLanguage('es');
    serveApi(interaction('register'));
    renderRoutes(routes, { path: '/idp/interaction/u1', auth: GUEST });
    await screen.findByRole('heading', { name: 'Crea tu cuenta de Tightlines' });
    await waitFor(() => expect(document.title).toBe('Registrarse · Tightlines'));
  });

  it('names the reset link’s modal while it is open', async () => {
    serveApi({
      'GET /api/accounts/forgot_pass/s1': () => ({
        email: 'ana@example.com',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    });
    renderElement(<ResetPasswordModal secret="s1" onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    await waitFor(() => expect(document.title).toBe('New password · Tightlines'));
  });
});
