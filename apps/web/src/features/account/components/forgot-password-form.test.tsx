import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { ForgotPasswordForm } from './forgot-password-form';

// Labels of required fields end with an asterisk.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' });

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it('refuses what is not an e-mail next to the field, and sends the address tidied', async () => {
    const fetch = serveApi({ 'POST /api/accounts/forgot_pass/ana%40example.com': () => null });
    renderElement(<ForgotPasswordForm initialEmail="ana@" onBack={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(field('E-mail')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), ' Ana@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.passwordResetSent)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/accounts/forgot_pass/ana%40example.com');
  });
});
